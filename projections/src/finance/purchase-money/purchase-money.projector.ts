import type { SupplierAccountPosted } from '@tradedesk/contracts/catalog/supplier-accounts';
import { FINANCE_SUPPLIER_EVENT_TYPES, financeSupplierPostingOf, undonePayment } from '@tradedesk/contracts/finance/supplier-postings';
import { PURCHASE_MONEY_READ_MODEL } from '@tradedesk/contracts/finance/payments';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { PurchaseGoodsReturned, PurchaseOrderReceived } from '@tradedesk/contracts/purchasing/purchase-order';
import { Decimal } from 'decimal.js';
import type { Projector } from '../../platform/projector.js';
import { readCompanySetting } from '../../settings/company-settings/company-settings.query.js';

/** What a purchase order charges a supplier (receipts, returns) and what was paid to suppliers (payments, transfers to China, checks). */
export const PURCHASE_MONEY_EVENT_TYPES = ['PurchaseOrderReceived', 'PurchaseGoodsReturned', 'SupplierAccountPosted', ...FINANCE_SUPPLIER_EVENT_TYPES] as const;
/** The postings that pay a supplier: a payment of its account, a transfer to China, a check we issued or endorsed. */
const PAYING_KINDS = new Set(['payment', 'check-issued', 'check-endorsed']);
type PurchaseMoneyEvent = StoredEvent & (PurchaseOrderReceived | PurchaseGoodsReturned | SupplierAccountPosted);

/**
 * rm.purchase_money: one row per purchase order that received goods (/finance/purchase): its
 * supplier, the business day of its first receipt, and what it charges the supplier's payables
 * (receipts minus returns, order currency). rm.purchase_money_payments: every payment made to a
 * supplier (positive, the currency's: its account's payments, transfers to China, checks we issued
 * or endorsed), the money account it left, and whether it was reversed (a reversal, a bounced or
 * cancelled check).
 * Payments are matched to a supplier's orders when read (purchase-money.query.ts).
 */
export const purchaseMoneyProjector: Projector = {
  name: PURCHASE_MONEY_READ_MODEL,
  version: 2,
  handles: PURCHASE_MONEY_EVENT_TYPES,
  tables: ['purchase_money', 'purchase_money_payments'],
  async migrate(ctx) {
    const t = ctx.table('purchase_money');
    const p = ctx.table('purchase_money_payments');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, number text not null, supplier_id text not null, currency text not null, date date not null,
      charged numeric not null default 0, version int not null)`);
    await ctx.sql.query(`create index if not exists purchase_money_supplier_ix on ${t} (supplier_id, currency, date)`);
    await ctx.sql.query(`create table if not exists ${p} (
      entry_id text primary key, supplier_id text not null, currency text not null, amount numeric not null, account_id text,
      date date not null, position bigint not null, reversed boolean not null default false)`);
    await ctx.sql.query(`create index if not exists purchase_money_payments_supplier_ix on ${p} (supplier_id, currency, date, position)`);
  },
  async apply(events, ctx) {
    const t = ctx.table('purchase_money');
    const p = ctx.table('purchase_money_payments');
    const ids: string[] = [];
    const offset = events.some((e) => e.type === 'PurchaseOrderReceived' || e.type === 'PurchaseGoodsReturned') ? Number(await readCompanySetting(ctx.sql, 'SystemTimeZone')) : 0;
    const paid = async (d: SupplierAccountPosted['data'], e: StoredEvent) => {
      if (PAYING_KINDS.has(d.kind)) {
        ids.push(d.supplierId);
        await ctx.sql.query(
          `insert into ${p} (entry_id, supplier_id, currency, amount, account_id, date, position) values ($1,$2,$3,$4,$5,$6,$7) on conflict (entry_id) do nothing`,
          [d.entryId, d.supplierId, d.currency, new Decimal(d.amount).neg().toFixed(), d.accountId ?? null, d.date, e.globalPosition],
        );
        return;
      }
      const undone = undonePayment(d);
      if (undone) {
        ids.push(d.supplierId);
        await ctx.sql.query(`update ${p} set reversed = true where entry_id = $1`, [undone]);
      }
    };
    for (const e of events as PurchaseMoneyEvent[]) {
      if ((FINANCE_SUPPLIER_EVENT_TYPES as readonly string[]).includes(e.type)) {
        const d = financeSupplierPostingOf(e);
        if (d) await paid(d, e);
        continue;
      }
      switch (e.type) {
        case 'PurchaseOrderReceived':
        case 'PurchaseGoodsReturned': {
          const d = e.data;
          const effect = e.type === 'PurchaseOrderReceived' ? new Decimal(d.amount) : new Decimal(d.amount).neg();
          const at = e.type === 'PurchaseOrderReceived' ? e.data.receivedAt : e.data.returnedAt;
          ids.push(d.purchaseOrderId);
          await ctx.sql.query(
            `insert into ${t} (id, number, supplier_id, currency, date, charged, version) values ($1,$2,$3,$4,$5,0,0) on conflict (id) do nothing`,
            [d.purchaseOrderId, d.number, d.supplierId, d.currency, businessDayOf(at, offset)],
          );
          await ctx.sql.query(`update ${t} set charged = charged + $3, version = $2 where id = $1 and version < $2`, [d.purchaseOrderId, e.streamVersion, effect.toFixed()]);
          break;
        }
        case 'SupplierAccountPosted':
          await paid(e.data, e);
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
