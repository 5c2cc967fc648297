import type { Sql } from '@tradedesk/projections/platform/sql';

export interface HistoryEntry {
  version: number;
  type: string;
  at: string;
  userId: string;
  username: string | null;
  data: unknown;
}

/** The history view of any document: every event of its stream, oldest first, with who and when; null when there is none. */
export async function documentHistory(sql: Sql, streamId: string): Promise<HistoryEntry[] | null> {
  const { rows } = await sql.query<any>(
    `select e.stream_version::int as version, e.type, e.recorded_at, e.metadata->>'userId' as user_id, u.username, e.data
       from es.events e left join rm.users u on u.id = e.metadata->>'userId'
      where e.stream_id = $1 order by e.stream_version`,
    [streamId],
  );
  if (rows.length === 0) return null;
  return rows.map((r) => ({ version: r.version, type: r.type, at: new Date(r.recorded_at).toISOString(), userId: r.user_id, username: r.username ?? null, data: r.data }));
}
