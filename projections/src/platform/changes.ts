import type { ReadModelChanged } from '@tradedesk/contracts/platform/events';
import type { Checkpoint } from './event-source.js';

/** The channel on which a read model's changes are announced (live push, waiters, caches). */
export const RM_CHANGED_CHANNEL = 'rm_changed';
/** PostgreSQL NOTIFY payloads are limited to 8000 bytes: beyond this many ids we send none ("many"). */
const MAX_IDS_IN_PUSH = 100;

/** What a change notification says: which read model, which ids (none: "many" or "all"), up to where. */
export function changePayload(readModel: string, ids: readonly string[], last: Checkpoint): string {
  const change: ReadModelChanged = { readModel, ids: ids.length > MAX_IDS_IN_PUSH ? [] : [...new Set(ids)], position: last.pos };
  return JSON.stringify(change);
}
