import type { DefectiveEvent } from '@tradedesk/contracts/inventory/defective';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { type DefectiveLotState, evolveDefectiveLot, initialDefectiveLotState } from './defective.state.js';
import { decideDisposeDefective, type DisposeDefective } from './dispose-defective/dispose-defective.decide.js';
import { decideReceiveDefective, type ReceiveDefective } from './receive-defective/receive-defective.decide.js';

export type DefectiveCommand = ReceiveDefective | DisposeDefective;

/**
 * A lot of the defective library: received once from its source line, then disposed of in part
 * or whole while something is held. Each command's rule is in the use-case folder named after it.
 */
export const defectiveDecider: Decider<DefectiveCommand, DefectiveLotState, DefectiveEvent> = {
  initialState: initialDefectiveLotState,
  evolve: evolveDefectiveLot,
  decide: decideByType<DefectiveCommand, DefectiveLotState, DefectiveEvent>({
    ReceiveDefective: decideReceiveDefective,
    DisposeDefective: decideDisposeDefective,
  }),
};
