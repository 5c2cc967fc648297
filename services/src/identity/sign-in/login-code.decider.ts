import type { LoginCodeEvent } from '@tradedesk/contracts/identity/sign-in';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { decideIssueLoginCode, type IssueLoginCode } from './issue-login-code/issue-login-code.decide.js';
import { evolveLoginCode, initialLoginCodeState, type LoginCodeState } from './login-code.state.js';
import { decideUseLoginCode, type UseLoginCode } from './use-login-code/use-login-code.decide.js';

export type LoginCodeCommand = IssueLoginCode | UseLoginCode;

/** A one-time sign-in code: issued for an enabled user, used at most once, before it expires. */
export const loginCodeDecider: Decider<LoginCodeCommand, LoginCodeState, LoginCodeEvent> = {
  initialState: initialLoginCodeState,
  evolve: evolveLoginCode,
  decide: decideByType<LoginCodeCommand, LoginCodeState, LoginCodeEvent>({
    IssueLoginCode: decideIssueLoginCode,
    UseLoginCode: decideUseLoginCode,
  }),
};
