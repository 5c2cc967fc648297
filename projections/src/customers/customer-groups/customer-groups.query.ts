import type { CustomerGroup, ListCustomerGroupsQuery } from '@tradedesk/contracts/customers/customer-groups';
import type { Sql } from '../../platform/sql.js';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const toGroup = (r: any): CustomerGroup => ({
  id: r.id,
  name: r.name,
  memo: r.memo,
  status: r.status,
  memberCount: r.member_count,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  version: r.version,
});
const SELECT = `select g.*, (select count(*)::int from rm.customers c where c.group_ids @> array[g.id]) as member_count from rm.customer_groups g`;

export async function listCustomerGroups(sql: Sql, q: ListCustomerGroupsQuery): Promise<{ groups: CustomerGroup[] }> {
  const { rows } = await sql.query(`${SELECT} where ($1::text = 'all' or g.status = $1) order by lower(g.name)`, [q.status]);
  return { groups: rows.map(toGroup) };
}

export async function getCustomerGroup(sql: Sql, id: string): Promise<CustomerGroup | null> {
  const { rows } = await sql.query(`${SELECT} where g.id = $1`, [id]);
  return rows[0] ? toGroup(rows[0]) : null;
}

/** Groups by name (lower case): id and status. */
export async function customerGroupsByName(sql: Sql): Promise<Map<string, { id: string; name: string; status: string }>> {
  const { rows } = await sql.query<{ id: string; name: string; status: string }>(`select id, name, status from rm.customer_groups`);
  return new Map(rows.map((r) => [r.name.toLowerCase(), r]));
}

/** The groups of these ids that exist: id -> status. */
export async function customerGroupStatuses(sql: Sql, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql.query<{ id: string; status: string }>(`select id, status from rm.customer_groups where id = any($1::text[])`, [ids]);
  return new Map(rows.map((r) => [r.id, r.status]));
}
