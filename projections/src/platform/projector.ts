import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Sql } from './sql.js';

/** Where a projector writes: the live schema `rm`, or a shadow schema during a rebuild. */
export interface ProjectorContext {
  sql: Sql;
  schema: string;
  /**
   * Where the events come from: 'append' (inline, inside the append's transaction: the only
   * place a projector may refuse an event, e.g. stock going negative, rolling the append back),
   * 'follow' (the daemon) or 'replay' (a rebuild). Rows must not depend on it.
   */
  phase: 'append' | 'follow' | 'replay';
  /** `schema.table`, quoted: the only way a projector should name its tables. */
  table(name: string): string;
}

/**
 * A projector owns one read model (one or more tables) and builds it from events.
 *
 * - `handles` lists the event types it reads; the daemon only hands it those.
 * - `apply` receives a batch in commit order and must be deterministic: the same events give
 *   the same rows, so a rebuild from position zero equals the incrementally built model.
 * - `inline` projectors run inside the append's transaction (for rules that need current data);
 *   all others are applied by the projection daemon, each batch in one transaction with the
 *   projector's checkpoint.
 * - Bump `version` when the table shape or the meaning of the rows changes: the daemon then
 *   rebuilds the read model from the log on start.
 */
export interface Projector {
  readonly name: string;
  readonly version: number;
  readonly handles: readonly string[];
  readonly tables: readonly string[];
  readonly inline?: boolean;
  /**
   * Events per batch of a rebuild (default 10,000). A projector that keeps per-key state (the cost
   * of a product) loads and writes each key once per batch, so larger batches mean fewer round
   * trips; on PGlite a rebuild reads at most 20,000 events at a time whatever this says (memory).
   */
  readonly rebuildBatchSize?: number;
  /**
   * false: the projector never reads `metadata` (who, command ids), so the log is read without that
   * column and its events carry only `commandId` there. Default true.
   */
  readonly readsMetadata?: boolean;
  /**
   * Indexes (names, as `migrate` creates them) that the projector's `apply` never reads: a rebuild
   * drops them from the shadow tables while they fill and creates them again, once, by running
   * `migrate` again before the swap (one sorted build instead of upkeep row by row).
   */
  readonly rebuildLateIndexes?: readonly string[];
  /**
   * Tables (name -> index) whose rows a rebuild puts in that index's order before the swap
   * (CLUSTER): queries that read one key range (a month's rows) then read few, whole pages
   * instead of rows spread over the table by the order the events came in. Later writes do not
   * keep the order; a fillfactor below 100 on the table lets updates stay on their page.
   */
  readonly rebuildClusters?: Readonly<Record<string, string>>;
  /** Creates the tables in `schema` when missing (idempotent DDL; use ctx.table()). */
  migrate(ctx: ProjectorContext): Promise<void>;
  /** Applies a batch; answers the ids of the rows it changed (pushed live to browsers). */
  apply(events: StoredEvent[], ctx: ProjectorContext): Promise<readonly string[] | void>;
}

export const LIVE_SCHEMA = 'rm';

export function contextFor(sql: Sql, schema: string, phase: ProjectorContext['phase'] = 'follow'): ProjectorContext {
  return { sql, schema, phase, table: (name: string) => `"${schema}"."${name}"` };
}

/** A stable 32-bit key for advisory locks, from the projector name. */
export function lockKey(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/**
 * An inline projector refusing the events of an append (only in phase 'append'): the append's
 * transaction rolls back and the API answers with this status and reason. This is how a rule
 * that needs current data under concurrency (stock may not go negative) is enforced race-free.
 */
export class ProjectionRefusal extends Error {
  constructor(
    readonly reason: string,
    message: string,
    readonly httpStatus = 409,
    readonly params: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
