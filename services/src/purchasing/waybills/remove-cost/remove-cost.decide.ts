import type { SeaWaybillEvent } from '@tradedesk/contracts/purchasing/sea-waybill';
import { DomainError } from '../../../platform/event-store/errors.js';
import { withdrawn } from '../landed-cost-spread.js';
import { requireWaybill, type WaybillState } from '../waybill.state.js';

export interface RemoveCost {
  type: 'RemoveCost';
  costId: string;
}

/** Takes a cost off the waybill; its allocation is withdrawn first, in the same append. */
export function decideRemoveCost(c: RemoveCost, s: WaybillState): SeaWaybillEvent[] {
  requireWaybill(s);
  const cost = s.costs.find((x) => x.costId === c.costId);
  if (!cost) throw new DomainError('cost_not_found', 'This cost is not on the waybill (removed already?).', 404);
  return [
    ...(cost.allocations ? [withdrawn(s, cost, 'cost removed')] : []),
    { type: 'SeaWaybillCostRemoved', data: { waybillId: s.waybillId, number: s.number, costId: c.costId } },
  ];
}
