import type { Sql } from '../../platform/sql.js';

/**
 * Failure times, newest first, that count towards locking: for a user name, those after its last
 * successful sign-in; for an address, all. At most `limit`, none older than `since`.
 */
export async function recentFailures(sql: Sql, by: { usernameKey: string } | { address: string }, since: Date, limit: number): Promise<Date[]> {
  const { rows } =
    'usernameKey' in by
      ? await sql.query<{ at: Date | string }>(
          `select at from rm.signin_attempts
            where username_key = $1 and not ok and at > $2
              and at > coalesce((select max(at) from rm.signin_attempts where username_key = $1 and ok), '-infinity')
            order by at desc limit $3`,
          [by.usernameKey, since.toISOString(), limit],
        )
      : await sql.query<{ at: Date | string }>(`select at from rm.signin_attempts where address = $1 and not ok and at > $2 order by at desc limit $3`, [
          by.address,
          since.toISOString(),
          limit,
        ]);
  return rows.map((r) => new Date(r.at));
}
