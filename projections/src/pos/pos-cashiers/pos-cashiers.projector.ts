import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { CASHIER_EVENT_TYPES, type CashierEvent, POS_CASHIERS_READ_MODEL } from '@tradedesk/contracts/pos/pos';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.pos_cashiers: who may use the till, who is a till supervisor, whether their PIN is set, their
 * failed attempts in a row (locked at PIN_MAX_FAILURES). rm.pos_discount_approvals: a supervisor's
 * approvals of a discount over the limit (a sale names one; it reads it). Inline: the PIN pad
 * lists the cashiers, and a sale's decision reads its approval.
 */
export const posCashiersProjector: Projector = {
  name: POS_CASHIERS_READ_MODEL,
  version: 1,
  inline: true,
  handles: CASHIER_EVENT_TYPES,
  tables: ['pos_cashiers', 'pos_discount_approvals'],
  async migrate(ctx) {
    const t = ctx.table('pos_cashiers');
    await ctx.sql.query(`create table if not exists ${t} (
      employee_id text primary key, allowed boolean not null default false, pin_set boolean not null default false, failures int not null default 0, version int not null)`);
    await ctx.sql.query(`alter table ${t} add column if not exists supervisor boolean not null default false`);
    await ctx.sql.query(`create table if not exists ${ctx.table('pos_discount_approvals')} (
      id text primary key, supervisor_id text not null, cashier_id text not null, device_id text not null, register_id text not null,
      max_discount numeric not null, expires_at timestamptz not null, approved_at timestamptz not null)`);
  },
  async apply(events, ctx) {
    const t = ctx.table('pos_cashiers');
    const a = ctx.table('pos_discount_approvals');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & CashierEvent)[]) {
      const id = e.data.employeeId;
      ids.push(id);
      const set =
        e.type === 'CashierTillAccessSet' ? 'allowed = excluded.allowed'
        : e.type === 'CashierPinSet' ? 'pin_set = true, failures = 0'
        : e.type === 'CashierPinAttempted' ? `failures = ${t}.failures + 1`
        : e.type === 'CashierSignedIn' || e.type === 'DiscountApproved' || e.type === 'ReturnApproved' ? 'failures = 0'
        : e.type === 'CashierSupervisorSet' ? 'supervisor = excluded.supervisor'
        : null;
      if (e.type === 'DiscountApproved') {
        await ctx.sql.query(
          `insert into ${a} (id, supervisor_id, cashier_id, device_id, register_id, max_discount, expires_at, approved_at) values ($1,$2,$3,$4,$5,$6,$7,$8) on conflict (id) do nothing`,
          [e.data.approvalId, e.data.employeeId, e.data.cashierId, e.data.deviceId, e.data.registerId, e.data.maxDiscount, e.data.expiresAt, e.recordedAt],
        );
      }
      if (!set) continue;
      await ctx.sql.query(
        `insert into ${t} (employee_id, allowed, pin_set, failures, version, supervisor) values ($1, $2, $3, $4, $5, $6)
         on conflict (employee_id) do update set ${set}, version = excluded.version where ${t}.version < excluded.version`,
        [id, e.type === 'CashierTillAccessSet' ? e.data.allowed : false, e.type === 'CashierPinSet', e.type === 'CashierPinAttempted' ? 1 : 0, e.streamVersion, e.type === 'CashierSupervisorSet' ? e.data.supervisor : false],
      );
    }
    return ids;
  },
};
