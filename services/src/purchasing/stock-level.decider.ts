import type { StockLevelEvent } from '@tradedesk/contracts/purchasing/replenishment';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { decideSetStockLevel, type SetStockLevel } from './set-stock-levels/set-stock-levels.decide.js';
import { evolveStockLevel, initialStockLevelState, type StockLevelState } from './stock-level.state.js';

export type StockLevelCommand = SetStockLevel;

/** The minimum / maximum of one product in one warehouse. */
export const stockLevelDecider: Decider<StockLevelCommand, StockLevelState, StockLevelEvent> = {
  initialState: initialStockLevelState,
  evolve: evolveStockLevel,
  decide: decideByType<StockLevelCommand, StockLevelState, StockLevelEvent>({ SetStockLevel: decideSetStockLevel }),
};
