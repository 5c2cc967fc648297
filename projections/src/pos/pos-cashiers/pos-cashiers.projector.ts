import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { CASHIER_EVENT_TYPES, type CashierEvent, POS_CASHIERS_READ_MODEL } from '@tradedesk/contracts/pos/pos';
import type { Projector } from '../../platform/projector.js';

/** rm.pos_cashiers: who may use the till, whether their PIN is set, their failed attempts in a row (locked at PIN_MAX_FAILURES). Inline: the PIN pad lists them. */
export const posCashiersProjector: Projector = {
  name: POS_CASHIERS_READ_MODEL,
  version: 1,
  inline: true,
  handles: CASHIER_EVENT_TYPES,
  tables: ['pos_cashiers'],
  async migrate(ctx) {
    const t = ctx.table('pos_cashiers');
    await ctx.sql.query(`create table if not exists ${t} (
      employee_id text primary key, allowed boolean not null default false, pin_set boolean not null default false, failures int not null default 0, version int not null)`);
  },
  async apply(events, ctx) {
    const t = ctx.table('pos_cashiers');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & CashierEvent)[]) {
      const id = e.data.employeeId;
      ids.push(id);
      const set =
        e.type === 'CashierTillAccessSet' ? 'allowed = excluded.allowed'
        : e.type === 'CashierPinSet' ? 'pin_set = true, failures = 0'
        : e.type === 'CashierPinAttempted' ? `failures = ${t}.failures + 1`
        : e.type === 'CashierSignedIn' ? 'failures = 0'
        : null;
      if (!set) continue;
      await ctx.sql.query(
        `insert into ${t} (employee_id, allowed, pin_set, failures, version) values ($1, $2, $3, $4, $5)
         on conflict (employee_id) do update set ${set}, version = excluded.version where ${t}.version < excluded.version`,
        [id, e.type === 'CashierTillAccessSet' ? e.data.allowed : false, e.type === 'CashierPinSet', e.type === 'CashierPinAttempted' ? 1 : 0, e.streamVersion],
      );
    }
    return ids;
  },
};
