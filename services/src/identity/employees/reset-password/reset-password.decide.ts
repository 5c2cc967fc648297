import type { UserEvent } from '@tradedesk/contracts/identity/identity';
import { requireRootForRoot, requireUser, type UserState } from '../../user.state.js';

export interface ResetPassword {
  type: 'ResetPassword';
  userId: string;
  passwordHash: string;
  actorIsRoot: boolean;
}

/** An administrator sets a user's password (their sessions end with it); only Root resets Root's. */
export function decideResetPassword(c: ResetPassword, s: UserState): UserEvent[] {
  requireUser(s);
  requireRootForRoot(s, c.actorIsRoot);
  return [{ type: 'UserPasswordChanged', data: { userId: c.userId, passwordHash: c.passwordHash, by: 'admin' } }];
}
