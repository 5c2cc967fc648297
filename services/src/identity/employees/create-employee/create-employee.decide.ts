import type { Language, UserEvent } from '@tradedesk/contracts/identity/identity';
import { DomainError } from '../../../platform/event-store/errors.js';
import { checkEmployeeReferences, checkRoles, type EmployeeChanges, employeeEvents, type EmployeeReferenceFacts, evolveUser, type UserState } from '../../user.state.js';

export interface CreateEmployee {
  type: 'CreateEmployee';
  userId: string;
  username: string;
  name: string;
  passwordHash: string;
  roles: string[];
  language: Language;
  /** The acting user holds Root (the start-up and demo actors count as Root): it arrives with the command. */
  actorIsRoot: boolean;
  extra?: Omit<EmployeeChanges, 'roles' | 'name' | 'language'>;
  /** The user name and the positions and tags given, as the read models have them (IdentityFactsLoader.forCreateEmployee). */
  facts: { usernameTaken: boolean; references: EmployeeReferenceFacts };
}

/**
 * A new user with built-in roles, then the extra rights, profile and tags given at creation. The
 * user name is free (the read model's unique index decides in the end: 409 all the same), the
 * positions and tags exist and are enabled, only Root grants Root.
 */
export function decideCreateEmployee(c: CreateEmployee, s: UserState): UserEvent[] {
  if (c.facts.usernameTaken) throw new DomainError('username_taken', 'This user name is taken; choose another.', 409);
  checkEmployeeReferences(c.extra ?? {}, { positionIds: [], tagIds: [] }, c.facts.references);
  if (s.exists) throw new DomainError('user_exists', 'This user already exists.', 409);
  checkRoles(c.roles, c.actorIsRoot);
  const created: UserEvent = {
    type: 'UserCreated',
    data: { userId: c.userId, username: c.username, name: c.name, passwordHash: c.passwordHash, roles: c.roles, language: c.language },
  };
  return [created, ...employeeEvents(c.userId, evolveUser(s, created), c.extra ?? {})];
}
