import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import {
  decideRecordReturnWithoutReceipt,
  evolveNoReceiptReturn,
  initialNoReceiptReturnState,
  type NoReceiptReturnEvent,
  type NoReceiptReturnState,
  type RecordReturnWithoutReceipt,
} from './record-return-without-receipt.decide.js';

/** A return without a receipt, on its own stream `pos-return-<returnId>` (docs/pos.md "Returns without a receipt"). */
export const noReceiptReturnDecider: Decider<RecordReturnWithoutReceipt, NoReceiptReturnState, NoReceiptReturnEvent> = {
  initialState: initialNoReceiptReturnState,
  evolve: evolveNoReceiptReturn,
  decide: decideByType<RecordReturnWithoutReceipt, NoReceiptReturnState, NoReceiptReturnEvent>({ RecordReturnWithoutReceipt: decideRecordReturnWithoutReceipt }),
};
