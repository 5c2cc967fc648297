import type { StockMoved } from '@tradedesk/contracts/inventory/stock';
import { roundMoney } from '@tradedesk/contracts/platform/money';
import type { PayMethodKind } from '@tradedesk/contracts/pos/pay-methods';
import type { CashSessionPosting } from '@tradedesk/contracts/pos/pos';
import { paymentsTaken, type PosSaleEvent, type PosSaleLine, type PosSalePayment, saleRounding, tillCashDue, type TillSaleLineInput } from '@tradedesk/contracts/pos/pos-sales';
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
/** How far a till's clock may be off the server's when soldAt is checked against the span of the PIN session the sale names. */
export const CLOCK_SKEW_MINUTES = 10;

/** The cashier a sale is recorded as: the PIN session it was rung up under. */
export interface TillSeller {
  employeeId: string;
  posSessionId: string;
  /** The device the session was opened on. */
  deviceId: string;
  /** When the sale names a session of its own (a queued sale): when that session ran (ends: its sign-out, else its expiry). Null: the session of the call itself. */
  span: { startedAt: string; endsAt: string } | null;
}

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
  /** The device's receipt series: a receipt number the sale names starts with it. */
  receiptSeries: string | null;
  /** PosMaxDiscount: the highest line discount (percent) a cashier may give. */
  maxDiscount: string;
  /** The supervisor's approval the sale names (null: none named, or no such approval). */
  approval: { id: string; supervisorId: string; cashierId: string; deviceId: string; maxDiscount: string; expiresAt: string } | null;
  /** NegativeStockPolicy is 'warn': selling below zero is allowed (the stock is flagged negative). */
  allowNegative: boolean;
  pricing: Omit<TillPricing, 'priceType'>;
  /** Average cost of one base unit per product in the register's warehouse (else the product's cost). */
  averageCosts: Map<string, string>;
  /** PosOfflineSales: false refuses a sale the till marks as made offline (absent: allowed). */
  offlineSales?: boolean;
  /** When the session is closed (a late line): today's business day and each method's money accounts per currency, to post the sale's money as the close posted the session's. */
  latePosting?: { date: string; accounts: Record<string, { currency: string; accountId: string }[]> };
}

