import type { LoginCodeEvent } from '@tradedesk/contracts/identity/sign-in';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { codeInvalid, type LoginCodeState } from '../login-code.state.js';

/**
 * Signing in with a code (SignInService.loginWithCode decides it within the sign-in throttle and
 * appends it with the new session, so it has no handler of its own).
 */
export interface UseLoginCode {
  type: 'UseLoginCode';
  codeId: string;
  sessionId: string;
}

/** Works once, before it expires. */
export function decideUseLoginCode(c: UseLoginCode, s: LoginCodeState, ctx: DecideContext): LoginCodeEvent[] {
  if (!s.issued || s.used || !s.expiresAt || Date.parse(s.expiresAt) <= ctx.now.getTime()) throw codeInvalid();
  return [{ type: 'LoginCodeUsed', data: { codeId: c.codeId, sessionId: c.sessionId, at: ctx.now.toISOString() } }];
}
