import type { HistoryEntry } from '@tradedesk/contracts/platform/history';
import { usernamesById } from '@tradedesk/projections/identity/users/users.query';
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
  const names = await usernamesById(sql, userIds);
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

/** The history views, injectable, so a controller reads history without holding the event store. */
export class DocumentHistory {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  of(streamId: string, what: string) {
    return documentHistory(this.store, this.sql, streamId, what);
  }
}
