import { addDays } from '@tradedesk/contracts/platform/company-time';
import type { StockMovement } from '@tradedesk/contracts/inventory/stock';
import { movementUnitCost } from '@tradedesk/contracts/inventory/valuation';
import { orderTotals } from '@tradedesk/contracts/sales/order-amounts';
import type { CommittedLine, PaymentInput, SaleLineInput, SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import { Decimal } from 'decimal.js';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { decideChangeSaleOrderHeader } from '../change-sale-order-header/change-sale-order-header.decide.js';
import { type CreateSaleOrder, decideCreateSaleOrder } from '../create-sale-order/create-sale-order.decide.js';
import { requireCustomer, requireSaleWarehouse, type SaleFacts } from '../sale-facts.js';
import { type HeaderInput, inSteps, paidEvent, paymentsOf, resolveLines, stockMoved } from '../sale-order.rules.js';
import { fail, requireEditable, type SaleOrderState } from '../sale-order.state.js';

type RatePair = SaleFacts['rates'][number];

/**
 * Save-commit, one decision in up to three steps on the evolving state: create the order (a new
 * one, no id) or replace the draft's content with the order form's (`content`), then commit it
 * with the payments taken. Without either, only the commit.
 */
export interface SaveCommitSaleOrder {
  type: 'SaveCommitSaleOrder';
  create?: Omit<CreateSaleOrder, 'type' | 'facts'>;
  content?: { header: HeaderInput; lines: SaleLineInput[] };
  payments: PaymentInput[];
  facts: SaleFacts;
}

export function decideSaveCommitSaleOrder(c: SaveCommitSaleOrder, s: SaleOrderState, ctx: DecideContext): SaleOrderEvent[] {
  const { create, content, facts } = c;
  return inSteps(s, [
    ...(create ? [(state: SaleOrderState) => decideCreateSaleOrder({ type: 'CreateSaleOrder', ...create, facts }, state, ctx)] : []),
    ...(content ? [(state: SaleOrderState) => replaceContent(state, content, facts, ctx)] : []),
    (state: SaleOrderState) => commit(state, c.payments, facts, ctx),
  ]);
}

/** The order form's whole content: its header, and its lines instead of the draft's. */
function replaceContent(s: SaleOrderState, content: { header: HeaderInput; lines: SaleLineInput[] }, facts: SaleFacts, ctx: DecideContext): SaleOrderEvent[] {
  requireEditable(s);
  return inSteps(s, [
    (state) => decideChangeSaleOrderHeader({ type: 'ChangeSaleOrderHeader', header: content.header, facts }, state, ctx),
    (state) => (state.lines.length ? [{ type: 'SaleOrderLinesRemoved', data: { orderId: s.id, lineIds: state.lines.map((l) => l.lineId), reason: 'replaced' } }] : []),
    (state) => {
      const lines = resolveLines(content.lines, state, facts, ctx, 1);
      return lines.length ? [{ type: 'SaleOrderLinesAdded', data: { orderId: s.id, lines } }] : [];
    },
  ]);
}

/**
 * Commit: the totals freeze with tax, the customer owes them from today plus the payment days;
 * a direct delivery issues every line (gifts too) from the warehouse at average cost, a
 * distribution order waits to be picked. Payments taken with it follow.
 */
function commit(s: SaleOrderState, payments: PaymentInput[], facts: SaleFacts, ctx: DecideContext): SaleOrderEvent[] {
  requireEditable(s);
  if (s.kind !== 'sale') throw fail('not_a_sale', `${s.number} is ${s.kind === 'quote' ? 'a quote' : 'an order form'}: duplicate it as a sale order to sell it.`, 400, { number: s.number });
  if (s.hung) throw fail('order_hung', `Order ${s.number} is hung: recall it first.`, 409, { number: s.number });
  if (s.lines.length === 0) throw fail('order_empty', 'Add at least one line before committing.', 400);
  requireSaleWarehouse(facts, s.header.warehouseId);
  if (s.header.customer) requireCustomer(facts, s.header.customer.id);
  s.lines.forEach((l, i) => {
    const p = facts.catalog.products.get(l.productId);
    if (!p) throw fail('product_not_found', `Line ${i + 1}, product: ${l.code} does not exist.`, 400, { line: i + 1 });
    if (p.status !== 'active') throw fail('product_disabled', `Line ${i + 1}, product: ${l.code} is disabled.`, 400, { line: i + 1 });
  });
  const totals = orderTotals(s.lines, s.header.taxRate, s.header.currency);
  const costOf = (productId: string) => movementUnitCost(facts.averageCosts.get(`${s.header.warehouseId}:${productId}`), facts.catalog.products.get(productId)?.cost);
  const lines: CommittedLine[] = s.lines.map((l) => ({
    lineId: l.lineId, productId: l.productId, unit: l.unit, quantity: l.quantity, baseQuantity: l.baseQuantity, amount: l.amount, gift: l.gift, unitCost: costOf(l.productId),
  }));
  const events: SaleOrderEvent[] = [
    {
      type: 'SaleOrderCommitted',
      data: {
        orderId: s.id, number: s.number, customer: s.header.customer, warehouseId: s.header.warehouseId, currency: s.header.currency, rate: s.header.rate,
        costRate: costRateOf(s.header.currency, s.header.rate, facts.settings, facts.rates),
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
  if (payments.length) {
    const outstanding = new Decimal(totals.total).minus(s.paid);
    events.push(paidEvent(s, paymentsOf(payments, s.header.currency, outstanding.toFixed(), ctx, facts), totals.total));
  }
  return events;
}

/**
 * Cost-currency units per unit of the order's currency at the commit (docs/costing.md "Revenue"):
 * 1 in the cost currency; the order's own `rate` when the cost currency is the base currency;
 * else from the rates in force: the pair order -> cost, else the inverse of cost -> order, else
 * via the base currency (the order's `rate` to the base, then base -> cost by the table, or the
 * inverse of cost -> base). Rounded once, to 12 significant digits (a small rate such as 1/950
 * keeps its precision: 47,500 CLP is 50 USD, not 49.999925); null when the table has no way.
 */
/** Significant digits of a commit's costRate. */
const COST_RATE_DIGITS = 12;

export function costRateOf(currency: string, rate: string, settings: { baseCurrency: string; costCurrency: string }, rates: readonly RatePair[]): string | null {
  const { baseCurrency, costCurrency } = settings;
  if (currency === costCurrency) return '1';
  if (costCurrency === baseCurrency) return rate;
  const exact = between(rates, currency, costCurrency) ?? between(rates, baseCurrency, costCurrency)?.times(rate);
  return exact ? exact.toSignificantDigits(COST_RATE_DIGITS, Decimal.ROUND_HALF_UP).toFixed() : null;
}

/** 1 `from` in `to` by the table, unrounded: the pair itself, else 1 / the opposite pair; null without either. */
function between(rates: readonly RatePair[], from: string, to: string): Decimal | null {
  if (from === to) return new Decimal(1);
  const direct = rates.find((r) => r.fromCode === from && r.toCode === to);
  if (direct) return new Decimal(direct.rate);
  const inverse = rates.find((r) => r.fromCode === to && r.toCode === from && !new Decimal(r.rate).isZero());
  return inverse ? new Decimal(1).dividedBy(inverse.rate) : null;
}
