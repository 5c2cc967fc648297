import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { type CancelPurchaseOrder, decideCancelPurchaseOrder } from './cancel-purchase-order/cancel-purchase-order.decide.js';
import { type ChangePurchaseOrder, decideChangePurchaseOrder } from './change-purchase-order/change-purchase-order.decide.js';
import { type ClosePurchaseOrder, decideClosePurchaseOrder } from './close-purchase-order/close-purchase-order.decide.js';
import { type CommitPurchaseOrder, decideCommitPurchaseOrder } from './commit-purchase-order/commit-purchase-order.decide.js';
import { decideDraftPurchaseOrder, type DraftPurchaseOrder } from './draft-purchase-order/draft-purchase-order.decide.js';
import { evolvePurchaseOrder, initialPurchaseOrderState, type PurchaseOrderState, type PurchaseStreamEvent } from './purchase-order.state.js';
import { decideReceivePurchaseOrder, type ReceivePurchaseOrder } from './receive-purchase-order/receive-purchase-order.decide.js';
import { decideReturnPurchaseGoods, type ReturnPurchaseGoods } from './return-purchase-goods/return-purchase-goods.decide.js';
import { decideSplitInbound, type SplitInbound } from './split-inbound/split-inbound.decide.js';

export type PurchaseOrderCommand =
  | DraftPurchaseOrder
  | ChangePurchaseOrder
  | CommitPurchaseOrder
  | ReceivePurchaseOrder
  | SplitInbound
  | ReturnPurchaseGoods
  | ClosePurchaseOrder
  | CancelPurchaseOrder;

/** A purchase order: each command's rule is in the use-case folder named after it. */
export const purchaseOrderDecider: Decider<PurchaseOrderCommand, PurchaseOrderState, PurchaseStreamEvent> = {
  initialState: initialPurchaseOrderState,
  evolve: evolvePurchaseOrder,
  decide: decideByType<PurchaseOrderCommand, PurchaseOrderState, PurchaseStreamEvent>({
    DraftPurchaseOrder: decideDraftPurchaseOrder,
    ChangePurchaseOrder: decideChangePurchaseOrder,
    CommitPurchaseOrder: decideCommitPurchaseOrder,
    ReceivePurchaseOrder: decideReceivePurchaseOrder,
    SplitInbound: decideSplitInbound,
    ReturnPurchaseGoods: decideReturnPurchaseGoods,
    ClosePurchaseOrder: decideClosePurchaseOrder,
    CancelPurchaseOrder: decideCancelPurchaseOrder,
  }),
};
