import type { StockMovement } from '@tradedesk/contracts/inventory/stock';
import type { PosSaleReturned } from '@tradedesk/contracts/pos/pos-returns';
import type { PosSaleEvent, PosSaleRecorded } from '@tradedesk/contracts/pos/pos-sales';
import { Decimal } from 'decimal.js';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';

export type PosSaleReturnsEvent = PosSaleEvent | PosSaleReturned;

/** A till sale as its returns see it: what was sold and paid, and what came back and was refunded so far. */
export interface PosSaleReturnsState {
  sale: PosSaleRecorded['data'] | null;
  /** line -> cost of one base unit when it left (the sale's StockMoved). */
  costs: Record<number, string>;
  /** line -> returned so far, in the line's unit, and the amount refunded for it. */
  returned: Record<number, { quantity: string; amount: string }>;
  /** payMethodId -> refunded so far. */
  refunded: Record<string, string>;
  returnIds: string[];
}

export const initialPosSaleReturnsState = (): PosSaleReturnsState => ({ sale: null, costs: {}, returned: {}, refunded: {}, returnIds: [] });

const add = (a: string | undefined, b: Decimal.Value) => new Decimal(a ?? 0).plus(b).toFixed();

export function evolvePosSaleReturns(s: PosSaleReturnsState, e: EvolveEvent<PosSaleReturnsEvent>): PosSaleReturnsState {
  switch (e.type) {
    case 'PosSaleRecorded':
      return { ...s, sale: e.data };
    case 'StockMoved':
      if (e.data.source.type !== 'pos-sale') return s;
      return { ...s, costs: Object.fromEntries((e.data.movements as StockMovement[]).map((m) => [m.line, m.unitCost])) };
    case 'PosSaleReturned': {
      const returned = { ...s.returned };
      for (const l of e.data.lines) returned[l.line] = { quantity: add(returned[l.line]?.quantity, l.quantity), amount: add(returned[l.line]?.amount, l.amount) };
      const refunded = { ...s.refunded };
      for (const r of e.data.refunds) refunded[r.payMethodId] = add(refunded[r.payMethodId], r.amount);
      return { ...s, returned, refunded, returnIds: [...s.returnIds, e.data.returnId] };
    }
  }
}

/** What each method of the sale took (cash: less the change, taken from the first cash payment first), per method. */
export function paidByMethod(sale: PosSaleRecorded['data']): Map<string, { kind: PosSaleRecorded['data']['payments'][number]['kind']; currency: string; amount: Decimal }> {
  let change = new Decimal(sale.change);
  const out = new Map<string, { kind: PosSaleRecorded['data']['payments'][number]['kind']; currency: string; amount: Decimal }>();
  for (const p of sale.payments) {
    let amount = new Decimal(p.amount);
    if (p.kind === 'cash' && change.gt(0)) {
      const back = Decimal.min(change, amount);
      amount = amount.minus(back);
      change = change.minus(back);
    }
    const prev = out.get(p.payMethodId);
    out.set(p.payMethodId, { kind: p.kind, currency: p.currency, amount: (prev?.amount ?? new Decimal(0)).plus(amount) });
  }
  return out;
}
