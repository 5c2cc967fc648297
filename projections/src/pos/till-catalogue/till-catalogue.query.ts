import type { Sql } from '../../platform/sql.js';

export interface TillChange {
  kind: 'product' | 'customer' | 'payMethod' | 'settings';
  id: string;
  position: string;
  /** A product's body as the feed sends it (JSON), when the read model holds one. */
  body: string | null;
}

/**
 * What changed after `since`, in log order, about `limit` entries a page (a page ends on a whole
 * position, so it may hold a few more); `position` is where the next page starts, `more` says one
 * waits.
 */
export async function tillChangesSince(sql: Sql, since: string, limit: number): Promise<{ changes: TillChange[]; position: string; more: boolean }> {
  // Ordered by the bigint column (c.position), not by the text it is answered as: '999' sorts after '1000'.
  const { rows } = await sql.query<{ kind: TillChange['kind']; id: string; at: string; body: string | null }>(
    `with page as (select position from rm.pos_till_changes where position > $1 order by position limit $2)
     select c.kind, c.id, c.position::text as at, c.body from rm.pos_till_changes c where c.position > $1 and c.position <= (select max(position) from page) order by c.position, c.kind, c.id`,
    [since, limit],
  );
  const changes = rows.map((r) => ({ kind: r.kind, id: r.id, position: r.at, body: r.body }));
  const position = changes.at(-1)?.position ?? since;
  const more = changes.length >= limit && (await sql.query(`select 1 from rm.pos_till_changes where position > $1 limit 1`, [position])).rows.length > 0;
  return { changes, position, more };
}
