import {
  type Avatar,
  BUILT_IN_ROLES,
  type Language,
  LANGUAGE_SWITCH_CLOSED,
  type PagePrivileges,
  ROLE_ROOT,
  type SysPagePrivileges,
  type UserEvent,
  type UserProfileChanged,
} from '@tradedesk/contracts/identity/identity';
import type { EvolveEvent } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

export interface UserRights {
  roles: string[];
  positionIds: string[];
  isBoss: boolean;
  pagePrivileges: PagePrivileges;
  sysPagePrivileges: SysPagePrivileges;
}

/** What a user's stream says, as far as decisions need it. */
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

export type ProfileChanges = UserProfileChanged['data']['changes'];

/** What an administrator may set on an employee; absent = unchanged. */
export interface EmployeeChanges extends Partial<UserRights>, ProfileChanges {
  language?: Language;
  tagIds?: string[];
}

export const initialUserState = (): UserState => ({
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
});

export function evolveUser(s: UserState, e: EvolveEvent<UserEvent>): UserState {
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
}

export const userNotFound = () => new DomainError('user_not_found', 'This user does not exist.', 404);
export const rootOnly = () => new DomainError('root_only', 'Only a Root user may grant the Root role or change a Root user.', 400);

export function requireUser(s: UserState) {
  if (!s.exists) throw userNotFound();
}

/** Only a Root user changes a Root user (the start-up and demo actors count as Root). */
export function requireRootForRoot(s: UserState, actorIsRoot: boolean) {
  if (s.roles.includes(ROLE_ROOT) && !actorIsRoot) throw rootOnly();
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, sortKeys(x)]));
  return v;
}
export const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** Built-in roles only (company roles are positions); only Root grants Root. */
export function checkRoles(roles: readonly string[], actorIsRoot: boolean) {
  const unknown = roles.filter((r) => !(BUILT_IN_ROLES as readonly string[]).includes(r));
  if (unknown.length) throw new DomainError('unknown_role', `Unknown role(s): ${unknown.join(', ')}. Company roles are given as positions.`, 400);
  if (roles.includes(ROLE_ROOT) && !actorIsRoot) throw rootOnly();
}

/** The profile fields that really change, or null. */
export function profileDiff(s: UserState, c: ProfileChanges): ProfileChanges | null {
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
export function employeeEvents(userId: string, s: UserState, c: EmployeeChanges): UserEvent[] {
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
 * The positions and tags an employee is given, as the read models have them (loaded by the
 * handler, IdentityFactsLoader): an id missing here does not exist.
 */
export interface EmployeeReferenceFacts {
  positions: ReadonlyMap<string, { disabled: boolean }>;
  tags: ReadonlyMap<string, { disabled: boolean }>;
}

/**
 * Positions and tags an employee is given must exist; newly given ones must be enabled (a
 * position disabled later may stay listed on the employees who hold it, it gives nothing).
 */
export function checkEmployeeReferences(wanted: { positionIds?: string[]; tagIds?: string[] }, held: { positionIds: string[]; tagIds: string[] }, facts: EmployeeReferenceFacts) {
  const check = (ids: string[] | undefined, found: ReadonlyMap<string, { disabled: boolean }>, heldIds: string[], what: string, code: string) => {
    if (!ids?.length) return;
    const bad = ids.filter((id) => !found.has(id) || (found.get(id)!.disabled && !heldIds.includes(id)));
    if (bad.length) throw new DomainError(code, `Unknown or disabled ${what}: ${bad.join(', ')}.`, 400);
  };
  check(wanted.positionIds, facts.positions, held.positionIds, 'position(s)', 'unknown_position');
  check(wanted.tagIds, facts.tags, held.tagIds, 'tag(s)', 'unknown_tag');
}

/**
 * Refusal while the company setting IsCloseLang is on ("no permission, go to company settings and
 * turn off the close-language-switch setting", docs/shell.md "Languages"). HTTP 400, never 403: a
 * 403 whose message is not 'Access Denied' signs the browser out.
 */
export const languageSwitchClosed = () =>
  new DomainError(LANGUAGE_SWITCH_CLOSED, '没有权限切换语言：请到公司设置中关闭“关闭语言切换”（IsCloseLang）后再试。', 400);
