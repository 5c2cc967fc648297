import type { Sql } from '../../platform/sql.js';

/** Sessions of a user that still work at `now` (for revoking them). */
export async function activeSessionIds(sql: Sql, userId: string, now: Date): Promise<string[]> {
  const { rows } = await sql.query<{ session_id: string }>(
    'select session_id from rm.sessions where user_id = $1 and ended_at is null and expires_at > $2 order by started_at',
    [userId, now.toISOString()],
  );
  return rows.map((r) => r.session_id);
}
