import type { HistoryEntry } from '@tradedesk/contracts/platform/history';
import type { Sql } from '@tradedesk/projections/platform/sql';
import { notFound } from '../http/errors.js';
import type { EventStore } from './event-store.js';

/**
 * The history view of any document: every event of its stream (upcast to today's shape), oldest
 * first, with who (user name) and when. 404 when the document does not exist.
 */
export async function documentHistory(store: EventStore, sql: Sql, streamId: string, what: string): Promise<{ streamId: string; events: HistoryEntry[] }> {
  const { events } = await store.readStream(streamId);
  if (events.length === 0) throw notFound(`No ${what} ${streamId.replace(/^[a-z-]+?-/, '')}.`, `${what.replace(/ /g, '_')}_not_found`);
  const userIds = [...new Set(events.map((e) => e.metadata.userId))];
  const { rows } = await sql.query<{ id: string; username: string }>(`select id, username from rm.users where id = any($1::text[])`, [userIds]);
  const names = new Map(rows.map((r) => [r.id, r.username]));
  return {
    streamId,
    events: events.map((e) => ({
      version: e.streamVersion,
      type: e.type,
      userId: e.metadata.userId,
      username: names.get(e.metadata.userId) ?? e.metadata.userId,
      at: e.recordedAt,
      data: e.data,
    })),
  };
}
