import type { StockLevelEvent } from '@tradedesk/contracts/purchasing/replenishment';
import type { EvolveEvent } from '../platform/cqrs/decider.js';

/** A product's minimum and maximum in one warehouse (null = never set). */
export interface StockLevelState {
  minimum: string | null;
  maximum: string | null;
}

export const initialStockLevelState = (): StockLevelState => ({ minimum: null, maximum: null });

export function evolveStockLevel(s: StockLevelState, e: EvolveEvent<StockLevelEvent>): StockLevelState {
  switch (e.type) {
    case 'StockLevelSet':
      return { minimum: e.data.minimum, maximum: e.data.maximum };
    default: {
      const _exhaustive: never = e.type;
      return s;
    }
  }
}
