import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Sql } from './sql.js';

/**
 * A position in commit order: (transaction id, global position), both decimal strings.
 * Reading by global position alone skips events whose transaction commits late
 * (docs/architecture.md, "Reading the log in commit order").
 */
export interface Checkpoint {
  tx: string;
  pos: string;
}

export const ZERO: Checkpoint = { tx: '0', pos: '0' };

export function compareCheckpoints(a: Checkpoint, b: Checkpoint): number {
  const atx = BigInt(a.tx), btx = BigInt(b.tx);
  if (atx !== btx) return atx < btx ? -1 : 1;
  const ap = BigInt(a.pos), bp = BigInt(b.pos);
  return ap === bp ? 0 : ap < bp ? -1 : 1;
}

export function checkpointOf(e: StoredEvent): Checkpoint {
  return { tx: e.transactionId, pos: e.globalPosition };
}

export interface ReadAllOptions {
  types?: string[];
  sql?: Sql;
  allCommitted?: boolean;
  /** false: the metadata column is not read; events carry only `commandId` in `metadata`. */
  metadata?: boolean;
}

/** What the projection runtime needs from the event store: the log in commit order. */
export interface EventSource {
  /**
   * Events after `after`, in commit order, only from transactions that can no longer be
   * overtaken (below the snapshot's xmin). `types` filters server-side but the returned
   * `last` still advances over skipped events so a filtered reader does not re-scan them.
   * `allCommitted` drops the xmin horizon and reads every committed event: only safe while the
   * caller holds locks that keep writers of what it builds out (a rebuild's swap).
   */
  readAll(after: Checkpoint, limit: number, opts?: ReadAllOptions): Promise<{ events: StoredEvent[]; last: Checkpoint; scanned: number }>;
  /** The checkpoint of the newest event that is safe to read now, or ZERO when the log is empty. */
  head(sql?: Sql): Promise<Checkpoint>;
  /** Number of safe-to-read events after the given checkpoint (for lag and progress bars). */
  countAfter(after: Checkpoint, sql?: Sql): Promise<number>;
}
