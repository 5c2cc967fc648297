import type { SaleLine } from '@tradedesk/contracts/sales/sale-order';
import { applySaleOrderEvent, emptySaleOrderDoc, type SaleOrderDoc } from '@tradedesk/contracts/sales/sale-order-doc';
import { DomainError } from '../platform/event-store/errors.js';

/**
 * A sale order's state is the order document every reader folds (contracts/src/sales/sale-order-doc.ts):
 * the write side and the read side read the events the same way.
 */
export type SaleOrderState = SaleOrderDoc;
export const initialSaleOrderState = emptySaleOrderDoc;
export const evolveSaleOrder = applySaleOrderEvent;

export const SALE_STREAM_PREFIX = 'sale-order-';
/** The order id a `sale-order-<id>` stream belongs to. */
export const orderIdOfStream = (streamId: string) => streamId.slice(SALE_STREAM_PREFIX.length);

export const fail = (code: string, message: string, status = 400, params: Record<string, unknown> = {}) => new DomainError(code, message, status, params);

export function requireExisting(s: SaleOrderState) {
  if (!s.exists) throw fail('order_not_found', 'This sale order does not exist.', 404);
}

/** A draft: lines and header may change. */
export function requireEditable(s: SaleOrderState) {
  requireExisting(s);
  if (s.status === 'committed') throw fail('order_committed', `Order ${s.number} is committed: unsave it before changing it.`, 409, { number: s.number });
  if (s.status === 'cancelled') throw fail('order_cancelled', `Order ${s.number} is cancelled.`, 409, { number: s.number });
}

/** A committed distribution order whose goods have not left yet: it is picked, then stocked out. */
export function requireDistribution(s: SaleOrderState) {
  requireExisting(s);
  if (s.status !== 'committed') throw fail('order_not_committed', `Order ${s.number} must be committed before it is picked or stocked out.`, 409, { number: s.number });
  if (s.header.deliveryMode !== 'distribution') throw fail('not_distribution', `Order ${s.number} is delivered directly: its stock left when it was committed.`, 409, { number: s.number });
  if (Object.keys(s.stockedOut).length) throw fail('order_stocked_out', `Order ${s.number} has already been stocked out.`, 409, { number: s.number });
}

export function lineOf(s: SaleOrderState, lineId: string): SaleLine {
  const l = s.lines.find((x) => x.lineId === lineId);
  if (!l) throw fail('line_not_found', `Order ${s.number} has no line ${lineId}.`, 400, { lineId });
  return l;
}
