import type { SeaWaybillEvent } from '@tradedesk/contracts/purchasing/sea-waybill';
import { DomainError } from '../../../platform/event-store/errors.js';
import { respread, type SpreadFacts } from '../landed-cost-spread.js';
import { requireWaybill, type WaybillState } from '../waybill.state.js';

export interface AllocateLandedCosts {
  type: 'AllocateLandedCosts';
  facts: SpreadFacts;
}

/**
 * The Allocate action: every cost is spread over the received lines of the linked orders as they
 * are now (receipts that arrived after a cost was spread are included: the old spread is
 * withdrawn and the new one allocated). Refuses when a cost cannot be spread; nothing when every
 * cost is spread this way already.
 */
export function decideAllocateLandedCosts(c: AllocateLandedCosts, s: WaybillState): SeaWaybillEvent[] {
  requireWaybill(s);
  if (!s.costs.length) throw new DomainError('no_costs', 'The waybill has no costs to spread.', 409);
  return respread(s, s.costs, c.facts, { strict: true, reason: 'spread again' });
}
