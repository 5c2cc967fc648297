import type { ListMembershipLevelsQuery, MembershipLevel } from '@tradedesk/contracts/customers/membership-levels';
import type { Sql } from '../../platform/sql.js';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const toLevel = (r: any): MembershipLevel => ({
  id: r.id,
  name: r.name,
  discount: r.discount,
  priceType: r.price_type,
  memo: r.memo,
  status: r.status,
  customerCount: r.customer_count,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  version: r.version,
});
const SELECT = `select l.id, l.name, l.discount::text, l.price_type, l.memo, l.status, l.created_at, l.updated_at, l.version,
  (select count(*)::int from rm.customers c where c.membership_level_id = l.id) as customer_count from rm.membership_levels l`;

export async function listMembershipLevels(sql: Sql, q: ListMembershipLevelsQuery): Promise<{ levels: MembershipLevel[] }> {
  const { rows } = await sql.query(`${SELECT} where ($1::text = 'all' or l.status = $1) order by l.discount, lower(l.name)`, [q.status]);
  return { levels: rows.map(toLevel) };
}

export async function getMembershipLevel(sql: Sql, id: string): Promise<MembershipLevel | null> {
  const { rows } = await sql.query(`${SELECT} where l.id = $1`, [id]);
  return rows[0] ? toLevel(rows[0]) : null;
}

/** Levels by name (lower case): id and status. */
export async function membershipLevelsByName(sql: Sql): Promise<Map<string, { id: string; name: string; status: string }>> {
  const { rows } = await sql.query<{ id: string; name: string; status: string }>(`select id, name, status from rm.membership_levels`);
  return new Map(rows.map((r) => [r.name.toLowerCase(), r]));
}
