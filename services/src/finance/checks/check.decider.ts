import type { CheckEvent } from '@tradedesk/contracts/finance/checks';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { type BounceCheck, decideBounceCheck } from './bounce-check/bounce-check.decide.js';
import { type CancelCheck, decideCancelCheck } from './cancel-check/cancel-check.decide.js';
import { type CheckState, evolveCheck, initialCheckState } from './check.state.js';
import { type ClearCheck, decideClearCheck } from './clear-check/clear-check.decide.js';
import { decideDepositCheck, type DepositCheck } from './deposit-check/deposit-check.decide.js';
import { decideEndorseCheck, type EndorseCheck } from './endorse-check/endorse-check.decide.js';
import { decideRecordCheck, type RecordCheck } from './record-check/record-check.decide.js';

export type CheckCommand = RecordCheck | DepositCheck | ClearCheck | BounceCheck | CancelCheck | EndorseCheck;

/** Checks received and issued: recorded once, then moved forward one state at a time (docs/finance-checks.md). */
export const checkDecider: Decider<CheckCommand, CheckState, CheckEvent> = {
  initialState: initialCheckState,
  evolve: evolveCheck,
  decide: decideByType<CheckCommand, CheckState, CheckEvent>({
    RecordCheck: decideRecordCheck,
    DepositCheck: decideDepositCheck,
    ClearCheck: decideClearCheck,
    BounceCheck: decideBounceCheck,
    CancelCheck: decideCancelCheck,
    EndorseCheck: decideEndorseCheck,
  }),
};
