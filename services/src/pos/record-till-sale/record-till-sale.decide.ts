import type { StockMoved } from '@tradedesk/contracts/inventory/stock';
import { roundMoney } from '@tradedesk/contracts/platform/money';
import type { PayMethodKind } from '@tradedesk/contracts/pos/pay-methods';
import type { PosSaleEvent, PosSaleLine, PosSalePayment, TillSaleLineInput } from '@tradedesk/contracts/pos/pos-sales';
import type { PriceTable } from '@tradedesk/contracts/catalog/products';
import type { SaleCustomerFacts } from '@tradedesk/contracts/sales/sale-facts';
import { lineAmount } from '@tradedesk/contracts/sales/order-amounts';
import { toBase } from '@tradedesk/contracts/catalog/units';
import type { SaleCatalogLookup } from '@tradedesk/projections/catalog/products/products-for-sale.query';
import { Decimal } from 'decimal.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { requireCurrencyAmount } from '../cash-session.state.js';
import type { PosSaleState } from '../pos-sale.state.js';
import { findTillProduct, tillPrice, type TillPricing } from '../till-pricing.js';

/** How far before soldAt a list price the till shows may have been in force and still be honoured. */
export const PRICE_GRACE_HOURS = 24;

export interface RecordTillSaleFacts {
  /**
   * The session the sale goes in: the one the till named when it is this register's (closed
   * meanwhile: the sale is a late line of it), else the register's open one; null: none.
   */
  session: { id: string; closed: boolean } | null;
  /**
   * Each product's earlier price tables, in force at some moment since soldAt - PRICE_GRACE_HOURS
   * (newest first; the current one is the catalogue's): a price the till shows from its cached
   * catalogue is accepted when one of these, or the current table, gives it.
   */
  earlierPrices: Map<string, PriceTable[]>;
  warehouseId: string;
  catalog: SaleCatalogLookup;
  /** The customer named, when one is (null: not found). */
  customer: SaleCustomerFacts | null;
  payMethods: Record<string, { kind: PayMethodKind; active: boolean; currencies: string[] } | undefined>;
  /** PosMaxDiscount: the highest line discount (percent) a cashier may give. */
  maxDiscount: string;
  /** NegativeStockPolicy is 'warn': selling below zero is allowed (the stock is flagged negative). */
  allowNegative: boolean;
  pricing: Omit<TillPricing, 'priceType'>;
  /** Average cost of one base unit per product in the register's warehouse (else the product's cost). */
  averageCosts: Map<string, string>;
}

export interface RecordTillSale {
  type: 'RecordTillSale';
  saleId: string;
  registerId: string;
  deviceId: string;
  soldAt: string;
  /** The session the till says it sold in (absent: the register's open one). */
  sessionId?: string;
  customerId: string | null;
  lines: TillSaleLineInput[];
  payments: { payMethodId: string; amount: string }[];
  facts: RecordTillSaleFacts;
}

/**
 * A sale rung up on the till, in the register's currency: each line priced at the product's list
 * price for the customer's price type (retail without a customer), its discount within the
 * company's limit (the customer's membership discount by default); the payments by the till's
 * methods must cover the total, and what they pay over it is change handed back in cash, so it
 * needs cash tendered at least as large. The goods leave the register's warehouse.
 *
 * Offline (docs/pos.md "Offline"): a till names the session it sold in; when that session was
 * closed meanwhile the sale is a late line of it, kept as it happened (soldAt, price, cashier),
 * and its goods leave even below zero (they are gone: the stock shows negative, never dropped).
 * A line may carry the price the till showed: recorded as is when the product's list price for
 * that unit and price type was that price at some moment since soldAt - PRICE_GRACE_HOURS, else
 * refused (400 price_not_in_force: a price the server never had).
 */
