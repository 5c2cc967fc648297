import type { PosSaleEvent } from '@tradedesk/contracts/pos/pos-sales';
import type { EvolveEvent } from '../platform/cqrs/decider.js';

/** A till sale's stream: recorded once, never changed (returns will be their own events). */
export interface PosSaleState {
  exists: boolean;
}

export const initialPosSaleState = (): PosSaleState => ({ exists: false });

export function evolvePosSale(s: PosSaleState, e: EvolveEvent<PosSaleEvent>): PosSaleState {
  switch (e.type) {
    case 'PosSaleRecorded':
      return { exists: true };
    case 'StockMoved':
      return s;
  }
}
