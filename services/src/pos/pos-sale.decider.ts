import type { PosSaleEvent } from '@tradedesk/contracts/pos/pos-sales';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { initialPosSaleState, evolvePosSale, type PosSaleState } from './pos-sale.state.js';
import { decideRecordTillSale, type RecordTillSale } from './record-till-sale/record-till-sale.decide.js';

export type PosSaleCommand = RecordTillSale;

/** A sale rung up on a till (docs/pos.md "Selling"). */
export const posSaleDecider: Decider<PosSaleCommand, PosSaleState, PosSaleEvent> = {
  initialState: initialPosSaleState,
  evolve: evolvePosSale,
  decide: decideByType<PosSaleCommand, PosSaleState, PosSaleEvent>({ RecordTillSale: decideRecordTillSale }),
};
