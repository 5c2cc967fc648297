import { accountKindOfMethod, defaultPaymentAccount } from '@tradedesk/contracts/finance/payments';
import type { PackUnit, StockMoved, StockMovement } from '@tradedesk/contracts/inventory/stock';
import { currencyDecimals, plain, roundMoney } from '@tradedesk/contracts/platform/money';
import { changeDue, lineAmount } from '@tradedesk/contracts/sales/order-amounts';
import type {
  CommittedLine,
  CustomerRef,
  DeliveryMode,
  PaymentInput,
  SaleLine,
  SaleLineChange,
  SaleLineInput,
  SaleOrderEvent,
  SaleOrderHeader,
  SalePayment,
  SalePriceType,
} from '@tradedesk/contracts/sales/sale-order';
import { EMPTY_SALE_HEADER } from '@tradedesk/contracts/sales/sale-order-doc';
import { Decimal } from 'decimal.js';
import type { DecideContext } from '../platform/cqrs/decider.js';
import { defaultPrice, type PaymentFacts, priceDecimals, requireCustomer, requireSaleWarehouse, resolveSaleLine, type SaleFacts } from './sale-facts.js';
import { evolveSaleOrder, fail, type SaleOrderState } from './sale-order.state.js';

/**
 * The rules several sale-order decisions share: the header a form resolves to, lines priced for
 * the order, payments, and the stock a committed order moved. Each decision is in the use-case
 * folder named after its command; these are its building blocks.
 */

/** What the order form may say about the header; the rest comes from the customer and the settings. */
export interface HeaderInput {
  warehouseId?: string;
  customerId?: string | null;
  currency?: string;
  rate?: string;
  packingType?: PackUnit;
  priceType?: SalePriceType;
  taxRate?: string | null;
  memo?: string;
  deliveryMode?: DeliveryMode;
  deliveryDate?: string | null;
  paymentTermsDays?: number;
}

/**
 * The header of a new order, or the header after a change: what was typed wins; otherwise the
 * customer's terms (price list, currency, payment days), then the company's settings.
 */
export function resolveHeader(input: HeaderInput, current: SaleOrderHeader | null, facts: SaleFacts, isNew: boolean): SaleOrderHeader {
  const base = current ?? EMPTY_SALE_HEADER;
  const settings = facts.settings;
  let customer: CustomerRef | null = base.customer;
  let customerFacts = null;
  if (input.customerId !== undefined) {
    if (input.customerId === null) customer = null;
    else {
      customerFacts = requireCustomer(facts, input.customerId);
      customer = { id: customerFacts.id, code: customerFacts.code, name: customerFacts.name };
    }
  }
  const customerChanged = input.customerId !== undefined && (customer?.id ?? null) !== (base.customer?.id ?? null);
  const warehouseId = input.warehouseId ?? (base.warehouseId || facts.defaultWarehouseId || '');
  if (!warehouseId) throw fail('warehouse_required', 'warehouse: choose the warehouse the goods leave from.', 400);
  if (input.warehouseId !== undefined || isNew) requireSaleWarehouse(facts, warehouseId);

  // A customer invoiced in another currency gets orders in it when the rate comes with them;
  // without a rate (no exchange rates are kept yet) the order starts in the base currency.
  const customerCurrency = customerFacts?.currency && input.rate !== undefined ? customerFacts.currency : '';
  const currency = input.currency ?? (isNew ? customerCurrency || settings.baseCurrency : base.currency);
  let rate = base.rate;
  if (currency === settings.baseCurrency) rate = '1';
  else if (input.rate !== undefined) rate = plain(input.rate);
  else if (currency !== base.currency || isNew) throw fail('rate_required', `rate: give the exchange rate of ${currency} to ${settings.baseCurrency}.`, 400);

  const defaultPriceType: SalePriceType = settings.saleType === 'Retail' ? 'retail' : 'wholesale';
  const priceType = input.priceType ?? (customerChanged || isNew ? (customerFacts?.priceType ?? (customer ? base.priceType : defaultPriceType)) : base.priceType);
  const taxRate = !settings.taxEnabled ? null : input.taxRate !== undefined ? (input.taxRate === null ? null : plain(input.taxRate)) : isNew ? settings.defaultTax : base.taxRate;
  const deliveryMode = input.deliveryMode ?? (isNew ? 'direct' : base.deliveryMode);
  const deliveryDate =
    input.deliveryDate !== undefined ? input.deliveryDate : deliveryMode === 'distribution' ? (base.deliveryDate ?? facts.today) : isNew ? null : base.deliveryDate;
  return {
    warehouseId,
    customer,
    currency,
    rate,
    packingType: input.packingType ?? (isNew ? settings.defaultPackingType : base.packingType),
    priceType,
    taxRate,
    memo: input.memo ?? base.memo,
    deliveryMode,
    deliveryDate,
    paymentTermsDays: input.paymentTermsDays ?? (customerChanged || isNew ? (customerFacts?.paymentTermsDays ?? base.paymentTermsDays) : base.paymentTermsDays),
  };
}

