import { SALE_MONEY_READ_MODEL } from '@tradedesk/contracts/finance/payments';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { SaleOrderCancelled, SaleOrderCommitted, SaleOrderPaid, SaleOrderUnsaved } from '@tradedesk/contracts/sales/sale-order';
import { Decimal } from 'decimal.js';
import type { Projector } from '../../platform/projector.js';
import { readCompanySetting } from '../../settings/company-settings/company-settings.query.js';

/** The sale-order events that say what a customer owes for an order and what was paid. */
export const SALE_MONEY_EVENT_TYPES = ['SaleOrderCommitted', 'SaleOrderUnsaved', 'SaleOrderCancelled', 'SaleOrderPaid'] as const;
type SaleMoneyEvent = StoredEvent & (SaleOrderCommitted | SaleOrderUnsaved | SaleOrderCancelled | SaleOrderPaid);

/**
 * rm.sale_money: one row per sale order that was committed or paid (/finance/sale): its customer,
 * the business day of its (last) commit, the total owed while it is committed (0 once it is back
 * to draft or cancelled: payments then stay as the customer's credit), and the sum paid;
 * rm.sale_money_payments: each payment with the money account it went into (null: none).
 * Rows carry the stream version they reflect, so an event applied twice changes nothing.
 */
export const saleMoneyProjector: Projector = {
  name: SALE_MONEY_READ_MODEL,
  version: 1,
  handles: SALE_MONEY_EVENT_TYPES,
  tables: ['sale_money', 'sale_money_payments'],
  async migrate(ctx) {
    const t = ctx.table('sale_money');
    const p = ctx.table('sale_money_payments');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, number text not null, customer_id text, customer_code text not null default '', customer_name text not null default '',
      date date, currency text not null, total numeric not null default 0, paid numeric not null default 0, committed boolean not null default false,
      version int not null)`);
    await ctx.sql.query(`create index if not exists sale_money_date_ix on ${t} (date desc, number desc)`);
    await ctx.sql.query(`create table if not exists ${p} (
      payment_id text primary key, order_id text not null, account_id text, amount numeric not null, date date, method text not null)`);
    await ctx.sql.query(`create index if not exists sale_money_payments_order_ix on ${p} (order_id)`);
  },
  async apply(events, ctx) {
    const t = ctx.table('sale_money');
    const p = ctx.table('sale_money_payments');
    const ids: string[] = [];
    const offset = events.some((e) => e.type === 'SaleOrderCommitted') ? Number(await readCompanySetting(ctx.sql, 'SystemTimeZone')) : 0;
    const upsert = async (e: SaleMoneyEvent, set: string, values: unknown[]) => {
      const d = e.data;
      await ctx.sql.query(
        `insert into ${t} (id, number, customer_id, customer_code, customer_name, currency, version) values ($1,$2,$3,$4,$5,$6,0) on conflict (id) do nothing`,
        [d.orderId, d.number, d.customer?.id ?? null, d.customer?.code ?? '', d.customer?.name ?? '', d.currency],
      );
      await ctx.sql.query(`update ${t} set ${set}, version = $2 where id = $1 and version < $2`, [d.orderId, e.streamVersion, ...values]);
    };
    for (const e of events as SaleMoneyEvent[]) {
      ids.push(e.data.orderId);
      switch (e.type) {
        case 'SaleOrderCommitted':
          await upsert(e, 'committed = true, total = $3, date = $4, number = $5, currency = $6, customer_id = $7, customer_code = $8, customer_name = $9', [
            e.data.total, businessDayOf(e.recordedAt, offset), e.data.number, e.data.currency, e.data.customer?.id ?? null, e.data.customer?.code ?? '', e.data.customer?.name ?? '',
          ]);
          break;
        case 'SaleOrderUnsaved':
        case 'SaleOrderCancelled':
          await upsert(e, 'committed = false, total = 0', []);
          break;
        case 'SaleOrderPaid': {
          const d: SaleOrderPaid['data'] = e.data;
          await upsert(e, 'paid = $3', [d.paid]);
          await ctx.sql.query(
            `insert into ${p} (payment_id, order_id, account_id, amount, date, method)
             select * from unnest($1::text[], $2::text[], $3::text[], $4::numeric[], $5::date[], $6::text[]) on conflict (payment_id) do nothing`,
            [d.payments.map((x) => x.paymentId), d.payments.map(() => d.orderId), d.payments.map((x) => x.accountId ?? null), d.payments.map((x) => new Decimal(x.amount).toFixed()), d.payments.map((x) => x.date ?? null), d.payments.map((x) => x.method)],
          );
          break;
        }
        default: {
          const _exhaustive: never = e;
          throw new Error(`unhandled ${(_exhaustive as StoredEvent).type}`);
        }
      }
    }
    return [...new Set(ids)];
  },
};
