import type { Employee, EmployeeList, ListEmployeesQuery } from '@tradedesk/contracts/identity/employees';
import type { Avatar, PagePrivileges, SysPagePrivileges } from '@tradedesk/contracts/identity/identity';
import type { Sql } from '../../platform/sql.js';

/** A user as the identity context needs it, with the positions that give them rights. */
export interface UserRecord {
  id: string;
  username: string;
  name: string;
  passwordHash: string;
  roles: string[];
  language: string;
  disabled: boolean;
  isBoss: boolean;
  positionIds: string[];
  tagIds: string[];
  pagePrivileges: PagePrivileges;
  sysPagePrivileges: SysPagePrivileges;
  avatar: Avatar | null;
  introduction: string;
  phone: string;
  email: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** Enabled positions only: a disabled position gives nothing. */
  positions: { id: string; name: string; pagePrivileges: PagePrivileges }[];
}

const POSITIONS_OF_USER = `coalesce((select jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name, 'pagePrivileges', p.page_privileges) order by p.name)
   from rm.positions p where not p.disabled and u.position_ids ? p.id), '[]'::jsonb) as positions`;

function iso(v: Date | string | null): string {
  if (v === null) return '';
  return v instanceof Date ? v.toISOString() : new Date(v).toISOString();
}

function toRecord(r: any): UserRecord {
  return {
    id: r.id,
    username: r.username,
    name: r.name,
    passwordHash: r.password_hash,
    roles: r.roles ?? [],
    language: r.language,
    disabled: r.disabled,
    isBoss: r.is_boss,
    positionIds: r.position_ids ?? [],
    tagIds: r.tag_ids ?? [],
    pagePrivileges: r.page_privileges ?? {},
    sysPagePrivileges: r.sys_page_privileges ?? {},
    avatar: r.avatar ?? null,
    introduction: r.introduction ?? '',
    phone: r.phone ?? '',
    email: r.email ?? '',
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at ?? r.created_at),
    version: r.version,
    positions: r.positions ?? [],
  };
}

export async function findUserByUsername(sql: Sql, username: string): Promise<UserRecord | null> {
  const { rows } = await sql.query(`select u.*, ${POSITIONS_OF_USER} from rm.users u where lower(u.username) = lower($1)`, [username]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function findUserById(sql: Sql, id: string): Promise<UserRecord | null> {
  const { rows } = await sql.query(`select u.*, ${POSITIONS_OF_USER} from rm.users u where u.id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The user behind a session token hash, when the session works at `now` and the user is enabled. */
/** A live session's user, with the session's id and when it expires (ISO). */
export type SessionUser = UserRecord & { sessionId: string; expiresAt: string };

export async function findSessionUser(sql: Sql, tokenHash: string, now: Date): Promise<SessionUser | null> {
  const { rows } = await sql.query(
    `select u.*, s.session_id, s.expires_at as session_expires_at, ${POSITIONS_OF_USER} from rm.sessions s join rm.users u on u.id = s.user_id
      where s.token_hash = $1 and s.ended_at is null and s.expires_at > $2 and not u.disabled`,
    [tokenHash, now.toISOString()],
  );
  const r = rows[0];
  return r ? { ...toRecord(r), sessionId: r.session_id, expiresAt: new Date(r.session_expires_at).toISOString() } : null;
}

/** Positions or tags named by id that exist, for checks before a command (unknown ids are left out). */
export async function existingIds(sql: Sql, table: 'positions' | 'user_tags', ids: string[]): Promise<{ id: string; disabled: boolean }[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql.query<{ id: string; disabled: boolean }>(`select id, disabled from rm.${table} where id = any($1::text[])`, [ids]);
  return rows;
}

const EMPLOYEE_SELECT = `select u.*,
   coalesce((select jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name, 'disabled', p.disabled) order by p.name)
     from rm.positions p where u.position_ids ? p.id), '[]'::jsonb) as all_positions,
   coalesce((select jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name, 'color', t.color) order by t.name)
     from rm.user_tags t where u.tag_ids ? t.id and not t.disabled), '[]'::jsonb) as tags
   from rm.users u`;

function toEmployee(r: any): Employee {
  const u = toRecord(r);
  return {
    id: u.id,
    username: u.username,
    name: u.name,
    language: u.language,
    roles: u.roles,
    positions: r.all_positions ?? [],
    tags: r.tags ?? [],
    isBoss: u.isBoss,
    pagePrivileges: u.pagePrivileges,
    sysPagePrivileges: u.sysPagePrivileges,
    phone: u.phone,
    email: u.email,
    introduction: u.introduction,
    avatar: u.avatar,
    disabled: u.disabled,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
    version: u.version,
  };
}

export async function getEmployee(sql: Sql, id: string): Promise<Employee | null> {
  const { rows } = await sql.query(`${EMPLOYEE_SELECT} where u.id = $1`, [id]);
  return rows[0] ? toEmployee(rows[0]) : null;
}

/** The Employees screen: filter, page, newest first. */
export async function listEmployees(sql: Sql, q: ListEmployeesQuery): Promise<EmployeeList> {
  const where: string[] = ['true'];
  const params: unknown[] = [];
  const add = (cond: string, v: unknown) => {
    params.push(v);
    where.push(cond.replaceAll('{}', `$${params.length}`));
  };
  if (q.disabled !== 'all') add('u.disabled = {}', q.disabled === 'true');
  if (q.search) add(`(u.username ilike {} or u.name ilike {} or u.phone ilike {} or u.email ilike {})`, `%${q.search.replace(/[%_\\]/g, '\\$&')}%`);
  if (q.role) add(`(u.roles ? {} or exists (select 1 from rm.positions p where u.position_ids ? p.id and lower(p.name) = lower({})))`, q.role);
  if (q.positionId) add('u.position_ids ? {}', q.positionId);
  if (q.tagId) add('u.tag_ids ? {}', q.tagId);
  const w = where.join(' and ');
  const total = await sql.query<{ n: number }>(`select count(*)::int as n from rm.users u where ${w}`, params);
  const { rows } = await sql.query(`${EMPLOYEE_SELECT} where ${w} order by u.created_at desc, u.id limit ${Number(q.limit)} offset ${Number((q.page - 1) * q.limit)}`, params);
  return { employees: rows.map(toEmployee), total: total.rows[0].n };
}

/** User names by id, for logs. */
export async function usernamesById(sql: Sql, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql.query<{ id: string; username: string }>('select id, username from rm.users where id = any($1::text[])', [ids]);
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** A user's display name (not the log-in name). */
export async function userDisplayName(sql: Sql, id: string): Promise<string | null> {
  const { rows } = await sql.query<{ name: string }>('select name from rm.users where id = $1', [id]);
  return rows[0]?.name ?? null;
}
