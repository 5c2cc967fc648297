import type { Salesperson } from '@tradedesk/contracts/reports/report-insight';
import type { Sql } from '../../platform/sql.js';

/** Users by id with their username and name (the salespeople of the sale facts); `activeOnly`: the enabled users, by name. */
export async function salespeople(sql: Sql, opts: { ids?: readonly string[]; activeOnly?: boolean } = {}): Promise<Salesperson[]> {
  const { rows } = await sql.query<Salesperson>(
    `select id, username, name from rm.users where ($1::text[] is null or id = any($1::text[])) and (not $2::boolean or not disabled) order by coalesce(nullif(name, ''), username), id`,
    [opts.ids ?? null, !!opts.activeOnly],
  );
  return rows;
}