export function changedFields(before: SaleOrderHeader, after: SaleOrderHeader): Partial<SaleOrderHeader> {
  const out: Partial<SaleOrderHeader> = {};
  for (const k of Object.keys(after) as (keyof SaleOrderHeader)[]) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) (out as Record<string, unknown>)[k] = after[k];
  }
  return out;
}

/** Lines re-priced when the currency changes: price x old rate / new rate, in the new currency's places. */
export function reprice(lines: SaleLine[], before: SaleOrderHeader, after: SaleOrderHeader, facts: SaleFacts): SaleLineChange[] {
  if (before.currency !== after.currency || before.rate !== after.rate) {
    const places = priceDecimals(after.currency, facts.settings);
    return lines.map((l) => {
      const price = new Decimal(l.price).times(before.rate).dividedBy(after.rate).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed();
      return { lineId: l.lineId, price, amount: lineAmount({ ...l, price }, after.currency) };
    });
  }
  return followPriceList(lines, before, after, facts);
}

const customerDiscount = (header: SaleOrderHeader, facts: SaleFacts) => (header.customer ? (facts.customers.get(header.customer.id)?.discount ?? '0') : '0');

/**
 * Another customer or price list: a line still at the old list's price takes the new list's, a
 * line still at the old customer's discount takes the new one's. A price or discount typed by hand
 * (it differs from what the old header gave) stays as typed.
 */
function followPriceList(lines: SaleLine[], before: SaleOrderHeader, after: SaleOrderHeader, facts: SaleFacts): SaleLineChange[] {
  const oldDiscount = customerDiscount(before, facts);
  const newDiscount = customerDiscount(after, facts);
  const listChanged = before.priceType !== after.priceType;
  if (!listChanged && new Decimal(oldDiscount).eq(newDiscount)) return [];
  const changes: SaleLineChange[] = [];
  for (const l of lines) {
    const p = facts.catalog.products.get(l.productId);
    let price = l.price;
    if (listChanged && p && new Decimal(l.price).eq(defaultPrice(p, l.unit, before, facts.settings))) price = new Decimal(defaultPrice(p, l.unit, after, facts.settings)).toFixed();
    const discount = new Decimal(l.discount).eq(oldDiscount) ? new Decimal(newDiscount).toFixed() : l.discount;
    if (price === l.price && discount === l.discount) continue;
    const change: SaleLineChange = { lineId: l.lineId, amount: lineAmount({ ...l, price, discount }, after.currency) };
    if (price !== l.price) change.price = price;
    if (discount !== l.discount) change.discount = discount;
    changes.push(change);
  }
  return changes;
}

