import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { POS_RETURN_EVENT_TYPES, POS_RETURNS_READ_MODEL, type PosReturnWithoutReceipt, type PosSaleReturned } from '@tradedesk/contracts/pos/pos-returns';
import { Decimal } from 'decimal.js';
import { type Projector, ProjectionRefusal } from '../../platform/projector.js';

/**
 * rm.pos_returns (one row per till return, with its lines and refunds) and rm.pos_return_refunds
 * (each refund per payment method and currency, in the session whose drawer / methods paid it:
 * the money that left, so a rounded cash refund counts the cash handed back, amount - rounding),
 * inline: a close reads the refunds in its own decision (they lower its expected figures), and a
 * return whose session was closed meanwhile is refused here (409 cash_session_closed). A return
 * without a receipt (PosReturnWithoutReceipt) has no sale (sale_id null) and names the supervisor
 * who approved it.
 */
export const posReturnsProjector: Projector = {
  name: POS_RETURNS_READ_MODEL,
  version: 1,
  inline: true,
  handles: POS_RETURN_EVENT_TYPES,
  tables: ['pos_returns', 'pos_return_refunds'],
  async migrate(ctx) {
    const r = ctx.table('pos_returns');
    const f = ctx.table('pos_return_refunds');
    await ctx.sql.query(`create table if not exists ${r} (
      id text primary key, sale_id text not null, session_id text not null, register_id text not null, device_id text not null, warehouse_id text not null,
      cashier text not null, currency text not null, amount numeric not null, reason text not null, lines jsonb not null, refunds jsonb not null,
      returned_at timestamptz not null, recorded_at timestamptz not null, position bigint not null)`);
    await ctx.sql.query(`create index if not exists pos_returns_sale_ix on ${r} (sale_id)`);
    // Returns without a receipt: no sale, a supervisor's approval.
    await ctx.sql.query(`alter table ${r} alter column sale_id drop not null`);
    await ctx.sql.query(`alter table ${r} add column if not exists supervisor text`);
    await ctx.sql.query(`create index if not exists pos_returns_register_ix on ${r} (register_id, returned_at)`);
    await ctx.sql.query(`create table if not exists ${f} (
      return_id text not null, n int not null, session_id text not null, sale_id text not null, pay_method_id text not null, currency text not null, amount numeric not null,
      primary key (return_id, n))`);
    await ctx.sql.query(`alter table ${f} alter column sale_id drop not null`);
    await ctx.sql.query(`create index if not exists pos_return_refunds_session_ix on ${f} (session_id)`);
  },
  async apply(events, ctx) {
    const r = ctx.table('pos_returns');
    const f = ctx.table('pos_return_refunds');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & (PosSaleReturned | PosReturnWithoutReceipt))[]) {
      const d = e.type === 'PosSaleReturned' ? { ...e.data, supervisorId: null } : { ...e.data, saleId: null };
      ids.push(d.returnId);
      if (ctx.phase === 'append') {
        const { rows } = await ctx.sql.query<{ status: string }>(`select status from ${ctx.table('pos_cash_sessions')} where id = $1 for share`, [d.sessionId]);
        if (rows[0]?.status !== 'open') throw new ProjectionRefusal('cash_session_closed', 'This cash session was closed: open a new one and take the goods back again.', 409);
      }
      const inserted = await ctx.sql.query(
        `insert into ${r} (id, sale_id, session_id, register_id, device_id, warehouse_id, cashier, currency, amount, reason, lines, refunds, returned_at, recorded_at, position, supervisor)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16) on conflict (id) do nothing`,
        [d.returnId, d.saleId, d.sessionId, d.registerId, d.deviceId, d.warehouseId, e.metadata.userId, d.currency, d.amount, d.reason, JSON.stringify(d.lines), JSON.stringify(d.refunds), d.returnedAt, e.recordedAt, e.globalPosition, d.supervisorId],
      );
      if (inserted.rowCount === 0) continue;
      let n = 0;
      for (const x of d.refunds) {
        await ctx.sql.query(`insert into ${f} (return_id, n, session_id, sale_id, pay_method_id, currency, amount) values ($1,$2,$3,$4,$5,$6,$7) on conflict do nothing`, [d.returnId, n++, d.sessionId, d.saleId, x.payMethodId, x.currency, new Decimal(x.amount).minus(x.rounding ?? 0).toFixed()]);
      }
    }
    return ids;
  },
};
