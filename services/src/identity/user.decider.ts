import {
  type Avatar,
  BUILT_IN_ROLES,
  type Language,
  type PagePrivileges,
  ROLE_ROOT,
  type SysPagePrivileges,
  type UserEvent,
  type UserProfileChanged,
} from '@tradedesk/contracts/identity/identity';
import type { Decider } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

export interface UserRights {
  roles: string[];
  positionIds: string[];
  isBoss: boolean;
  pagePrivileges: PagePrivileges;
  sysPagePrivileges: SysPagePrivileges;
}

export interface UserState extends UserRights {
  exists: boolean;
  username: string;
  name: string;
  language: Language | null;
  avatar: Avatar | null;
  introduction: string;
  phone: string;
  email: string;
  tagIds: string[];
  disabled: boolean;
}

type ProfileChanges = UserProfileChanged['data']['changes'];

/** What an administrator may set on an employee; absent = unchanged. */
export interface EmployeeChanges extends Partial<UserRights>, ProfileChanges {
  language?: Language;
  tagIds?: string[];
}

/**
 * `actorIsRoot`: the acting user holds Root (the start-up and demo actors count as Root). It
 * arrives with the command, like the actor's id in the context: the decider looks nothing up.
 */
export type UserCommand =
  | {
      type: 'CreateUser';
      userId: string;
      username: string;
      name: string;
      passwordHash: string;
      roles: string[];
      language: Language;
      actorIsRoot: boolean;
      extra?: Omit<EmployeeChanges, 'roles' | 'name' | 'language'>;
    }
  | { type: 'UpdateEmployee'; userId: string; changes: EmployeeChanges; actorIsRoot: boolean }
  | { type: 'UpdateOwnProfile'; userId: string; changes: ProfileChanges }
  | { type: 'ChangePassword'; userId: string; passwordHash: string; by: 'self' | 'admin'; actorIsRoot: boolean }
  | { type: 'ChangeLanguage'; userId: string; language: Language }
  | { type: 'DisableUser'; userId: string; actorIsRoot: boolean }
  | { type: 'EnableUser'; userId: string; actorIsRoot: boolean };

const notFound = () => new DomainError('user_not_found', 'This user does not exist.', 404);
const rootOnly = () => new DomainError('root_only', 'Only a Root user may grant the Root role or change a Root user.', 400);

const sameJson = (a: unknown, b: unknown) => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, sortKeys(x)]));
  return v;
}
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

function checkRoles(roles: readonly string[], actorIsRoot: boolean) {
  const unknown = roles.filter((r) => !(BUILT_IN_ROLES as readonly string[]).includes(r));
  if (unknown.length) throw new DomainError('unknown_role', `Unknown role(s): ${unknown.join(', ')}. Company roles are given as positions.`, 400);
  if (roles.includes(ROLE_ROOT) && !actorIsRoot) throw rootOnly();
}

/** The profile fields that really change, or null. */
function profileDiff(s: UserState, c: ProfileChanges): ProfileChanges | null {
  const out: ProfileChanges = {};
  if (c.name !== undefined && c.name !== s.name) out.name = c.name;
  if (c.introduction !== undefined && c.introduction !== s.introduction) out.introduction = c.introduction;
  if (c.phone !== undefined && c.phone !== s.phone) out.phone = c.phone;
  if (c.email !== undefined && c.email !== s.email) out.email = c.email;
  if (c.avatar !== undefined && !sameJson(c.avatar, s.avatar)) out.avatar = c.avatar;
  return Object.keys(out).length ? out : null;
}

function rightsOf(s: UserRights): UserRights {
  return { roles: s.roles, positionIds: s.positionIds, isBoss: s.isBoss, pagePrivileges: s.pagePrivileges, sysPagePrivileges: s.sysPagePrivileges };
}

function rightsDiffer(a: UserRights, b: UserRights) {
  return !sameSet(a.roles, b.roles) || !sameSet(a.positionIds, b.positionIds) || a.isBoss !== b.isBoss || !sameJson(a.pagePrivileges, b.pagePrivileges) || !sameJson(a.sysPagePrivileges, b.sysPagePrivileges);
}

/** Events for the changes an administrator makes (also right after creating the user). */
function employeeEvents(userId: string, s: UserState, c: EmployeeChanges): UserEvent[] {
  const events: UserEvent[] = [];
  const profile = profileDiff(s, c);
  if (profile) events.push({ type: 'UserProfileChanged', data: { userId, changes: profile } });
  if (c.language !== undefined && c.language !== s.language) events.push({ type: 'UserLanguageChanged', data: { userId, language: c.language } });
  const rights: UserRights = {
    roles: c.roles ?? s.roles,
    positionIds: c.positionIds ?? s.positionIds,
    isBoss: c.isBoss ?? s.isBoss,
    pagePrivileges: c.pagePrivileges ?? s.pagePrivileges,
    sysPagePrivileges: c.sysPagePrivileges ?? s.sysPagePrivileges,
  };
  if (rightsDiffer(rights, rightsOf(s))) events.push({ type: 'UserRightsChanged', data: { userId, ...rights } });
  if (c.tagIds !== undefined && !sameSet(c.tagIds, s.tagIds)) events.push({ type: 'UserTagsChanged', data: { userId, tagIds: c.tagIds } });
  return events;
}

