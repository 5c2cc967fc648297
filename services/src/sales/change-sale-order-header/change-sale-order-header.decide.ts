import type { SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import type { SaleFacts } from '../sale-facts.js';
import { changedFields, type HeaderInput, reprice, resolveHeader } from '../sale-order.rules.js';
import { requireEditable, type SaleOrderState } from '../sale-order.state.js';

export interface ChangeSaleOrderHeader {
  type: 'ChangeSaleOrderHeader';
  header: HeaderInput;
  facts: SaleFacts;
}

/** Header fields of a draft; another currency re-prices every line, another warehouse clears the shelves. */
export function decideChangeSaleOrderHeader(c: ChangeSaleOrderHeader, s: SaleOrderState, _ctx: DecideContext): SaleOrderEvent[] {
  requireEditable(s);
  const after = resolveHeader(c.header, s.header, c.facts, false);
  const changes = changedFields(s.header, after);
  if (Object.keys(changes).length === 0) return [];
  // Shelves belong to the old warehouse's zones.
  const repriced = reprice(s.lines, s.header, after, c.facts);
  if (changes.warehouseId) for (const l of s.lines) if (l.zoneId) repriced.push({ lineId: l.lineId, zoneId: null });
  return [{ type: 'SaleOrderHeaderChanged', data: { orderId: s.id, changes, repriced } }];
}