/** Typed or scanned lines made into order lines numbered from `firstNumber`; a line id already on the order is refused. */
export function resolveLines(inputs: SaleLineInput[], s: SaleOrderState, facts: SaleFacts, ctx: DecideContext, firstNumber: number): SaleLine[] {
  const ids = new Set(s.lines.map((l) => l.lineId));
  return inputs.map((input, i) => {
    const lineId = input.lineId ?? ctx.newId();
    if (ids.has(lineId)) throw fail('line_exists', `Line ${firstNumber + i}: line id ${lineId} is already on the order.`, 400, { line: firstNumber + i });
    ids.add(lineId);
    return resolveSaleLine(input, firstNumber + i, s.header, facts, lineId);
  });
}

/** Payments taken now, never more than `outstanding` in all; cash records the change given back. */
export function paymentsOf(inputs: PaymentInput[], currency: string, outstanding: string, ctx: DecideContext, facts: PaymentFacts): SalePayment[] {
  let left = new Decimal(outstanding);
  return inputs.map((p, i) => {
    const amount = new Decimal(roundMoney(p.amount, currency));
    if (amount.lte(0)) throw fail('payment_not_positive', `Payment ${i + 1}, amount: must be more than zero in ${currency}.`, 400, { payment: i + 1 });
    if (amount.gt(left)) {
      throw fail('overpaid', `Payment ${i + 1}, amount: ${amount.toFixed()} ${currency} is more than the ${left.toFixed()} ${currency} still owed.`, 400, { payment: i + 1, amount: amount.toFixed(), currency, outstanding: left.toFixed() });
    }
    // A cash rounding (docs/sales-retail-checkout.md): the part of a cash amount not handed over,
    // in the currency's decimals, less than ten of its smallest units (0.10 sol, 10 pesos) and
    // less than the amount.
    const rounding = p.rounding !== undefined && new Decimal(p.rounding).gt(0) ? new Decimal(p.rounding) : null;
    if (rounding && (p.method !== 'cash' || !new Decimal(roundMoney(rounding, currency)).eq(rounding) || rounding.gte(new Decimal(10).div(new Decimal(10).pow(currencyDecimals(currency)))) || rounding.gte(amount))) {
      throw fail('rounding_out_of_range', `Payment ${i + 1}, rounding: ${p.rounding} ${currency} is not a cash rounding of ${amount.toFixed()} ${currency} (cash only, in the currency's decimals, less than ten of its smallest units).`, 400, { payment: i + 1, field: 'rounding' });
    }
    const cash = rounding ? amount.minus(rounding) : amount;
    if (p.tendered !== undefined && new Decimal(p.tendered).lt(cash)) {
      throw fail('tendered_too_little', `Payment ${i + 1}, tendered: ${p.tendered} does not cover ${cash.toFixed()} ${currency}.`, 400, { payment: i + 1 });
    }
    if ((p.method === 'bankCheck' || p.method === 'installment') && !p.dueDate) {
      throw fail('due_date_required', `Payment ${i + 1}, dueDate: a ${p.method === 'bankCheck' ? 'check' : 'installment'} needs its date.`, 400, { payment: i + 1 });
    }
    if (p.method === 'voucher' && !p.reference.trim()) {
      throw fail('voucher_number_required', `Payment ${i + 1}, reference: a voucher payment needs the voucher's number.`, 400, { payment: i + 1, field: 'reference' });
    }
    left = left.minus(amount);
    const accountId = paymentAccountOf(p, i + 1, currency, facts);
    return {
      paymentId: ctx.newId(),
      method: p.method,
      amount: roundMoney(amount, currency),
      reference: p.reference,
      dueDate: p.dueDate ?? null,
      tendered: p.tendered !== undefined ? plain(p.tendered) : null,
      change: p.tendered !== undefined ? changeDue(p.tendered, cash.toFixed(), currency) : null,
      paidAt: ctx.now.toISOString(),
      accountId,
      date: facts.today,
      ...(p.method === 'bankCheck' && p.bank ? { bank: p.bank } : {}),
      ...(rounding ? { rounding: roundMoney(rounding, currency) } : {}),
    };
  });
}

