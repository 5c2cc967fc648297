import { SUPPLIER_EVENT_TYPES, type SupplierEvent } from '@tradedesk/contracts/catalog/suppliers';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

const COLUMNS = ['code', 'name', 'contact', 'phone', 'email', 'currency', 'country'] as const;

/** rm.suppliers, inline: the unique index on the code refuses a taken code inside the append (409). */
export const suppliersProjector: Projector = {
  name: 'suppliers',
  version: 2,
  inline: true,
  handles: SUPPLIER_EVENT_TYPES,
  tables: ['suppliers'],
  async migrate(ctx) {
    const t = ctx.table('suppliers');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, code text not null, name text not null, contact text not null, phone text not null, email text not null,
      currency text not null, country text not null, status text not null default 'active',
      created_at timestamptz not null, updated_at timestamptz not null, version int not null)`);
    await ctx.sql.query(`create unique index if not exists suppliers_code_uq on ${t} (lower(code))`);
    await ctx.sql.query(`alter table ${t} add column if not exists payment_terms_days int not null default 0`);
  },
  async apply(events, ctx) {
    const t = ctx.table('suppliers');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & SupplierEvent)[]) {
      ids.push(e.data.supplierId);
      const at = e.recordedAt;
      const v = e.streamVersion;
      switch (e.type) {
        case 'SupplierCreated': {
          const d = e.data;
          await ctx.sql.query(
            `insert into ${t} (id, ${COLUMNS.join(', ')}, payment_terms_days, created_at, updated_at, version) values ($1,$2,$3,$4,$5,$6,$7,$8,$11,$9,$9,$10) on conflict (id) do nothing`,
            [d.supplierId, ...COLUMNS.map((c) => d[c]), at, v, d.paymentTermsDays ?? 0],
          );
          break;
        }
        case 'SupplierChanged': {
          const c = e.data.changes;
          const sets = COLUMNS.map((col, i) => `${col} = coalesce($${i + 2}, ${col})`).join(', ');
          await ctx.sql.query(`update ${t} set ${sets}, payment_terms_days = coalesce($11, payment_terms_days), updated_at = $9, version = $10 where id = $1 and version < $10`, [
            e.data.supplierId, ...COLUMNS.map((col) => c[col] ?? null), at, v, c.paymentTermsDays ?? null,
          ]);
          break;
        }
        case 'SupplierDisabled':
        case 'SupplierEnabled':
          await ctx.sql.query(`update ${t} set status = $2, updated_at = $3, version = $4 where id = $1 and version < $4`, [
            e.data.supplierId,
            e.type === 'SupplierDisabled' ? 'disabled' : 'active',
            at,
            v,
          ]);
          break;
        default: {
          const _exhaustive: never = e;
          throw new Error(`unhandled ${(_exhaustive as StoredEvent).type}`);
        }
      }
    }
    return ids;
  },
};
