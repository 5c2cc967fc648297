import type { ListTagsQuery, Tag, TagList } from '@tradedesk/contracts/identity/tags';
import type { Sql } from '../../platform/sql.js';

const SELECT = `select t.*, (select count(*)::int from rm.users u where not u.disabled and u.tag_ids ? t.id) as user_count from rm.user_tags t`;

function toTag(r: any): Tag {
  return { id: r.id, name: r.name, color: r.color, disabled: r.disabled, userCount: r.user_count, version: r.version };
}

export async function listTags(sql: Sql, q: ListTagsQuery): Promise<TagList> {
  const params: unknown[] = [];
  const where: string[] = ['true'];
  if (q.includeDisabled !== 'true') where.push('not t.disabled');
  if (q.search) {
    params.push(`%${q.search.replace(/[%_\\]/g, '\\$&')}%`);
    where.push(`t.name ilike $${params.length}`);
  }
  const { rows } = await sql.query(`${SELECT} where ${where.join(' and ')} order by lower(t.name)`, params);
  return { tags: rows.map(toTag), total: rows.length };
}

export async function getTag(sql: Sql, id: string): Promise<Tag | null> {
  const { rows } = await sql.query(`${SELECT} where t.id = $1`, [id]);
  return rows[0] ? toTag(rows[0]) : null;
}

export async function findTagIdByName(sql: Sql, name: string): Promise<string | null> {
  const { rows } = await sql.query<{ id: string }>('select id from rm.user_tags where lower(name) = lower($1)', [name]);
  return rows[0]?.id ?? null;
}
