import type { UserEvent } from '@tradedesk/contracts/identity/identity';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import {
  checkEmployeeReferences,
  checkRoles,
  type EmployeeChanges,
  employeeEvents,
  type EmployeeReferenceFacts,
  requireRootForRoot,
  requireUser,
  sameSet,
  type UserState,
} from '../../user.state.js';

export interface UpdateEmployee {
  type: 'UpdateEmployee';
  userId: string;
  changes: EmployeeChanges;
  actorIsRoot: boolean;
  /** The positions and tags given, as the read models have them (IdentityFactsLoader.forUpdateEmployee). */
  facts: EmployeeReferenceFacts;
}

/**
 * Profile, language, rights and tags in one command, one event per kind of change. Rules that
 * protect the company from lock-out and privilege escalation: only Root grants Root or touches a
 * Root user; nobody changes their own roles. Newly given positions and tags must be enabled.
 */
export function decideUpdateEmployee(c: UpdateEmployee, s: UserState, ctx: DecideContext): UserEvent[] {
  requireUser(s);
  checkEmployeeReferences(c.changes, s, c.facts);
  requireRootForRoot(s, c.actorIsRoot);
  if (c.changes.roles) {
    checkRoles(c.changes.roles, c.actorIsRoot);
    if (ctx.userId === c.userId && !sameSet(c.changes.roles, s.roles)) {
      throw new DomainError('own_roles', 'You cannot change your own roles; ask another administrator.', 400);
    }
  }
  return employeeEvents(c.userId, s, c.changes);
}
