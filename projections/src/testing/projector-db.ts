import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { LIVE_SCHEMA } from '../platform/projector.js';
import type { QueryResult, Sql } from '../platform/sql.js';

/**
 * A real PostgreSQL (PGlite, in memory) for the projector tests that live beside their projectors,
 * with the empty rm schema: each test migrates the projectors it applies. Projectors need only the
 * `Sql` port, so these tests do not reach for the services' database adapters (projections never
 * import services). Like the migrated store (infra/migrations/0006_pg_trgm.sql) it has pg_trgm,
 * unless `trigrams: false` (a server where the extension could not be created).
 */
export async function projectorTestDb(opts: { trigrams?: boolean } = {}): Promise<{ db: Sql; drop(): Promise<void> }> {
  const pg = new PGlite({ extensions: { pg_trgm } });
  await pg.waitReady;
  if (opts.trigrams !== false) await pg.exec('create extension if not exists pg_trgm');
  // PGlite runs one statement at a time: queue them, as the services' adapter does.
  let queue: Promise<unknown> = Promise.resolve();
  const db: Sql = {
    query<T>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
      const run = queue.then(async () => {
        const r = await pg.query<T>(text, params as any[]);
        return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
      });
      queue = run.catch(() => undefined);
      return run;
    },
    // COPY FROM as the services' PGlite adapter does it (a blob read from /dev/blob).
    copyFrom(table: string, columns: readonly string[], rows: readonly string[]): Promise<number> {
      const run = queue.then(async () => {
        if (!rows.some((r) => r.length)) return 0;
        const r = await pg.query(`copy ${table} (${columns.join(', ')}) from '/dev/blob'`, [], { blob: new Blob(rows as string[]) });
        return r.affectedRows ?? 0;
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
  await db.query(`create schema if not exists ${LIVE_SCHEMA}`);
  return { db, drop: () => pg.close() };
}

export type ProjectorTestDb = Awaited<ReturnType<typeof projectorTestDb>>;