export function decideRecordTillSale(c: RecordTillSale, s: PosSaleState): PosSaleEvent[] {
  const f = c.facts;
  if (s.exists) throw new DomainError('pos_sale_exists', `Sale ${c.saleId} is recorded already.`, 409);
  if (c.sessionId && !f.session) throw new DomainError('cash_session_not_found', `No cash session ${c.sessionId} on this register.`, 400, { field: 'sessionId' });
  if (!f.session) throw new DomainError('cash_session_closed', 'This register has no open cash session: open one before selling.', 409);
  const late = f.session.closed;
  if (c.customerId) {
    if (!f.customer) throw new DomainError('customer_not_found', `No customer ${c.customerId}.`, 400, { field: 'customerId' });
    if (f.customer.status !== 'active') throw new DomainError('customer_disabled', `Customer ${f.customer.code} is disabled.`, 400, { field: 'customerId' });
  }
  const customer = c.customerId ? f.customer : null;
  const pricing: TillPricing = { ...f.pricing, priceType: customer?.priceType ?? 'retail' };
  const currency = pricing.currency;
  const max = new Decimal(f.maxDiscount);
  const lines: PosSaleLine[] = c.lines.map((input, i) => {
    const n = i + 1;
    const { product, unit } = findTillProduct(f.catalog, input, n);
    const discount = new Decimal(input.discount ?? customer?.discount ?? '0');
    if (input.discount !== undefined && discount.gt(max)) {
      throw new DomainError('discount_over_limit', `Line ${n}: a discount of ${discount.toFixed()}% is over the limit of ${max.toFixed()}%.`, 400, { line: n, field: `lines.${i}.discount`, max: max.toFixed() });
    }
    let price = tillPrice(product, unit, pricing);
    if (input.price !== undefined) {
      const shown = new Decimal(input.price);
      const inForce = [price, ...(f.earlierPrices.get(product.id) ?? []).map((prices) => tillPrice({ ...product, prices }, unit, pricing))];
      if (!inForce.some((p) => shown.eq(p))) {
        throw new DomainError('price_not_in_force', `Line ${n}: ${product.code} was never ${shown.toFixed()} ${currency} a ${unit} around the sale's time (now ${price}).`, 400, { line: n, field: `lines.${i}.price`, price: shown.toFixed(), current: price });
      }
      price = shown.toFixed();
    }
    const line = { line: n, productId: product.id, code: product.code, name: product.name, unit, quantity: new Decimal(input.quantity).toFixed(), baseQuantity: toBase(input.quantity, unit, product.packings), price, discount: discount.toFixed(), amount: '0' };
    line.amount = lineAmount({ ...line, gift: false }, currency);
    return line;
  });
  const total = new Decimal(roundMoney(lines.reduce((t, l) => t.plus(l.amount), new Decimal(0)), currency));
  const payments: PosSalePayment[] = c.payments.map((p, i) => {
    const m = f.payMethods[p.payMethodId];
    if (!m || !m.active) throw new DomainError('pay_method_not_found', `payments.${i}: no active payment method ${p.payMethodId}.`, 400, { field: `payments.${i}.payMethodId` });
    if (!m.currencies.includes(currency)) throw new DomainError('pay_method_currency', `payments.${i}: this method takes no ${currency}.`, 400, { field: `payments.${i}.payMethodId`, currency });
    const amount = requireCurrencyAmount({ currency, amount: p.amount }, `payments.${i}`);
    return { payMethodId: p.payMethodId, kind: m.kind, currency, amount: amount.toFixed() };
  });
  const paid = payments.reduce((t, p) => t.plus(p.amount), new Decimal(0));
  if (paid.lt(total)) throw new DomainError('payment_short', `The payments (${paid.toFixed()} ${currency}) do not cover the total (${total.toFixed()} ${currency}).`, 400, { field: 'payments', total: total.toFixed(), paid: paid.toFixed(), currency });
  const change = paid.minus(total);
  const cash = payments.filter((p) => p.kind === 'cash').reduce((t, p) => t.plus(p.amount), new Decimal(0));
  if (change.gt(cash)) throw new DomainError('change_without_cash', `Only cash gives change: ${change.toFixed()} ${currency} over the total, ${cash.toFixed()} in cash.`, 400, { field: 'payments', change: change.toFixed(), cash: cash.toFixed() });
  const stock: StockMoved = {
    type: 'StockMoved',
    data: {
      source: { type: 'pos-sale', id: c.saleId, number: c.saleId.slice(0, 8) },
      reason: null,
      allowNegative: f.allowNegative || late,
      at: c.soldAt,
      movements: lines.map((l) => {
        const p = f.catalog.products.get(l.productId)!;
        return { line: l.line, kind: 'issue', warehouseId: f.warehouseId, zoneId: null, productId: l.productId, quantity: new Decimal(l.baseQuantity).negated().toFixed(), unit: l.unit, unitQuantity: l.quantity, unitCost: f.averageCosts.get(l.productId) ?? p.cost ?? '0' };
      }),
    },
  };
  return [
    {
      type: 'PosSaleRecorded',
      data: {
        saleId: c.saleId,
        sessionId: f.session.id,
        registerId: c.registerId,
        deviceId: c.deviceId,
        warehouseId: f.warehouseId,
        customerId: customer?.id ?? null,
        currency,
        priceType: pricing.priceType,
        lines,
        total: total.toFixed(),
        payments,
        paid: paid.toFixed(),
        change: change.toFixed(),
        soldAt: new Date(c.soldAt).toISOString(),
        ...(late ? { late: true } : {}),
      },
    },
    stock,
  ];
}
