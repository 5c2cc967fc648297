import type { Sql } from '../../platform/sql.js';

export interface TillChange {
  kind: 'product' | 'customer' | 'payMethod' | 'settings';
  id: string;
  position: string;
}

/**
 * What changed after `since`, in log order, about `limit` entries a page (a page ends on a whole
 * position, so it may hold a few more); `position` is where the next page starts, `more` says one
 * waits.
 */
export async function tillChangesSince(sql: Sql, since: string, limit: number): Promise<{ changes: TillChange[]; position: string; more: boolean }> {
  const { rows } = await sql.query<{ kind: TillChange['kind']; id: string; position: string }>(
    `with page as (select position from rm.pos_till_changes where position > $1 order by position limit $2)
     select kind, id, position::text from rm.pos_till_changes where position > $1 and position <= (select max(position) from page) order by position, kind, id`,
    [since, limit],
  );
  const position = rows.at(-1)?.position ?? since;
  const more = rows.length >= limit && (await sql.query(`select 1 from rm.pos_till_changes where position > $1 limit 1`, [position])).rows.length > 0;
  return { changes: rows, position, more };
}
