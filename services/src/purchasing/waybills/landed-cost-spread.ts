import { currencyDecimals, roundMoney, roundTo } from '@tradedesk/contracts/platform/money';
import type { LandedCostAllocation, LandedCostEvent } from '@tradedesk/contracts/purchasing/landed-cost';
import type { ProductMeasure } from '@tradedesk/contracts/purchasing/sea-waybill';
import { Decimal } from 'decimal.js';
import { DomainError } from '../../platform/event-store/errors.js';
import type { WaybillCostState, WaybillState } from './waybill.state.js';

/** A received line of a linked purchase order (purchase-receipt-lines, kind receipt). */
export interface SpreadLine {
  purchaseOrderId: string;
  receiptId: string;
  receiptLine: number;
  productId: string;
  productCode: string;
  warehouseId: string;
  /** Base units. */
  quantity: string;
  /** Cost currency, before landed costs. */
  value: string;
}

/** What spreading needs besides the waybill: the received lines of its orders, oldest first. */
export interface SpreadFacts {
  lines: SpreadLine[];
}

export type SpreadResult =
  | { ok: true; allocations: LandedCostAllocation[] }
  | { ok: false; error: DomainError };

/** The cost in the cost currency: amount x rate, in that currency's decimals. */
export const costAmountOf = (c: Pick<WaybillCostState, 'amount' | 'rate' | 'costCurrency'>) => roundMoney(new Decimal(c.amount).times(c.rate), c.costCurrency);

/**
 * Spreads one cost over the received lines by its basis: each line's share of the lines' total
 * value (cost currency), base quantity, weight (quantity x kg per unit) or volume (quantity x m3
 * per unit), rounded to the cost currency's decimals; the rounding rest goes to the line with the
 * largest share (the first of equals), so the amounts add up to amount x rate exactly.
 */
export function spreadCost(cost: Pick<WaybillCostState, 'basis' | 'amount' | 'rate' | 'costCurrency'>, lines: SpreadLine[], measures: ProductMeasure[]): SpreadResult {
  if (!lines.length) return { ok: false, error: new DomainError('no_receipts', 'The linked purchase orders have received nothing yet: there is nothing to spread the costs over.', 409) };
  const byProduct = new Map(measures.map((m) => [m.productId, m]));
  if (cost.basis === 'weight' || cost.basis === 'volume') {
    const missing = [...new Set(lines.filter((l) => new Decimal(byProduct.get(l.productId)?.[cost.basis as 'weight' | 'volume'] ?? 0).isZero()).map((l) => l.productCode || l.productId))];
    if (missing.length) {
      return { ok: false, error: new DomainError('measures_missing', `measures: enter the ${cost.basis} of ${missing.join(', ')} to spread a cost by ${cost.basis}.`, 400, { field: 'measures', basis: cost.basis, products: missing }) };
    }
  }
  const weightOf = (l: SpreadLine): Decimal => {
    switch (cost.basis) {
      case 'value':
        return new Decimal(l.value);
      case 'quantity':
        return new Decimal(l.quantity);
      case 'weight':
        return new Decimal(l.quantity).times(byProduct.get(l.productId)!.weight);
      case 'volume':
        return new Decimal(l.quantity).times(byProduct.get(l.productId)!.volume);
    }
  };
  const weights = lines.map(weightOf);
  const totalWeight = weights.reduce((a, w) => a.plus(w), new Decimal(0));
  if (totalWeight.lte(0)) return { ok: false, error: new DomainError('nothing_to_spread', `The received lines have no ${cost.basis} to spread this cost by; choose another basis.`, 400, { field: 'basis' }) };
  const places = currencyDecimals(cost.costCurrency);
  const total = new Decimal(costAmountOf(cost));
  const shares = weights.map((w) => new Decimal(roundTo(total.times(w).div(totalWeight), places)));
  let largest = 0;
  weights.forEach((w, i) => {
    if (w.gt(weights[largest])) largest = i;
  });
  const rest = total.minus(shares.reduce((a, s) => a.plus(s), new Decimal(0)));
  shares[largest] = shares[largest].plus(rest);
  const allocations = lines
    .map((l, i) => ({ purchaseOrderId: l.purchaseOrderId, receiptId: l.receiptId, receiptLine: l.receiptLine, productId: l.productId, warehouseId: l.warehouseId, amount: roundTo(shares[i], places) }))
    .filter((_, i) => weights[i].gt(0));
  return { ok: true, allocations };
}

/** Same lines and amounts (stored events come back with their keys in another order). */
const keyOf = (a: LandedCostAllocation) => [a.purchaseOrderId, a.receiptId, a.receiptLine, a.productId, a.warehouseId, a.amount].join('|');
const sameAllocations = (a: LandedCostAllocation[], b: LandedCostAllocation[]) => a.length === b.length && a.every((x, i) => keyOf(x) === keyOf(b[i]));

/**
 * The landed-cost events that bring the waybill's costs in line with the received lines:
 * a cost not spread is allocated; a spread cost whose spread differs is withdrawn and allocated
 * again; nothing for a cost already spread this way. `strict` (the Allocate action) refuses when a
 * cost cannot be spread; otherwise (link, unlink, new measures) such a cost stays as it is, unless
 * nothing is received any more (an order unlinked): then its allocation is withdrawn.
 */
export function respread(s: WaybillState, costs: WaybillCostState[], facts: SpreadFacts, opts: { strict: boolean; reason: string }): LandedCostEvent[] {
  const out: LandedCostEvent[] = [];
  for (const c of costs) {
    const r = spreadCost(c, facts.lines, s.measures);
    if (!r.ok) {
      if (opts.strict) throw r.error;
      if (c.allocations && r.error.code === 'no_receipts') out.push(withdrawn(s, c, opts.reason));
      continue;
    }
    if (c.allocations && sameAllocations(c.allocations, r.allocations)) continue;
    if (c.allocations) out.push(withdrawn(s, c, opts.reason));
    out.push(allocated(s, c, r.allocations));
  }
  return out;
}

export const withdrawn = (s: WaybillState, c: WaybillCostState, reason: string): LandedCostEvent => ({
  type: 'LandedCostWithdrawn',
  data: { waybillId: s.waybillId, waybillNumber: s.number, costId: c.costId, reason },
});

export const allocated = (s: WaybillState, c: WaybillCostState, allocations: LandedCostAllocation[]): LandedCostEvent => ({
  type: 'LandedCostAllocated',
  data: {
    waybillId: s.waybillId,
    waybillNumber: s.number,
    costId: c.costId,
    kind: c.kind,
    basis: c.basis,
    currency: c.currency,
    amount: c.amount,
    rate: c.rate,
    costCurrency: c.costCurrency,
    allocations,
  },
});
