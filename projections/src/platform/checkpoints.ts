import type { Checkpoint } from './event-source.js';
import type { Sql } from './sql.js';

export interface CheckpointRow extends Checkpoint {
  projector: string;
  version: number;
  status: string;
  lastError: string | null;
  rebuildTotal: number | null;
  rebuildDone: number | null;
  updatedAt: string;
}

export async function readCheckpoint(sql: Sql, projector: string, forUpdate = false): Promise<CheckpointRow | null> {
  const { rows } = await sql.query<any>(
    `select projector, version, tx::text as tx, pos::text as pos, status, last_error, rebuild_total, rebuild_done, updated_at
       from rm.checkpoints where projector = $1 ${forUpdate ? 'for update' : ''}`,
    [projector],
  );
  return rows[0] ? toRow(rows[0]) : null;
}

/** The checkpoints of these projectors (those that have one), in one statement. */
export async function readCheckpoints(sql: Sql, projectors: readonly string[], forUpdate = false): Promise<CheckpointRow[]> {
  const { rows } = await sql.query<any>(
    `select projector, version, tx::text as tx, pos::text as pos, status, last_error, rebuild_total, rebuild_done, updated_at
       from rm.checkpoints where projector = any($1::text[]) order by projector ${forUpdate ? 'for update' : ''}`,
    [projectors],
  );
  return rows.map(toRow);
}

/**
 * PostgreSQL: the projectors' advisory locks (in key order: no deadlock between daemons and
 * rebuilds), then their checkpoint rows for update, in one statement. The locks are a one-time
 * filter, taken before any row is read; FOR UPDATE answers each row's latest committed version.
 */
export async function lockAndReadCheckpoints(sql: Sql, projectors: readonly string[], lockKeys: readonly number[]): Promise<CheckpointRow[]> {
  const { rows } = await sql.query<any>(
    `select projector, version, tx::text as tx, pos::text as pos, status, last_error, rebuild_total, rebuild_done, updated_at
       from rm.checkpoints
      where (select count(pg_advisory_xact_lock(k)) from (select unnest($2::int[]) as k order by 1) keys) >= 0
        and projector = any($1::text[])
      order by projector for update`,
    [projectors, lockKeys],
  );
  return rows.map(toRow);
}

export async function readAllCheckpoints(sql: Sql): Promise<CheckpointRow[]> {
  const { rows } = await sql.query<any>(
    `select projector, version, tx::text as tx, pos::text as pos, status, last_error, rebuild_total, rebuild_done, updated_at
       from rm.checkpoints order by projector`,
  );
  return rows.map(toRow);
}

function toRow(r: any): CheckpointRow {
  return {
    projector: r.projector,
    version: r.version,
    tx: r.tx,
    pos: r.pos,
    status: r.status,
    lastError: r.last_error,
    rebuildTotal: r.rebuild_total == null ? null : Number(r.rebuild_total),
    rebuildDone: r.rebuild_done == null ? null : Number(r.rebuild_done),
    updatedAt: r.updated_at instanceof Date ? r.updated_at.toISOString() : String(r.updated_at),
  };
}

export async function ensureCheckpoint(sql: Sql, projector: string): Promise<void> {
  await sql.query('insert into rm.checkpoints (projector) values ($1) on conflict (projector) do nothing', [projector]);
}

export async function writeCheckpoint(sql: Sql, projector: string, cp: Checkpoint, extra: { version?: number; status?: string } = {}): Promise<void> {
  await sql.query(
    `update rm.checkpoints set tx = $2::text::xid8, pos = $3::bigint, updated_at = now(), last_error = null,
        status = coalesce($4, status), version = coalesce($5, version)
      where projector = $1`,
    [projector, cp.tx, cp.pos, extra.status ?? null, extra.version ?? null],
  );
}

export async function setStatus(sql: Sql, projector: string, status: string, lastError: string | null = null): Promise<void> {
  await sql.query('update rm.checkpoints set status = $2, last_error = $3, updated_at = now() where projector = $1', [projector, status, lastError]);
}

/** Moves the checkpoints of projectors $1 to ($2 tx, $3 pos). */
export const CHECKPOINTS_UPDATE = `update rm.checkpoints set tx = $2::text::xid8, pos = $3::bigint, updated_at = now(), last_error = null, status = 'running'
  where projector = any($1::text[]) returning 1`;

/** Moves these projectors' checkpoints to `cp` (one statement: a batch of the daemon). */
export async function writeCheckpoints(sql: Sql, projectors: readonly string[], cp: Checkpoint): Promise<void> {
  if (projectors.length === 0) return;
  await sql.query(CHECKPOINTS_UPDATE, [projectors, cp.tx, cp.pos]);
}