export interface RecordTillSale {
  type: 'RecordTillSale';
  saleId: string;
  registerId: string;
  deviceId: string;
  soldAt: string;
  /** The session the till says it sold in (absent: the register's open one). */
  sessionId?: string;
  /** The receipt number the till gave it (absent: none, an older till). */
  receiptNo?: string;
  /** A supervisor's approval of discounts over the limit, up to what it approved. */
  discountApprovalId?: string;
  /** The till rang it up while it could not reach the server (docs/pos.md "Offline"). */
  offline?: boolean;
  customerId: string | null;
  lines: TillSaleLineInput[];
  payments: { payMethodId: string; amount: string; rounding?: string }[];
  /** The PIN session the sale was sold under (null: the one it names is unknown). */
  seller: TillSeller | null;
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
 *
 * The cashier is the one who rang the sale up: the PIN session the till kept with the queued
 * sale, when it was opened on this device and soldAt lies in it (give or take
 * CLOCK_SKEW_MINUTES), even when it ended before the sale reached the server; else 400
 * cashier_session_invalid (a sale is never put on another cashier).
 *
 * A discount over the limit needs a till supervisor's approval (their PIN, DiscountApproved on
 * their stream): named by the sale, given on this till for this cashier and not run out at
 * soldAt, it raises the limit to what it approved and the sale records it (who, up to what);
 * else 400 discount_approval_invalid. One approval serves one sale (409 discount_approval_used,
 * the inline read model's unique index).
 *
 * Cash rounding (docs/pos.md "Cash rounding"): a cash payment may carry `rounding` (amount - the
 * cash handed over); the sale's roundings must add up to exactly what the law of its currency
 * rounds the cash part to (`tillCashDue`), or to nothing; anything else, a rounding on another
 * method or one past the cash handed over is 400 rounding_out_of_range. Change comes out of the
 * cash handed over.
 *
 * A sale the till marks `offline` (rung up while it could not reach the server) is refused with
 * 409 offline_sales_off when the company turned PosOfflineSales off.
 */
export function decideRecordTillSale(c: RecordTillSale, s: PosSaleState): PosSaleEvent[] {
  const f = c.facts;
  if (s.exists) throw new DomainError('pos_sale_exists', `Sale ${c.saleId} is recorded already.`, 409);
  if (c.offline && f.offlineSales === false) {
    throw new DomainError('offline_sales_off', 'This company does not take sales made while the till was offline (PosOfflineSales is off).', 409, { field: 'offline' });
  }
  const seller = c.seller;
  if (!seller || seller.deviceId !== c.deviceId || (seller.span && !withinSpan(c.soldAt, seller.span))) {
    throw new DomainError('cashier_session_invalid', 'The PIN session this sale names was not open on this till when it was sold.', 400, { field: 'cashierSession' });
  }
  if (c.sessionId && !f.session) throw new DomainError('cash_session_not_found', `No cash session ${c.sessionId} on this register.`, 400, { field: 'sessionId' });
  if (!f.session) throw new DomainError('cash_session_closed', 'This register has no open cash session: open one before selling.', 409);
  const late = f.session.closed;
  if (c.receiptNo !== undefined && (!f.receiptSeries || !c.receiptNo.startsWith(`${f.receiptSeries}-`))) {
    throw new DomainError('receipt_number_series', `Receipt ${c.receiptNo} is not in this till's series ${f.receiptSeries ?? ''}.`, 400, { field: 'receiptNo', series: f.receiptSeries ?? '' });
  }
  if (c.customerId) {
    if (!f.customer) throw new DomainError('customer_not_found', `No customer ${c.customerId}.`, 400, { field: 'customerId' });
    if (f.customer.status !== 'active') throw new DomainError('customer_disabled', `Customer ${f.customer.code} is disabled.`, 400, { field: 'customerId' });
  }
  const customer = c.customerId ? f.customer : null;
  const pricing: TillPricing = { ...f.pricing, priceType: customer?.priceType ?? 'retail' };
  const currency = pricing.currency;
  let max = new Decimal(f.maxDiscount);
  const approval = f.approval;
  if (c.discountApprovalId !== undefined) {
    // Given on this till, for this cashier, and the sale rung up before it ran out.
    if (!approval || approval.id !== c.discountApprovalId || approval.deviceId !== c.deviceId || approval.cashierId !== seller.employeeId || new Date(c.soldAt).getTime() > new Date(approval.expiresAt).getTime() + CLOCK_SKEW_MINUTES * 60_000) {
      throw new DomainError('discount_approval_invalid', "The supervisor's approval this sale names was not given for this cashier on this till, or ran out.", 400, { field: 'discountApprovalId' });
    }
    max = Decimal.max(max, approval.maxDiscount);
  }
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
    const rounding = p.rounding === undefined || new Decimal(p.rounding).isZero() ? null : new Decimal(p.rounding);
    if (rounding && (m.kind !== 'cash' || !new Decimal(roundMoney(rounding, currency)).eq(rounding) || amount.minus(rounding).lt(0))) {
      throw new DomainError('rounding_out_of_range', `payments.${i}: only cash is rounded, in ${currency}'s decimals, and never past what was handed over.`, 400, { field: `payments.${i}.rounding`, currency });
    }
    return { payMethodId: p.payMethodId, kind: m.kind, currency, amount: amount.toFixed(), ...(rounding ? { rounding: rounding.toFixed() } : {}) };
  });
  // Cash rounding (docs/pos.md "Cash rounding"): none, or exactly what the law of the currency
  // rounds the cash part to (whatever PosCashRounding says now: a sale the till queued under the
  // setting it had is still taken).
  const rounding = saleRounding(payments);
  if (!rounding.isZero()) {
    const nonCash = payments.filter((p) => p.kind !== 'cash').reduce((t, p) => t.plus(p.amount), new Decimal(0));
    const expected = tillCashDue(total, nonCash, currency, true).rounding;
    if (!rounding.eq(expected)) {
      throw new DomainError('rounding_out_of_range', `A cash rounding of ${rounding.toFixed()} ${currency}: the law of ${currency} rounds this cash by ${new Decimal(expected).toFixed()}.`, 400, { field: 'payments', currency, rounding: rounding.toFixed(), expected: new Decimal(expected).toFixed() });
    }
  }
  const paid = payments.reduce((t, p) => t.plus(p.amount), new Decimal(0));
  if (paid.lt(total)) throw new DomainError('payment_short', `The payments (${paid.toFixed()} ${currency}) do not cover the total (${total.toFixed()} ${currency}).`, 400, { field: 'payments', total: total.toFixed(), paid: paid.toFixed(), currency });
  const change = paid.minus(total);
  // The cash handed over (less its rounding) is what change comes out of.
  const cash = payments.filter((p) => p.kind === 'cash').reduce((t, p) => t.plus(p.amount).minus(p.rounding ?? 0), new Decimal(0));
  if (change.gt(cash)) throw new DomainError('change_without_cash', `Only cash gives change: ${change.toFixed()} ${currency} over the total, ${cash.toFixed()} in cash.`, 400, { field: 'payments', change: change.toFixed(), cash: cash.toFixed() });
  const stock: StockMoved = {
    type: 'StockMoved',
    data: {
      source: { type: 'pos-sale', id: c.saleId, number: c.receiptNo ?? c.saleId.slice(0, 8) },
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
        ...(c.offline ? { offline: true } : {}),
        ...(late && f.latePosting ? { posting: { date: f.latePosting.date, postings: latePostings(payments, change, f.latePosting.accounts) } } : {}),
        cashierId: seller.employeeId,
        ...(c.receiptNo ? { receiptNo: c.receiptNo } : {}),
        ...(c.discountApprovalId && approval ? { discountApproval: { approvalId: approval.id, supervisorId: approval.supervisorId, maxDiscount: new Decimal(approval.maxDiscount).toFixed() } } : {}),
      },
    },
    stock,
  ];
}

