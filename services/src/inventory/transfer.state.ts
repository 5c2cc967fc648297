import type { TransferEvent } from '@tradedesk/contracts/inventory/stock';
import type { EvolveEvent } from '../platform/cqrs/decider.js';

/** A transfer's stream: made once. */
export interface TransferState {
  made: boolean;
}

export const initialTransferState = (): TransferState => ({ made: false });

export function evolveTransfer(s: TransferState, e: EvolveEvent<TransferEvent>): TransferState {
  switch (e.type) {
    case 'TransferMade':
      return { made: true };
    case 'StockMoved':
      return s;
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}
