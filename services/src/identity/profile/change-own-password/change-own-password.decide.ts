import type { UserEvent } from '@tradedesk/contracts/identity/identity';
import { DomainError } from '../../../platform/event-store/errors.js';
import { requireUser, type UserState } from '../../user.state.js';

export interface ChangeOwnPassword {
  type: 'ChangeOwnPassword';
  userId: string;
  passwordHash: string;
  /**
   * The current password as typed, checked under the sign-in throttle, and whether the new one is
   * the same (IdentityFactsLoader.forChangeOwnPassword).
   */
  facts: { oldPasswordRight: boolean; samePassword: boolean };
}

/** The current password is required and the new one must differ (the user's other sessions end with it). */
export function decideChangeOwnPassword(c: ChangeOwnPassword, s: UserState): UserEvent[] {
  if (!c.facts.oldPasswordRight) throw new DomainError('wrong_old_password', 'The current password is wrong.', 400);
  if (c.facts.samePassword) throw new DomainError('same_password', 'The new password must differ from the current one.', 400);
  requireUser(s);
  return [{ type: 'UserPasswordChanged', data: { userId: c.userId, passwordHash: c.passwordHash, by: 'self' } }];
}
