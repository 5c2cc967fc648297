import { CHECK_EVENT_TYPES, CHECK_SALE_EVENT_TYPES, CHECKS_READ_MODEL, type CheckEvent } from '@tradedesk/contracts/finance/checks';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { SaleOrderPaid } from '@tradedesk/contracts/sales/sale-order';
import { readCompanySetting } from '../../settings/company-settings/company-settings.query.js';
import type { Projector, ProjectorContext } from '../../platform/projector.js';

/**
 * rm.checks: every check received or issued, one row each, where it stands and since which
 * business day (the /finance/checkTransfer list and its due-date view). A row carries the stream
 * version it reflects, so an event applied twice changes nothing.
 */
export const checksProjector: Projector = {
  name: CHECKS_READ_MODEL,
  version: 1,
  handles: [...CHECK_EVENT_TYPES, ...CHECK_SALE_EVENT_TYPES],
  tables: ['checks'],
  async migrate(ctx) {
    const t = ctx.table('checks');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, direction text not null, state text not null, number text not null, bank text not null, drawer text not null,
      amount numeric not null, currency text not null, issue_date date not null, due_date date not null, date date not null,
      party_type text not null, party_id text not null, account_id text, endorsed_to text, state_date date not null,
      reason text not null default '', memo text not null, source jsonb, user_id text not null, recorded_at timestamptz not null,
      updated_at timestamptz not null, version int not null)`);
    await ctx.sql.query(`create index if not exists checks_due_ix on ${t} (due_date, state)`);
  },
  async apply(events, ctx) {
    const t = ctx.table('checks');
    const ids: string[] = [];
    const offset = events.some((e) => e.type === 'SaleOrderPaid') ? Number(await readCompanySetting(ctx.sql, 'SystemTimeZone')) : 0;
    for (const e of events as (StoredEvent & (CheckEvent | SaleOrderPaid))[]) {
      if (e.type === 'SaleOrderPaid') {
        ids.push(...(await salePaymentChecks(e, offset, t, ctx.sql)));
        continue;
      }
      const d = e.data;
      ids.push(d.checkId);
      const move = (set: string, params: unknown[]) =>
        ctx.sql.query(`update ${t} set ${set}, state_date = $3, updated_at = $4, version = $2 where id = $1 and version < $2`, [d.checkId, e.streamVersion, d.date, e.recordedAt, ...params]);
      switch (e.type) {
        case 'CheckReceived':
        case 'CheckIssued': {
          const received = e.type === 'CheckReceived';
          const r = e.data as CheckEvent['data'] & { customerId?: string; supplierId?: string; accountId?: string; source?: unknown };
          await ctx.sql.query(
            `insert into ${t} (id, direction, state, number, bank, drawer, amount, currency, issue_date, due_date, date, party_type, party_id, account_id,
                               state_date, memo, source, user_id, recorded_at, updated_at, version)
             values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$11,$15,$16,$17,$18,$18,$19) on conflict (id) do nothing`,
            [
              e.data.checkId, received ? 'received' : 'issued', received ? 'portfolio' : 'issued', e.data.number, e.data.bank, e.data.drawer, e.data.amount,
              e.data.currency, e.data.issueDate, e.data.dueDate, e.data.date, received ? 'customer' : 'supplier', received ? r.customerId : r.supplierId,
              received ? null : r.accountId, e.data.memo, received && r.source ? JSON.stringify(r.source) : null, e.metadata.userId, e.recordedAt, e.streamVersion,
            ],
          );
          break;
        }
        case 'CheckDeposited':
          await move(`state = 'deposited', account_id = $5`, [e.data.accountId]);
          break;
        case 'CheckCleared':
          await move(`state = 'cleared'`, []);
          break;
        case 'CheckBounced':
          await move(`state = 'bounced', reason = $5`, [e.data.reason]);
          break;
        case 'CheckCancelled':
          await move(`state = 'cancelled', reason = $5`, [e.data.reason]);
          break;
        case 'CheckEndorsed':
          await move(`state = 'endorsed', endorsed_to = $5`, [e.data.supplierId]);
          break;
        default: {
          const _exhaustive: never = e;
          throw new Error(`unhandled ${(_exhaustive as StoredEvent).type}`);
        }
      }
    }
    return [...new Set(ids)];
  },
};

/**
 * The cheques of a sale payment: one row per bankCheck payment, in the portfolio, id = the
 * payment's id, version 0 (its own stream starts at its first move), drawer = the customer, bank
 * as the cashier wrote it (empty on older payments).
 */
async function salePaymentChecks(e: StoredEvent & SaleOrderPaid, offset: number, t: string, sql: ProjectorContext['sql']): Promise<string[]> {
  const d: SaleOrderPaid['data'] = e.data;
  const ids: string[] = [];
  for (const p of d.payments.filter((x) => x.method === 'bankCheck')) {
    const day = businessDayOf(p.paidAt, offset);
    await sql.query(
      `insert into ${t} (id, direction, state, number, bank, drawer, amount, currency, issue_date, due_date, date, party_type, party_id, account_id,
                         state_date, memo, source, user_id, recorded_at, updated_at, version)
       values ($1,'received','portfolio',$2,$12,$3,$4,$5,$6,$7,$6,'customer',$8,null,$6,'',$9,$10,$11,$11,0) on conflict (id) do nothing`,
      [p.paymentId, p.reference, d.customer?.name ?? '', p.amount, d.currency, day, p.dueDate ?? day, d.customer?.id ?? '', JSON.stringify({ type: 'salePayment', id: d.orderId, number: d.number }), e.metadata.userId, e.recordedAt, p.bank ?? ''],
    );
    ids.push(p.paymentId);
  }
  return ids;
}