/**
 * The money account a payment goes into (docs/finance-payments.md): the one chosen, which must
 * exist and hold the order's currency; else the first cash box (cash) or bank account (card,
 * transfer) in that currency, or none when the company has no such account. Checks and
 * installments are not money yet: they name no account.
 */
function paymentAccountOf(p: PaymentInput, n: number, currency: string, facts: PaymentFacts): string | null {
  if (accountKindOfMethod(p.method) === null) {
    if (p.accountId) throw fail('payment_account_not_applicable', `Payment ${n}, accountId: a ${p.method === 'bankCheck' ? 'check' : p.method === 'voucher' ? 'voucher' : 'installment'} goes into no money account.`, 400, { payment: n, field: 'accountId' });
    return null;
  }
  if (!p.accountId) return defaultPaymentAccount(facts.moneyAccounts, p.method, currency)?.id ?? null;
  const account = facts.moneyAccounts.find((a) => a.id === p.accountId);
  if (!account) throw fail('money_account_not_found', `Payment ${n}, accountId: money account ${p.accountId} does not exist.`, 400, { payment: n, field: 'accountId' });
  if (account.currency !== currency) {
    throw fail('payment_account_currency', `Payment ${n}, accountId: ${account.name} holds ${account.currency}; a payment in ${currency} goes into an account in ${currency}.`, 400, {
      payment: n, field: 'accountId', account: account.name, accountCurrency: account.currency, currency,
    });
  }
  return account.id;
}

export function paidEvent(s: SaleOrderState, payments: SalePayment[], total: string): SaleOrderEvent {
  const currency = s.header.currency;
  const paid = payments.reduce((a, p) => a.plus(p.amount), new Decimal(s.paid));
  return {
    type: 'SaleOrderPaid',
    data: { orderId: s.id, number: s.number, customer: s.header.customer, currency, payments, paid: roundMoney(paid, currency), outstanding: roundMoney(new Decimal(total).minus(paid), currency) },
  };
}

export function stockMoved(s: SaleOrderState, movements: StockMovement[], reason: string | null, allowNegative: boolean): StockMoved {
  return { type: 'StockMoved', data: { source: { type: 'sale', id: s.id, number: s.number }, reason, allowNegative, movements } };
}

/** Stock that left for this order, to be given back on unsave or cancel. */
function issuedOf(s: SaleOrderState): { line: CommittedLine; base: string }[] {
  if (!s.committed) return [];
  if (s.header.deliveryMode === 'direct') return s.committed.lines.map((l) => ({ line: l, base: l.baseQuantity }));
  return s.committed.lines.filter((l) => s.stockedOut[l.lineId]).map((l) => ({ line: l, base: s.stockedOut[l.lineId] }));
}

/** The stock that left for the order, given back at the cost it left with (unsave, cancel). */
export function reversal(s: SaleOrderState, reason: string): StockMoved[] {
  const issued = issuedOf(s);
  if (issued.length === 0) return [];
  const movements = issued.map(({ line, base }, i) => ({
    line: i + 1,
    kind: 'issue-reversal' as const,
    warehouseId: s.header.warehouseId,
    zoneId: s.picks[line.lineId]?.zoneId ?? null,
    productId: line.productId,
    quantity: plain(base),
    unit: line.unit,
    unitQuantity: base === line.baseQuantity ? line.quantity : plain(new Decimal(line.quantity).times(base).dividedBy(line.baseQuantity)),
    unitCost: line.unitCost,
  }));
  // Returning goods never needs the negative-stock guard.
  return [stockMoved(s, movements, reason, true)];
}

/** Events decided one after the other on the evolving state (a command made of others, e.g. save-commit). */
export function inSteps(s: SaleOrderState, steps: ((state: SaleOrderState) => SaleOrderEvent[])[]): SaleOrderEvent[] {
  const out: SaleOrderEvent[] = [];
  let state = s;
  for (const step of steps) {
    const events = step(state);
    out.push(...events);
    state = events.reduce(evolveSaleOrder, state);
  }
  return out;
}
