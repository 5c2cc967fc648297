import type { ListPositionsQuery, Position, PositionList } from '@tradedesk/contracts/identity/positions';
import type { Sql } from '../../platform/sql.js';

const SELECT = `select p.*, (select count(*)::int from rm.users u where not u.disabled and u.position_ids ? p.id) as user_count from rm.positions p`;

function toPosition(r: any): Position {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    pagePrivileges: r.page_privileges ?? {},
    disabled: r.disabled,
    userCount: r.user_count,
    version: r.version,
  };
}

export async function listPositions(sql: Sql, q: ListPositionsQuery): Promise<PositionList> {
  const params: unknown[] = [];
  const where: string[] = ['true'];
  if (q.includeDisabled !== 'true') where.push('not p.disabled');
  if (q.search) {
    params.push(`%${q.search.replace(/[%_\\]/g, '\\$&')}%`);
    where.push(`(p.name ilike $${params.length} or p.description ilike $${params.length})`);
  }
  const { rows } = await sql.query(`${SELECT} where ${where.join(' and ')} order by lower(p.name)`, params);
  return { positions: rows.map(toPosition), total: rows.length };
}

export async function getPosition(sql: Sql, id: string): Promise<Position | null> {
  const { rows } = await sql.query(`${SELECT} where p.id = $1`, [id]);
  return rows[0] ? toPosition(rows[0]) : null;
}

export async function findPositionIdByName(sql: Sql, name: string): Promise<string | null> {
  const { rows } = await sql.query<{ id: string }>('select id from rm.positions where lower(name) = lower($1)', [name]);
  return rows[0]?.id ?? null;
}

/** Names of the enabled positions, alphabetical (the position drop-down). */
export async function enabledPositionNames(sql: Sql): Promise<string[]> {
  const { rows } = await sql.query<{ name: string }>('select name from rm.positions where not disabled order by lower(name)');
  return rows.map((r) => r.name);
}
