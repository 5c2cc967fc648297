import type { PosSaleReturned } from '@tradedesk/contracts/pos/pos-returns';
import type { PosSaleEvent } from '@tradedesk/contracts/pos/pos-sales';
import type { EvolveEvent } from '../platform/cqrs/decider.js';

/** A till sale's stream: recorded once, never changed (returns will be their own events). */
export interface PosSaleState {
  exists: boolean;
}

export const initialPosSaleState = (): PosSaleState => ({ exists: false });

export function evolvePosSale(s: PosSaleState, e: EvolveEvent<PosSaleEvent | PosSaleReturned>): PosSaleState {
  switch (e.type) {
    case 'PosSaleRecorded':
      return { exists: true };
    default:
      // StockMoved, and the returns (record-till-return/ keeps their state).
      return s;
  }
}
