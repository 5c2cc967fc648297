import type { SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import { type Decider, decideByType } from '../platform/cqrs/decider.js';
import { type AddSaleOrderLines, decideAddSaleOrderLines } from './add-sale-order-lines/add-sale-order-lines.decide.js';
import { type AssignShelves, decideAssignShelves } from './assign-shelves/assign-shelves.decide.js';
import { type CancelSaleOrder, decideCancelSaleOrder } from './cancel-sale-order/cancel-sale-order.decide.js';
import { type ChangeLinePrices, decideChangeLinePrices } from './change-line-prices/change-line-prices.decide.js';
import { type ChangeLineQuantity, decideChangeLineQuantity } from './change-line-quantity/change-line-quantity.decide.js';
import { type ChangeLinesMemo, decideChangeLinesMemo } from './change-lines-memo/change-lines-memo.decide.js';
import { type ChangeSaleOrderHeader, decideChangeSaleOrderHeader } from './change-sale-order-header/change-sale-order-header.decide.js';
import { type ClearGiftLines, decideClearGiftLines } from './clear-gift-lines/clear-gift-lines.decide.js';
import { type CreateSaleOrder, decideCreateSaleOrder } from './create-sale-order/create-sale-order.decide.js';
import { decideDuplicateSaleOrder, type DuplicateSaleOrder } from './duplicate-sale-order/duplicate-sale-order.decide.js';
import { decideHangSaleOrder, type HangSaleOrder } from './hang-sale-orders/hang-sale-orders.decide.js';
import { decideImportSaleOrder, type ImportSaleOrder } from './import-sale-orders/import-sale-orders.decide.js';
import { decidePaySaleOrder, type PaySaleOrder } from './pay-sale-order/pay-sale-order.decide.js';
import { decidePickSaleOrderLines, type PickSaleOrderLines } from './pick-sale-order-lines/pick-sale-order-lines.decide.js';
import { decideRemoveSaleOrderLines, type RemoveSaleOrderLines } from './remove-sale-order-lines/remove-sale-order-lines.decide.js';
import { decideSaveCommitSaleOrder, type SaveCommitSaleOrder } from './save-commit-sale-order/save-commit-sale-order.decide.js';
import { evolveSaleOrder, initialSaleOrderState, type SaleOrderState } from './sale-order.state.js';
import { decideStockOutSaleOrder, type StockOutSaleOrder } from './stock-out-sale-order/stock-out-sale-order.decide.js';
import { decideTransformToPurchase, type TransformToPurchase } from './transform-to-purchase/transform-to-purchase.decide.js';
import { decideUnhangSaleOrder, type UnhangSaleOrder } from './unhang-sale-orders/unhang-sale-orders.decide.js';
import { decideUnpickSaleOrderLines, type UnpickSaleOrderLines } from './unpick-sale-order-lines/unpick-sale-order-lines.decide.js';
import { decideUnsaveSaleOrder, type UnsaveSaleOrder } from './unsave-sale-order/unsave-sale-order.decide.js';

export type SaleOrderCommand =
  | CreateSaleOrder
  | SaveCommitSaleOrder
  | DuplicateSaleOrder
  | ImportSaleOrder
  | ChangeSaleOrderHeader
  | AddSaleOrderLines
  | ChangeLineQuantity
  | ChangeLinePrices
  | ChangeLinesMemo
  | RemoveSaleOrderLines
  | ClearGiftLines
  | UnsaveSaleOrder
  | PaySaleOrder
  | CancelSaleOrder
  | HangSaleOrder
  | UnhangSaleOrder
  | TransformToPurchase
  | PickSaleOrderLines
  | UnpickSaleOrderLines
  | StockOutSaleOrder
  | AssignShelves;

/**
 * A sale order: draft, edit, commit (stock out, receivable), pay, unsave, cancel, distribution.
 * Each command's rule is in the use-case folder named after it; the shared rules are in
 * sale-order.rules.ts, the state and its guards in sale-order.state.ts.
 */
export const saleOrderDecider: Decider<SaleOrderCommand, SaleOrderState, SaleOrderEvent> = {
  initialState: initialSaleOrderState,
  evolve: evolveSaleOrder,
  decide: decideByType<SaleOrderCommand, SaleOrderState, SaleOrderEvent>({
    CreateSaleOrder: decideCreateSaleOrder,
    SaveCommitSaleOrder: decideSaveCommitSaleOrder,
    DuplicateSaleOrder: decideDuplicateSaleOrder,
    ImportSaleOrder: decideImportSaleOrder,
    ChangeSaleOrderHeader: decideChangeSaleOrderHeader,
    AddSaleOrderLines: decideAddSaleOrderLines,
    ChangeLineQuantity: decideChangeLineQuantity,
    ChangeLinePrices: decideChangeLinePrices,
    ChangeLinesMemo: decideChangeLinesMemo,
    RemoveSaleOrderLines: decideRemoveSaleOrderLines,
    ClearGiftLines: decideClearGiftLines,
    UnsaveSaleOrder: decideUnsaveSaleOrder,
    PaySaleOrder: decidePaySaleOrder,
    CancelSaleOrder: decideCancelSaleOrder,
    HangSaleOrder: decideHangSaleOrder,
    UnhangSaleOrder: decideUnhangSaleOrder,
    TransformToPurchase: decideTransformToPurchase,
    PickSaleOrderLines: decidePickSaleOrderLines,
    UnpickSaleOrderLines: decideUnpickSaleOrderLines,
    StockOutSaleOrder: decideStockOutSaleOrder,
    AssignShelves: decideAssignShelves,
  }),
};
