import type { LoginCodeEvent } from '@tradedesk/contracts/identity/sign-in';
import type { Decider } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';

export interface LoginCodeState {
  issued: boolean;
  userId: string | null;
  expiresAt: string | null;
  used: boolean;
}

export type LoginCodeCommand =
  | {
      type: 'IssueLoginCode';
      codeId: string;
      userId: string;
      codeHash: string;
      expiresAt: string;
      /** The user the code signs in, as the handler found them. */
      target: { exists: boolean; disabled: boolean; isRoot: boolean };
      actorIsRoot: boolean;
    }
  | { type: 'UseLoginCode'; codeId: string; sessionId: string };

/** One message for every reason a code does not work: wrong, used or expired look the same. */
export const codeInvalid = () => new DomainError('code_invalid', 'This sign-in code is not valid: it is wrong, already used or expired.', 401);

/** A one-time sign-in code: issued for an enabled user, used at most once, before it expires. */
export const loginCodeDecider: Decider<LoginCodeCommand, LoginCodeState, LoginCodeEvent> = {
  initialState: () => ({ issued: false, userId: null, expiresAt: null, used: false }),

  decide(cmd, s, ctx) {
    switch (cmd.type) {
      case 'IssueLoginCode':
        if (s.issued) throw new DomainError('code_exists', 'This code was issued already.', 409);
        if (!cmd.target.exists) throw new DomainError('user_not_found', 'This user does not exist.', 404);
        if (cmd.target.disabled) throw new DomainError('user_disabled', 'This user is disabled; enable them first.', 400);
        if (cmd.target.isRoot && !cmd.actorIsRoot) throw new DomainError('root_only', 'Only a Root user may issue a code for a Root user.', 400);
        if (Date.parse(cmd.expiresAt) <= ctx.now.getTime()) throw new DomainError('code_expiry_past', 'The code must expire in the future.', 400);
        return [{ type: 'LoginCodeIssued', data: { codeId: cmd.codeId, userId: cmd.userId, codeHash: cmd.codeHash, expiresAt: cmd.expiresAt } }];
      case 'UseLoginCode':
        if (!s.issued || s.used || !s.expiresAt || Date.parse(s.expiresAt) <= ctx.now.getTime()) throw codeInvalid();
        return [{ type: 'LoginCodeUsed', data: { codeId: cmd.codeId, sessionId: cmd.sessionId, at: ctx.now.toISOString() } }];
    }
  },

  evolve(s, e) {
    switch (e.type) {
      case 'LoginCodeIssued':
        return { ...s, issued: true, userId: e.data.userId, expiresAt: e.data.expiresAt };
      case 'LoginCodeUsed':
        return { ...s, used: true };
      default: {
        const _exhaustive: never = e;
        return s;
      }
    }
  },
};
