import type { SeaWaybillEvent } from '@tradedesk/contracts/purchasing/sea-waybill';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { type AddCost, decideAddCost } from './add-cost/add-cost.decide.js';
import { type AllocateLandedCosts, decideAllocateLandedCosts } from './allocate-landed-costs/allocate-landed-costs.decide.js';
import { type ChangeWaybill, decideChangeWaybill } from './change-waybill/change-waybill.decide.js';
import { type ChangeWaybillStatus, decideChangeWaybillStatus } from './change-waybill-status/change-waybill-status.decide.js';
import { type CreateWaybill, decideCreateWaybill } from './create-waybill/create-waybill.decide.js';
import { decideLinkOrders, type LinkOrders } from './link-orders/link-orders.decide.js';
import { decideRemoveCost, type RemoveCost } from './remove-cost/remove-cost.decide.js';
import { decideSetMeasures, type SetMeasures } from './set-measures/set-measures.decide.js';
import { decideUnlinkOrder, type UnlinkOrder } from './unlink-order/unlink-order.decide.js';
import { evolveWaybill, initialWaybillState, type WaybillState } from './waybill.state.js';

export type WaybillCommand = CreateWaybill | ChangeWaybill | ChangeWaybillStatus | LinkOrders | UnlinkOrder | SetMeasures | AddCost | RemoveCost | AllocateLandedCosts;

/** A sea waybill (docs/ocean-shipping.md): each command's rule is in the use-case folder named after it. */
export const waybillDecider: Decider<WaybillCommand, WaybillState, SeaWaybillEvent> = {
  initialState: initialWaybillState,
  evolve: evolveWaybill,
  decide: decideByType<WaybillCommand, WaybillState, SeaWaybillEvent>({
    CreateWaybill: decideCreateWaybill,
    ChangeWaybill: decideChangeWaybill,
    ChangeWaybillStatus: decideChangeWaybillStatus,
    LinkOrders: decideLinkOrders,
    UnlinkOrder: decideUnlinkOrder,
    SetMeasures: decideSetMeasures,
    AddCost: decideAddCost,
    RemoveCost: decideRemoveCost,
    AllocateLandedCosts: decideAllocateLandedCosts,
  }),
};
