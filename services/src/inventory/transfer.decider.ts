import type { TransferEvent } from '@tradedesk/contracts/inventory/stock';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { decideMakeTransfer, type MakeTransfer } from './make-transfer/make-transfer.decide.js';
import { evolveTransfer, initialTransferState, type TransferState } from './transfer.state.js';

export type TransferCommand = MakeTransfer;

/** A transfer between two warehouses: each command's rule is in the use-case folder named after it. */
export const transferDecider: Decider<TransferCommand, TransferState, TransferEvent> = {
  initialState: initialTransferState,
  evolve: evolveTransfer,
  decide: decideByType<TransferCommand, TransferState, TransferEvent>({
    MakeTransfer: decideMakeTransfer,
  }),
};
