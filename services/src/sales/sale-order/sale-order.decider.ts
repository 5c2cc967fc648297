import type { PackUnit, StockMoved, StockMovement } from '@tradedesk/contracts/inventory/stock';
import { plain, roundMoney } from '@tradedesk/contracts/platform/money';
import { changeDue, orderTotals, lineAmount } from '@tradedesk/contracts/sales/order-amounts';
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
  SaleOrderKind,
  SalePayment,
  SalePriceType,
  SaleSource,
} from '@tradedesk/contracts/sales/sale-order';
import { Decimal } from 'decimal.js';
import type { DecideContext, Decider } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { applySaleOrderEvent, EMPTY_SALE_HEADER, emptySaleOrderDoc, type SaleOrderDoc, saleOrderOutstanding, saleOrderTotals } from '@tradedesk/contracts/sales/sale-order-doc';
import { priceDecimals, requireCustomer, requireSaleWarehouse, resolveSaleLine, type SaleFacts } from './sale-facts.js';
import { addDays } from '@tradedesk/contracts/platform/company-time';

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

export type SaleOrderCommand =
  | { type: 'CreateSaleOrder'; orderId: string; number: string; kind: SaleOrderKind; source: SaleSource; header: HeaderInput; lines: SaleLineInput[]; duplicatedFrom: string | null; importId: string | null; facts: SaleFacts }
  | { type: 'ChangeHeader'; header: HeaderInput; facts: SaleFacts }
  | { type: 'AddLines'; lines: SaleLineInput[]; merge: boolean; facts: SaleFacts }
  | { type: 'ChangeQuantity'; lineId: string; quantity: string; unit?: PackUnit; facts: SaleFacts }
  | { type: 'ChangePrices'; lines: { lineId: string; price?: string; discount?: string; gift?: boolean }[] }
  | { type: 'ChangeMemo'; lineIds: string[]; memo: string }
  | { type: 'RemoveLines'; lineIds: string[] }
  | { type: 'ClearGifts' }
  | { type: 'ReplaceContent'; header: HeaderInput; lines: SaleLineInput[]; facts: SaleFacts }
  | { type: 'Commit'; payments: PaymentInput[]; facts: SaleFacts }
  | { type: 'Unsave'; reason: string }
  | { type: 'Pay'; payments: PaymentInput[] }
  | { type: 'Hang' }
  | { type: 'Unhang' }
  | { type: 'Cancel'; reason: string }
  | { type: 'MarkTransformed'; purchaseOrderId: string; purchaseNumber: string }
  | { type: 'Pick'; lines: { lineId: string; quantity?: string; zoneId?: string | null }[]; facts: SaleFacts }
  | { type: 'Unpick'; lineIds: string[] }
  | { type: 'StockOut'; facts: SaleFacts }
  | { type: 'AssignShelves'; lines: { lineId: string; zoneId: string | null }[]; facts: SaleFacts }
  /** Several commands decided one after the other on the evolving state, appended together. */
  | { type: 'Sequence'; commands: SaleOrderCommand[] };

/** The decider's state is the order document every reader folds (sale-order-doc.ts). */
export type SaleOrderState = SaleOrderDoc;

const fail = (code: string, message: string, status = 400, params: Record<string, unknown> = {}) => new DomainError(code, message, status, params);

function requireEditable(s: SaleOrderState) {
  if (!s.exists) throw fail('order_not_found', 'This sale order does not exist.', 404);
  if (s.status === 'committed') throw fail('order_committed', `Order ${s.number} is committed: unsave it before changing it.`, 409);
  if (s.status === 'cancelled') throw fail('order_cancelled', `Order ${s.number} is cancelled.`, 409);
}

function requireExisting(s: SaleOrderState) {
  if (!s.exists) throw fail('order_not_found', 'This sale order does not exist.', 404);
}

function lineOf(s: SaleOrderState, lineId: string): SaleLine {
  const l = s.lines.find((x) => x.lineId === lineId);
  if (!l) throw fail('line_not_found', `Order ${s.number} has no line ${lineId}.`, 400, { lineId });
  return l;
}


/**
 * The header of a new order, or the header after a change: what was typed wins; otherwise the
 * customer's terms (price list, currency, payment days), then the company's settings.
 */
