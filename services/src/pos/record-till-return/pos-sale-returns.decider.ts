import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { decideRecordTillReturn, type RecordTillReturn } from './record-till-return.decide.js';
import { evolvePosSaleReturns, initialPosSaleReturnsState, type PosSaleReturnsEvent, type PosSaleReturnsState } from './pos-sale-returns.state.js';

/** Returns against a till sale, on the sale's own stream (docs/pos.md "Returns"). */
export const posSaleReturnsDecider: Decider<RecordTillReturn, PosSaleReturnsState, PosSaleReturnsEvent> = {
  initialState: initialPosSaleReturnsState,
  evolve: evolvePosSaleReturns,
  decide: decideByType<RecordTillReturn, PosSaleReturnsState, PosSaleReturnsEvent>({ RecordTillReturn: decideRecordTillReturn }),
};
