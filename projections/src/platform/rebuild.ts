import { changePayload, RM_CHANGED_CHANNEL } from './changes.js';
import { ensureCheckpoint, writeCheckpoint } from './checkpoints.js';
import { type Checkpoint, type EventSource, ZERO } from './event-source.js';
import { contextFor, LIVE_SCHEMA, lockKey, type Projector } from './projector.js';
import { type Database, ident } from './sql.js';

export interface RebuildProgress {
  projector: string;
  done: number;
  total: number;
  phase: 'replaying' | 'swapping' | 'done';
}

export interface RebuildDeps {
  db: Database;
  source: EventSource;
  projector: Projector;
  batchSize?: number;
  onProgress?: (p: RebuildProgress) => void;
  log?: { info(msg: string): void };
}

export interface RebuildResult {
  projector: string;
  events: number;
  ms: number;
  eventsPerSecond: number;
}

/**
 * Rebuilds one read model from position zero into a shadow schema, then swaps it in.
 *
 * The live tables keep answering (and, for async projectors, keep being updated by the daemon)
 * until the swap. The swap runs in one short transaction that
 *  - takes the projector's advisory lock (the daemon takes it for every batch), and for inline
 *    projectors an exclusive lock on the live tables (appends write them in their transaction),
 *  - applies the events that arrived during the replay,
 *  - drops the live tables, moves the shadow tables into `rm`, and sets the checkpoint.
 */
export async function rebuildProjector(deps: RebuildDeps): Promise<RebuildResult> {
  const { db, source, projector: p } = deps;
  const started = Date.now();
  // The projector's own batch size; PGlite holds a whole batch in its WASM memory: 20,000 at most.
  const batchSize = deps.batchSize ?? (db.kind === 'pglite' ? Math.min(p.rebuildBatchSize ?? 10000, 20000) : p.rebuildBatchSize ?? 10000);
  const shadow = `rm_rebuild_${p.name.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}`;
  const types = [...p.handles];
  const metadata = p.readsMetadata !== false;
  await ensureCheckpoint(db, p.name);
  await db.query(`drop schema if exists ${ident(shadow)} cascade`);
  await db.query(`create schema ${ident(shadow)}`);
  await p.migrate(contextFor(db, shadow));
  // The shadow tables skip the write-ahead log while they are filled (a crash mid-rebuild just
  // means rebuilding again); they become logged, in one pass, inside the swap.
  if (db.kind === 'postgres') for (const t of p.tables) await db.query(`alter table ${ident(shadow)}.${ident(t)} set unlogged`);
  for (const ix of p.rebuildLateIndexes ?? []) await db.query(`drop index if exists ${ident(shadow)}.${ident(ix)}`);

  const total = await source.countAfter(ZERO);
  await db.query(`update rm.checkpoints set status = 'rebuilding', rebuild_total = $2, rebuild_done = 0, updated_at = now() where projector = $1`, [p.name, total]);
  let cp: Checkpoint = ZERO;
  let done = 0;
  let applied = 0;
  const report = (phase: RebuildProgress['phase']) => deps.onProgress?.({ projector: p.name, done: Math.min(done, total), total, phase });
  report('replaying');
  let lastReported = 0;
  // Reading the next batch overlaps applying this one (two connections on PostgreSQL).
  let next = source.readAll(cp, batchSize, { types, metadata });
  for (;;) {
    const { events, last, scanned } = await next;
    if (scanned === 0) break;
    next = source.readAll(last, batchSize, { types, metadata });
    next.catch(() => undefined);
    if (events.length) await db.transaction((tx) => p.apply(events, contextFor(tx, shadow, 'replay')).then(() => undefined));
    cp = last;
    done += scanned;
    applied += events.length;
    report('replaying');
    if (done - lastReported >= 50_000) {
      lastReported = done;
      await db.query('update rm.checkpoints set rebuild_done = $2, updated_at = now() where projector = $1', [p.name, done]);
    }
  }

  // The indexes left out while filling, built once now (migrate creates what is missing).
  if (p.rebuildLateIndexes?.length) await p.migrate(contextFor(db, shadow));
  for (const [t, ix] of Object.entries(p.rebuildClusters ?? {})) await db.query(`cluster ${ident(shadow)}.${ident(t)} using ${ident(ix)}`);
  // Statistics of the filled tables before they go live: the planner picks the read model's
  // indexes from them (PGlite has no autovacuum that would gather them later).
  for (const t of p.tables) await db.query(`analyze ${ident(shadow)}.${ident(t)}`);

  report('swapping');
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [lockKey(p.name)]);
    if (p.inline && db.kind === 'postgres') {
      for (const t of p.tables) {
        const { rows } = await tx.query<{ ok: boolean }>('select to_regclass($1) is not null as ok', [`${LIVE_SCHEMA}.${t}`]);
        if (rows[0].ok) await tx.query(`lock table ${ident(LIVE_SCHEMA)}.${ident(t)} in access exclusive mode`);
      }
    }
    // Catch up with what was appended during the replay. For inline projectors every committed
    // event counts (writers of their tables are now blocked on our lock, so none can be missed).
    for (;;) {
      const { events, last, scanned } = await source.readAll(cp, batchSize, { types, sql: tx, allCommitted: !!p.inline, metadata });
      if (scanned === 0) break;
      if (events.length) await p.apply(events, contextFor(tx, shadow, 'replay'));
      cp = last;
      done += scanned;
      applied += events.length;
    }
    for (const t of p.tables) {
      if (db.kind === 'postgres') await tx.query(`alter table ${ident(shadow)}.${ident(t)} set logged`);
      await tx.query(`drop table if exists ${ident(LIVE_SCHEMA)}.${ident(t)} cascade`);
      await tx.query(`alter table ${ident(shadow)}.${ident(t)} set schema ${ident(LIVE_SCHEMA)}`);
    }
    await tx.query(`drop schema ${ident(shadow)} cascade`);
    await writeCheckpoint(tx, p.name, cp, { version: p.version, status: p.inline ? 'inline' : 'running' });
    await tx.query('update rm.checkpoints set rebuild_total = null, rebuild_done = null where projector = $1', [p.name]);
    // Every row may have changed: screens reload, caches of this read model drop their answers.
    if (db.kind === 'postgres') await tx.query('select pg_notify($1, $2)', [RM_CHANGED_CHANNEL, changePayload(p.name, [], cp)]);
  });
  if (db.kind !== 'postgres') await db.notify(RM_CHANGED_CHANNEL, changePayload(p.name, [], cp));
  report('done');
  const ms = Date.now() - started;
  if (done > 0) deps.log?.info(`read model ${p.name} rebuilt from ${done} events (${applied} applied) in ${ms} ms`);
  return { projector: p.name, events: done, ms, eventsPerSecond: Math.round((done / Math.max(ms, 1)) * 1000) };
}