/**
 * A user's stream. Rules that protect the company from lock-out and privilege escalation:
 * only Root grants Root or touches a Root user; nobody changes their own roles or disables
 * themselves; a disabled user cannot edit their own profile.
 */
export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  initialState: () => ({
    exists: false,
    username: '',
    name: '',
    language: null,
    roles: [],
    positionIds: [],
    isBoss: false,
    pagePrivileges: {},
    sysPagePrivileges: {},
    avatar: null,
    introduction: '',
    phone: '',
    email: '',
    tagIds: [],
    disabled: false,
  }),

  decide(cmd, s, ctx) {
    switch (cmd.type) {
      case 'CreateUser': {
        if (s.exists) throw new DomainError('user_exists', 'This user already exists.', 409);
        checkRoles(cmd.roles, cmd.actorIsRoot);
        const created: UserEvent = {
          type: 'UserCreated',
          data: { userId: cmd.userId, username: cmd.username, name: cmd.name, passwordHash: cmd.passwordHash, roles: cmd.roles, language: cmd.language },
        };
        const after = userDecider.evolve(s, created);
        return [created, ...employeeEvents(cmd.userId, after, cmd.extra ?? {})];
      }
      case 'UpdateEmployee': {
        if (!s.exists) throw notFound();
        const targetIsRoot = s.roles.includes(ROLE_ROOT);
        if (targetIsRoot && !cmd.actorIsRoot) throw rootOnly();
        if (cmd.changes.roles) {
          checkRoles(cmd.changes.roles, cmd.actorIsRoot);
          if (ctx.userId === cmd.userId && !sameSet(cmd.changes.roles, s.roles)) {
            throw new DomainError('own_roles', 'You cannot change your own roles; ask another administrator.', 400);
          }
        }
        return employeeEvents(cmd.userId, s, cmd.changes);
      }
      case 'UpdateOwnProfile': {
        if (!s.exists || s.disabled) throw notFound();
        const profile = profileDiff(s, cmd.changes);
        return profile ? [{ type: 'UserProfileChanged', data: { userId: cmd.userId, changes: profile } }] : [];
      }
      case 'ChangePassword':
        if (!s.exists) throw notFound();
        if (cmd.by === 'admin' && s.roles.includes(ROLE_ROOT) && !cmd.actorIsRoot) throw rootOnly();
        return [{ type: 'UserPasswordChanged', data: { userId: cmd.userId, passwordHash: cmd.passwordHash, by: cmd.by } }];
      case 'ChangeLanguage':
        if (!s.exists) throw notFound();
        if (s.language === cmd.language) return [];
        return [{ type: 'UserLanguageChanged', data: { userId: cmd.userId, language: cmd.language } }];
      case 'DisableUser':
        if (!s.exists) throw notFound();
        if (ctx.userId === cmd.userId) throw new DomainError('own_account', 'You cannot disable your own account.', 400);
        if (s.roles.includes(ROLE_ROOT) && !cmd.actorIsRoot) throw rootOnly();
        return s.disabled ? [] : [{ type: 'UserDisabled', data: { userId: cmd.userId } }];
      case 'EnableUser':
        if (!s.exists) throw notFound();
        if (s.roles.includes(ROLE_ROOT) && !cmd.actorIsRoot) throw rootOnly();
        return s.disabled ? [{ type: 'UserEnabled', data: { userId: cmd.userId } }] : [];
    }
  },

  evolve(s, e) {
    switch (e.type) {
      case 'UserCreated':
        return { ...s, exists: true, username: e.data.username, name: e.data.name, roles: e.data.roles, language: e.data.language };
      case 'UserLanguageChanged':
        return { ...s, language: e.data.language };
      case 'UserPasswordChanged':
        return s;
      case 'UserProfileChanged':
        return { ...s, ...e.data.changes };
      case 'UserRightsChanged': {
        const { userId: _id, ...rights } = e.data;
        return { ...s, ...rights };
      }
      case 'UserTagsChanged':
        return { ...s, tagIds: e.data.tagIds };
      case 'UserDisabled':
        return { ...s, disabled: true };
      case 'UserEnabled':
        return { ...s, disabled: false };
      default: {
        const _exhaustive: never = e;
        return s;
      }
    }
  },
};