function resolveHeader(input: HeaderInput, current: SaleOrderHeader | null, facts: SaleFacts, isNew: boolean): SaleOrderHeader {
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

function changedFields(before: SaleOrderHeader, after: SaleOrderHeader): Partial<SaleOrderHeader> {
  const out: Partial<SaleOrderHeader> = {};
  for (const k of Object.keys(after) as (keyof SaleOrderHeader)[]) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) (out as Record<string, unknown>)[k] = after[k];
  }
  return out;
}

/** Lines re-priced when the currency changes: price x old rate / new rate, in the new currency's places. */
function reprice(lines: SaleLine[], before: SaleOrderHeader, after: SaleOrderHeader, facts: SaleFacts): SaleLineChange[] {
  if (before.currency === after.currency && before.rate === after.rate) return [];
  const places = priceDecimals(after.currency, facts.settings);
  return lines.map((l) => {
    const price = new Decimal(l.price).times(before.rate).dividedBy(after.rate).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed();
    return { lineId: l.lineId, price, amount: lineAmount({ ...l, price }, after.currency) };
  });
}

/** Equal lines merge on a scan: same product, unit, price and discount, not a gift, no memo. */
function mergeTarget(lines: SaleLine[], l: SaleLine): SaleLine | undefined {
  return lines.find((x) => !x.gift && !l.gift && x.productId === l.productId && x.unit === l.unit && x.price === l.price && x.discount === l.discount && !x.memo && !l.memo);
}

function resolveLines(inputs: SaleLineInput[], s: SaleOrderState, facts: SaleFacts, ctx: DecideContext, firstNumber: number): SaleLine[] {
  const ids = new Set(s.lines.map((l) => l.lineId));
  return inputs.map((input, i) => {
    const lineId = input.lineId ?? ctx.newId();
    if (ids.has(lineId)) throw fail('line_exists', `Line ${firstNumber + i}: line id ${lineId} is already on the order.`, 400, { line: firstNumber + i });
    ids.add(lineId);
    return resolveSaleLine(input, firstNumber + i, s.header, facts, lineId);
  });
}

function paymentsOf(inputs: PaymentInput[], currency: string, outstanding: string, ctx: DecideContext): SalePayment[] {
  let left = new Decimal(outstanding);
  return inputs.map((p, i) => {
    const amount = new Decimal(roundMoney(p.amount, currency));
    if (amount.lte(0)) throw fail('payment_not_positive', `Payment ${i + 1}, amount: must be more than zero in ${currency}.`, 400, { payment: i + 1 });
    if (amount.gt(left)) {
      throw fail('overpaid', `Payment ${i + 1}, amount: ${amount.toFixed()} ${currency} is more than the ${left.toFixed()} ${currency} still owed.`, 400, { payment: i + 1, outstanding: left.toFixed() });
    }
    if (p.tendered !== undefined && new Decimal(p.tendered).lt(amount)) {
      throw fail('tendered_too_little', `Payment ${i + 1}, tendered: ${p.tendered} does not cover ${amount.toFixed()} ${currency}.`, 400, { payment: i + 1 });
    }
    if ((p.method === 'bankCheck' || p.method === 'installment') && !p.dueDate) {
      throw fail('due_date_required', `Payment ${i + 1}, dueDate: a ${p.method === 'bankCheck' ? 'check' : 'installment'} needs its date.`, 400, { payment: i + 1 });
    }
    left = left.minus(amount);
    return {
      paymentId: ctx.newId(),
      method: p.method,
      amount: roundMoney(amount, currency),
      reference: p.reference,
      dueDate: p.dueDate ?? null,
      tendered: p.tendered !== undefined ? plain(p.tendered) : null,
      change: p.tendered !== undefined ? changeDue(p.tendered, amount.toFixed(), currency) : null,
      paidAt: ctx.now.toISOString(),
    };
  });
}

function paidEvent(s: SaleOrderState, payments: SalePayment[], total: string): SaleOrderEvent {
  const currency = s.header.currency;
  const paid = payments.reduce((a, p) => a.plus(p.amount), new Decimal(s.paid));
  return {
    type: 'SaleOrderPaid',
    data: { orderId: s.id, number: s.number, customer: s.header.customer, currency, payments, paid: roundMoney(paid, currency), outstanding: roundMoney(new Decimal(total).minus(paid), currency) },
  };
}

function stockMoved(s: SaleOrderState, movements: StockMovement[], reason: string | null, allowNegative: boolean): StockMoved {
  return { type: 'StockMoved', data: { source: { type: 'sale', id: s.id, number: s.number }, reason, allowNegative, movements } };
}

