import type { StockMoved } from '@tradedesk/contracts/inventory/stock';
import type { PurchaseOrderReceived } from '@tradedesk/contracts/purchasing/purchase-order';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import type { PurchaseFacts } from '../purchase-facts.js';
import { evolvePurchaseOrder, type PurchaseOrderState } from '../purchase-order.state.js';
import { decideReceivePurchaseOrder, type ReceiptRequest } from '../receive-purchase-order/receive-purchase-order.decide.js';

export interface SplitInbound {
  type: 'SplitInbound';
  receipts: ReceiptRequest[];
  facts: PurchaseFacts;
}

/**
 * Inbound split: several receipts (into several warehouses) at once, all or nothing. Each receipt
 * is decided on the state the ones before it leave, so together they respect the tolerance.
 */
export function decideSplitInbound(c: SplitInbound, s: PurchaseOrderState, ctx: DecideContext): (PurchaseOrderReceived | StockMoved)[] {
  const out: (PurchaseOrderReceived | StockMoved)[] = [];
  let state = s;
  c.receipts.forEach((receipt, i) => {
    const events = decideReceivePurchaseOrder({ type: 'ReceivePurchaseOrder', receipt, facts: c.facts, path: `receipts.${i}.` }, state, ctx);
    state = events.reduce(evolvePurchaseOrder, state);
    out.push(...events);
  });
  return out;
}
