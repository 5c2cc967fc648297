import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { PAY_METHOD_EVENT_TYPES, PAY_METHODS_READ_MODEL, type PayMethodEvent } from '@tradedesk/contracts/pos/pay-methods';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.pay_methods: the payment methods as data (docs/pos.md), inline: the unique index refuses a
 * taken name inside the append, and the till reads a method right after it is added.
 */
export const payMethodsProjector: Projector = {
  name: PAY_METHODS_READ_MODEL,
  version: 1,
  inline: true,
  handles: PAY_METHOD_EVENT_TYPES,
  tables: ['pay_methods'],
  async migrate(ctx) {
    const t = ctx.table('pay_methods');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, name text not null, kind text not null, accounts jsonb not null, position int not null,
      active boolean not null default true, created_at timestamptz not null, version int not null)`);
    await ctx.sql.query(`create unique index if not exists pay_methods_name_uq on ${t} (lower(name))`);
  },
  async apply(events, ctx) {
    const t = ctx.table('pay_methods');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & PayMethodEvent)[]) {
      const d = e.data;
      const v = e.streamVersion;
      ids.push(d.payMethodId);
      switch (e.type) {
        case 'PayMethodAdded':
          await ctx.sql.query(`insert into ${t} (id, name, kind, accounts, position, created_at, version) values ($1,$2,$3,$4,$5,$6,$7) on conflict (id) do nothing`, [
            e.data.payMethodId, e.data.name, e.data.kind, JSON.stringify(e.data.accounts), e.data.position, e.recordedAt, v,
          ]);
          break;
        case 'PayMethodChanged':
          await ctx.sql.query(
            `update ${t} set name = coalesce($2, name), accounts = coalesce($3::jsonb, accounts), position = coalesce($4, position), version = $5 where id = $1 and version < $5`,
            [e.data.payMethodId, e.data.name ?? null, e.data.accounts ? JSON.stringify(e.data.accounts) : null, e.data.position ?? null, v],
          );
          break;
        case 'PayMethodDeactivated':
        case 'PayMethodActivated':
          await ctx.sql.query(`update ${t} set active = $2, version = $3 where id = $1 and version < $3`, [d.payMethodId, e.type === 'PayMethodActivated', v]);
          break;
        default: {
          const _exhaustive: never = e;
          void _exhaustive;
        }
      }
    }
    return ids;
  },
};