/** Stock that left for this order, to be given back on unsave or cancel. */
function issuedOf(s: SaleOrderState): { line: CommittedLine; base: string }[] {
  if (!s.committed) return [];
  if (s.header.deliveryMode === 'direct') return s.committed.lines.map((l) => ({ line: l, base: l.baseQuantity }));
  return s.committed.lines.filter((l) => s.stockedOut[l.lineId]).map((l) => ({ line: l, base: s.stockedOut[l.lineId] }));
}

function reversal(s: SaleOrderState, reason: string): StockMoved[] {
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

function decideOne(cmd: SaleOrderCommand, s: SaleOrderState, ctx: DecideContext): SaleOrderEvent[] {
  switch (cmd.type) {
    case 'Sequence': {
      const out: SaleOrderEvent[] = [];
      let state = s;
      for (const c of cmd.commands) {
        const events = decideOne(c, state, ctx);
        out.push(...events);
        state = events.reduce(applySaleOrderEvent, state);
      }
      return out;
    }
    case 'CreateSaleOrder': {
      if (s.exists) throw fail('order_exists', `Sale order ${s.number} already exists.`, 409);
      const header = resolveHeader(cmd.header, null, cmd.facts, true);
      const draft: SaleOrderState = { ...s, exists: true, id: cmd.orderId, number: cmd.number, header };
      const lines = resolveLines(cmd.lines, draft, cmd.facts, ctx, 1);
      return [{ type: 'SaleOrderCreated', data: { orderId: cmd.orderId, number: cmd.number, kind: cmd.kind, source: cmd.source, header, lines, duplicatedFrom: cmd.duplicatedFrom, importId: cmd.importId } }];
    }
    case 'ChangeHeader': {
      requireEditable(s);
      const after = resolveHeader(cmd.header, s.header, cmd.facts, false);
      const changes = changedFields(s.header, after);
      if (Object.keys(changes).length === 0) return [];
      // Shelves belong to the old warehouse's zones.
      const repriced = reprice(s.lines, s.header, after, cmd.facts);
      if (changes.warehouseId) for (const l of s.lines) if (l.zoneId) repriced.push({ lineId: l.lineId, zoneId: null });
      return [{ type: 'SaleOrderHeaderChanged', data: { orderId: s.id, changes, repriced } }];
    }
    case 'AddLines': {
      requireEditable(s);
      const lines = resolveLines(cmd.lines, s, cmd.facts, ctx, s.lines.length + 1);
      if (!cmd.merge) return [{ type: 'SaleOrderLinesAdded', data: { orderId: s.id, lines } }];
      const added: SaleLine[] = [];
      const changed = new Map<string, SaleLineChange>();
      const current = s.lines.map((l) => ({ ...l }));
      for (const l of lines) {
        const target = mergeTarget([...current, ...added], l);
        if (!target) {
          added.push(l);
          continue;
        }
        target.quantity = plain(new Decimal(target.quantity).plus(l.quantity));
        target.baseQuantity = plain(new Decimal(target.baseQuantity).plus(l.baseQuantity));
        target.amount = lineAmount(target, s.header.currency);
        if (current.includes(target)) changed.set(target.lineId, { lineId: target.lineId, quantity: target.quantity, baseQuantity: target.baseQuantity, amount: target.amount });
      }
      const events: SaleOrderEvent[] = [];
      if (changed.size) events.push({ type: 'SaleOrderLinesChanged', data: { orderId: s.id, what: 'quantity', lines: [...changed.values()] } });
      if (added.length) events.push({ type: 'SaleOrderLinesAdded', data: { orderId: s.id, lines: added } });
      return events;
    }
    case 'ChangeQuantity': {
      requireEditable(s);
      const l = lineOf(s, cmd.lineId);
      const unit = cmd.unit ?? l.unit;
      const p = cmd.facts.catalog.products.get(l.productId);
      if (!p) throw fail('product_not_found', `Line ${l.code}: the product no longer exists.`, 400);
      const n = s.lines.indexOf(l) + 1;
      const resolved = resolveSaleLine({ productId: l.productId, unit, quantity: cmd.quantity, price: unit === l.unit ? l.price : undefined, discount: l.discount, gift: l.gift, memo: l.memo }, n, s.header, cmd.facts, l.lineId);
      if (resolved.quantity === l.quantity && unit === l.unit) return [];
      const change: SaleLineChange = { lineId: l.lineId, quantity: resolved.quantity, baseQuantity: resolved.baseQuantity, amount: resolved.amount };
      if (unit !== l.unit) Object.assign(change, { unit, price: resolved.price });
      return [{ type: 'SaleOrderLinesChanged', data: { orderId: s.id, what: 'quantity', lines: [change] } }];
    }
    case 'ChangePrices': {
      requireEditable(s);
      const changes: SaleLineChange[] = [];
      for (const c of cmd.lines) {
        const l = lineOf(s, c.lineId);
        const next = { ...l, price: c.price !== undefined ? plain(c.price) : l.price, discount: c.discount !== undefined ? plain(c.discount) : l.discount, gift: c.gift ?? l.gift };
        next.amount = lineAmount(next, s.header.currency);
        if (next.price === l.price && next.discount === l.discount && next.gift === l.gift) continue;
        changes.push({ lineId: l.lineId, price: next.price, discount: next.discount, gift: next.gift, amount: next.amount });
      }
      return changes.length ? [{ type: 'SaleOrderLinesChanged', data: { orderId: s.id, what: 'price', lines: changes } }] : [];
    }
    case 'ChangeMemo': {
      requireEditable(s);
      const lines = cmd.lineIds.map((id) => lineOf(s, id)).filter((l) => l.memo !== cmd.memo);
      return lines.length ? [{ type: 'SaleOrderLinesChanged', data: { orderId: s.id, what: 'memo', lines: lines.map((l) => ({ lineId: l.lineId, memo: cmd.memo })) } }] : [];
    }
    case 'RemoveLines': {
      requireEditable(s);
      const ids = [...new Set(cmd.lineIds)];
      ids.forEach((id) => lineOf(s, id));
      return [{ type: 'SaleOrderLinesRemoved', data: { orderId: s.id, lineIds: ids, reason: 'removed' } }];
    }
    case 'ClearGifts': {
      requireEditable(s);
      const ids = s.lines.filter((l) => l.gift).map((l) => l.lineId);
      return ids.length ? [{ type: 'SaleOrderLinesRemoved', data: { orderId: s.id, lineIds: ids, reason: 'gifts-cleared' } }] : [];
    }
    case 'ReplaceContent': {
      requireEditable(s);
      const events: SaleOrderEvent[] = [];
      let state = s;
      const header = decideOne({ type: 'ChangeHeader', header: cmd.header, facts: cmd.facts }, state, ctx);
      events.push(...header);
      state = header.reduce(applySaleOrderEvent, state);
      if (state.lines.length) events.push({ type: 'SaleOrderLinesRemoved', data: { orderId: s.id, lineIds: state.lines.map((l) => l.lineId), reason: 'replaced' } });
      state = { ...state, lines: [] };
      const lines = resolveLines(cmd.lines, state, cmd.facts, ctx, 1);
      if (lines.length) events.push({ type: 'SaleOrderLinesAdded', data: { orderId: s.id, lines } });
      return events;
    }
    case 'Commit': {
      requireEditable(s);
      if (s.kind !== 'sale') throw fail('not_a_sale', `${s.number} is ${s.kind === 'quote' ? 'a quote' : 'an order form'}: duplicate it as a sale order to sell it.`, 400);
      if (s.hung) throw fail('order_hung', `Order ${s.number} is hung: recall it first.`, 409);
      if (s.lines.length === 0) throw fail('order_empty', 'Add at least one line before committing.', 400);
      const facts = cmd.facts;
      requireSaleWarehouse(facts, s.header.warehouseId);
      if (s.header.customer) requireCustomer(facts, s.header.customer.id);
      s.lines.forEach((l, i) => {
        const p = facts.catalog.products.get(l.productId);
        if (!p) throw fail('product_not_found', `Line ${i + 1}, product: ${l.code} does not exist.`, 400, { line: i + 1 });
        if (p.status !== 'active') throw fail('product_disabled', `Line ${i + 1}, product: ${l.code} is disabled.`, 400, { line: i + 1 });
      });
      const totals = orderTotals(s.lines, s.header.taxRate, s.header.currency);
      const costOf = (productId: string) => {
        const avg = facts.averageCosts.get(`${s.header.warehouseId}:${productId}`);
        return avg && avg !== '0' ? avg : (facts.catalog.products.get(productId)?.cost ?? '0');
      };
      const lines: CommittedLine[] = s.lines.map((l) => ({
        lineId: l.lineId, productId: l.productId, unit: l.unit, quantity: l.quantity, baseQuantity: l.baseQuantity, amount: l.amount, gift: l.gift, unitCost: costOf(l.productId),
      }));
      const events: SaleOrderEvent[] = [
        {
          type: 'SaleOrderCommitted',
          data: {
            orderId: s.id, number: s.number, customer: s.header.customer, warehouseId: s.header.warehouseId, currency: s.header.currency, rate: s.header.rate,
            deliveryMode: s.header.deliveryMode, deliveryDate: s.header.deliveryDate, taxRate: s.header.taxRate, ...totals,
            dueDate: addDays(facts.today, s.header.paymentTermsDays), lines,
          },
        },
      ];
      if (s.header.deliveryMode === 'direct') {
        const movements: StockMovement[] = s.lines.map((l, i) => ({
          line: i + 1, kind: 'issue', warehouseId: s.header.warehouseId, zoneId: l.zoneId, productId: l.productId,
          quantity: new Decimal(l.baseQuantity).negated().toFixed(), unit: l.unit, unitQuantity: l.quantity, unitCost: lines[i].unitCost,
        }));
        events.push(stockMoved(s, movements, null, facts.allowNegative));
      }
      if (cmd.payments.length) {
        const outstanding = new Decimal(totals.total).minus(s.paid);
        events.push(paidEvent(s, paymentsOf(cmd.payments, s.header.currency, outstanding.toFixed(), ctx), totals.total));
      }
      return events;
    }
    case 'Unsave': {
      requireExisting(s);
      if (s.status !== 'committed') throw fail('order_not_committed', `Order ${s.number} is not committed.`, 409);
      const { total } = saleOrderTotals(s);
      return [
        { type: 'SaleOrderUnsaved', data: { orderId: s.id, number: s.number, customer: s.header.customer, currency: s.header.currency, total, reason: cmd.reason } },
        ...reversal(s, cmd.reason || 'order unsaved'),
      ];
    }
    case 'Pay': {
      requireExisting(s);
      if (s.status !== 'committed') throw fail('order_not_committed', `Order ${s.number} must be committed before it is paid.`, 409);
      const { total } = saleOrderTotals(s);
      return [paidEvent(s, paymentsOf(cmd.payments, s.header.currency, saleOrderOutstanding(s), ctx), total)];
    }
    case 'Hang': {
      requireEditable(s);
      return s.hung ? [] : [{ type: 'SaleOrderHung', data: { orderId: s.id } }];
    }
    case 'Unhang': {
      requireExisting(s);
      return s.hung ? [{ type: 'SaleOrderUnhung', data: { orderId: s.id } }] : [];
    }
    case 'Cancel': {
      requireExisting(s);
      if (s.status === 'cancelled') throw fail('order_cancelled', `Order ${s.number} is already cancelled.`, 409);
      const wasCommitted = s.status === 'committed';
      const { total } = saleOrderTotals(s);
      return [
        { type: 'SaleOrderCancelled', data: { orderId: s.id, number: s.number, customer: s.header.customer, currency: s.header.currency, total, wasCommitted, reason: cmd.reason } },
        ...(wasCommitted ? reversal(s, cmd.reason || 'order cancelled') : []),
      ];
    }
    case 'MarkTransformed': {
      requireExisting(s);
      if (s.status === 'cancelled') throw fail('order_cancelled', `Order ${s.number} is cancelled.`, 409);
      if (s.purchaseOrder) throw fail('already_transformed', `Order ${s.number} was already turned into purchase order ${s.purchaseOrder.number}.`, 409, { purchaseOrder: s.purchaseOrder });
      if (s.lines.length === 0) throw fail('order_empty', 'The order has no lines to buy.', 400);
      return [{ type: 'SaleOrderTransformedToPurchase', data: { orderId: s.id, purchaseOrderId: cmd.purchaseOrderId, purchaseNumber: cmd.purchaseNumber } }];
    }
    case 'Pick': {
      requireDistribution(s);
      const zones = requireSaleWarehouse(cmd.facts, s.header.warehouseId).zones;
      const picks = cmd.lines.map((p) => {
        const l = lineOf(s, p.lineId);
        const q = new Decimal(p.quantity ?? l.baseQuantity);
        if (q.lte(0) || q.gt(l.baseQuantity)) throw fail('pick_quantity', `Line ${l.code}, quantity: pick more than 0 and at most ${l.baseQuantity} base units.`, 400, { lineId: l.lineId });
        const zoneId = p.zoneId !== undefined ? p.zoneId : (s.picks[l.lineId]?.zoneId ?? l.zoneId);
        if (zoneId && !zones.includes(zoneId)) throw fail('zone_not_found', `Line ${l.code}, zone: ${zoneId} is not a zone of the order's warehouse.`, 400, { lineId: l.lineId });
        return { lineId: l.lineId, baseQuantity: q.toFixed(), zoneId };
      });
      return [{ type: 'SaleOrderLinesPicked', data: { orderId: s.id, picks } }];
    }
    case 'Unpick': {
      requireDistribution(s);
      const ids = [...new Set(cmd.lineIds)].filter((id) => {
        lineOf(s, id);
        return Boolean(s.picks[id]);
      });
      return ids.length ? [{ type: 'SaleOrderLinesUnpicked', data: { orderId: s.id, lineIds: ids } }] : [];
    }
    case 'StockOut': {
      requireDistribution(s);
      const picked = Object.keys(s.picks).length > 0;
      if (picked) {
        const short = s.lines.filter((l) => !s.picks[l.lineId] || !new Decimal(s.picks[l.lineId].baseQuantity).eq(l.baseQuantity));
        if (short.length) {
          throw fail('picking_incomplete', `Pick every line fully before stocking out (${short.map((l) => l.code).join(', ')}), or unpick all to ship the order as ordered.`, 409, { lineIds: short.map((l) => l.lineId) });
        }
      }
      requireSaleWarehouse(cmd.facts, s.header.warehouseId);
      const committed = s.committed!.lines;
      const lines = s.lines.map((l) => ({ lineId: l.lineId, productId: l.productId, baseQuantity: l.baseQuantity }));
      const movements: StockMovement[] = s.lines.map((l, i) => ({
        line: i + 1, kind: 'issue', warehouseId: s.header.warehouseId, zoneId: s.picks[l.lineId]?.zoneId ?? l.zoneId, productId: l.productId,
        quantity: new Decimal(l.baseQuantity).negated().toFixed(), unit: l.unit, unitQuantity: l.quantity,
        unitCost: committed.find((c) => c.lineId === l.lineId)?.unitCost ?? '0',
      }));
      return [{ type: 'SaleOrderStockedOut', data: { orderId: s.id, number: s.number, lines } }, stockMoved(s, movements, null, cmd.facts.allowNegative)];
    }
    case 'AssignShelves': {
      requireExisting(s);
      if (s.status === 'cancelled') throw fail('order_cancelled', `Order ${s.number} is cancelled.`, 409);
      if (Object.keys(s.stockedOut).length) throw fail('order_stocked_out', `Order ${s.number} has already left the warehouse.`, 409);
      const zones = requireSaleWarehouse(cmd.facts, s.header.warehouseId).zones;
      const changes = cmd.lines
        .map((c) => {
          const l = lineOf(s, c.lineId);
          if (c.zoneId && !zones.includes(c.zoneId)) throw fail('zone_not_found', `Line ${l.code}, zone: ${c.zoneId} is not a zone of the order's warehouse.`, 400, { lineId: l.lineId });
          return l.zoneId === c.zoneId ? null : { lineId: l.lineId, zoneId: c.zoneId };
        })
        .filter((c): c is { lineId: string; zoneId: string | null } => c !== null);
      return changes.length ? [{ type: 'SaleOrderLinesChanged', data: { orderId: s.id, what: 'shelf', lines: changes } }] : [];
    }
    default: {
      const _exhaustive: never = cmd;
      return _exhaustive;
    }
  }
}

function requireDistribution(s: SaleOrderState) {
  requireExisting(s);
  if (s.status !== 'committed') throw fail('order_not_committed', `Order ${s.number} must be committed before it is picked or stocked out.`, 409);
  if (s.header.deliveryMode !== 'distribution') throw fail('not_distribution', `Order ${s.number} is delivered directly: its stock left when it was committed.`, 409);
  if (Object.keys(s.stockedOut).length) throw fail('order_stocked_out', `Order ${s.number} has already been stocked out.`, 409);
}

/** A sale order: draft, edit, commit (stock out, receivable), pay, unsave, cancel, distribution. */
export const saleOrderDecider: Decider<SaleOrderCommand, SaleOrderState, SaleOrderEvent> = {
  initialState: emptySaleOrderDoc,
  decide: decideOne,
  evolve: applySaleOrderEvent,
};
