import type { UserEvent } from '@tradedesk/contracts/identity/identity';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { requireRootForRoot, requireUser, type UserState } from '../../user.state.js';

export interface DisableUser {
  type: 'DisableUser';
  userId: string;
  actorIsRoot: boolean;
}
export interface EnableUser {
  type: 'EnableUser';
  userId: string;
  actorIsRoot: boolean;
}

/** A disabled user cannot sign in (their sessions end with it). Nobody disables themselves; only Root disables Root. */
export function decideDisableUser(c: DisableUser, s: UserState, ctx: DecideContext): UserEvent[] {
  requireUser(s);
  if (ctx.userId === c.userId) throw new DomainError('own_account', 'You cannot disable your own account.', 400);
  requireRootForRoot(s, c.actorIsRoot);
  return s.disabled ? [] : [{ type: 'UserDisabled', data: { userId: c.userId } }];
}

/** Enabling a user who is not disabled records nothing; only Root enables Root. */
export function decideEnableUser(c: EnableUser, s: UserState): UserEvent[] {
  requireUser(s);
  requireRootForRoot(s, c.actorIsRoot);
  return s.disabled ? [{ type: 'UserEnabled', data: { userId: c.userId } }] : [];
}
