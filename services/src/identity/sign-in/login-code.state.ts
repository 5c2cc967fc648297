import type { LoginCodeEvent } from '@tradedesk/contracts/identity/sign-in';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';

/** What a one-time sign-in code's stream says. */
export interface LoginCodeState {
  issued: boolean;
  userId: string | null;
  expiresAt: string | null;
  used: boolean;
}

export const initialLoginCodeState = (): LoginCodeState => ({ issued: false, userId: null, expiresAt: null, used: false });

export function evolveLoginCode(s: LoginCodeState, e: EvolveEvent<LoginCodeEvent>): LoginCodeState {
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
}

/** One message for every reason a code does not work: wrong, used or expired look the same. */
export const codeInvalid = () => new DomainError('code_invalid', 'This sign-in code is not valid: it is wrong, already used or expired.', 401);
