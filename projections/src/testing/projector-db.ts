import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  const pg = new PGlite({ extensions: { pg_trgm }, loadDataDir: await template(opts.trigrams !== false) });
  await pg.waitReady;
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
  return { db, drop: () => pg.close() };
}

const templates = new Map<boolean, Promise<Blob>>();
/**
 * The initialised, empty database (the rm schema, pg_trgm unless `trigrams` is false) as a dump of
 * its data directory: PGlite's initdb takes seconds of CPU (much more on a loaded machine), loading
 * a dump a fraction of that. Made once per PGlite version and kept in the temp directory for every
 * later test file (each jest file has its own modules); written under a temporary name and renamed,
 * so a file being written is never read.
 */
function template(trigrams: boolean): Promise<Blob> {
  let made = templates.get(trigrams);
  if (!made) {
    made = (async () => {
      // Keyed by the PGlite build in use (its entry file's size and time): another version makes its own.
      const entry = statSync(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
      const file = join(tmpdir(), `tradedesk-projector-db-${entry.size}-${Math.floor(entry.mtimeMs)}-${LIVE_SCHEMA}-${trigrams ? 'trgm' : 'plain'}-1.tar`);
      if (existsSync(file)) return new Blob([readFileSync(file)]);
      const pg = new PGlite({ extensions: { pg_trgm } });
      await pg.waitReady;
      if (trigrams) await pg.exec('create extension if not exists pg_trgm');
      await pg.exec(`create schema if not exists ${LIVE_SCHEMA}`);
      const dump = (await pg.dumpDataDir('none')) as Blob;
      await pg.close();
      const part = `${file}.${process.pid}.part`;
      writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
      renameSync(part, file);
      return dump;
    })();
    templates.set(trigrams, made);
  }
  return made;
}

export type ProjectorTestDb = Awaited<ReturnType<typeof projectorTestDb>>;