/**
 * A late line's postings: per method and currency what the sale took (a cash payment less its
 * rounding and the change, which comes out of the cash payments in order), onto the method's account for the
 * currency (null: it names none; not posted); for cash the same amount again as a negative cash
 * difference, since the close's count already put whatever cash the drawer held into the cash box.
 */
export function latePostings(payments: PosSalePayment[], change: Decimal, accounts: Record<string, { currency: string; accountId: string }[]>): CashSessionPosting[] {
  const taken = new Map<string, { payMethodId: string; currency: string; cash: boolean; amount: Decimal }>();
  for (const { payment: p, taken: amount } of paymentsTaken(payments, change)) {
    const k = `${p.payMethodId}:${p.currency}`;
    const t = taken.get(k) ?? { payMethodId: p.payMethodId, currency: p.currency, cash: p.kind === 'cash', amount: new Decimal(0) };
    t.amount = t.amount.plus(amount);
    taken.set(k, t);
  }
  const accountOf = (payMethodId: string, currency: string) => accounts[payMethodId]?.find((a) => a.currency === currency)?.accountId ?? null;
  return [...taken.values()]
    .filter((t) => !t.amount.isZero())
    .flatMap((t) => {
      const base = { payMethodId: t.payMethodId, currency: t.currency, accountId: accountOf(t.payMethodId, t.currency) };
      const takings: CashSessionPosting = { ...base, amount: t.amount.toFixed() };
      return t.cash ? [takings, { ...base, amount: t.amount.negated().toFixed(), kind: 'difference' as const }] : [takings];
    });
}

function withinSpan(soldAt: string, span: { startedAt: string; endsAt: string }): boolean {
  const at = new Date(soldAt).getTime();
  const skew = CLOCK_SKEW_MINUTES * 60_000;
  return at >= new Date(span.startedAt).getTime() - skew && at <= new Date(span.endsAt).getTime() + skew;
}
