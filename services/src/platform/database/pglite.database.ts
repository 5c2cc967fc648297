import { type Extensions, PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Database, Lease, QueryResult, Sql } from '@tradedesk/projections/platform/sql';
import { DataDirLock } from './data-dir-lock.js';

/**
 * PostgreSQL settings of the embedded store. PGlite's default 128 MB of shared buffers is most of
 * its memory and buys little for one shop's data (the OS caches the files too): 8 MB keeps the
 * whole app near 300 MB resident (docs/operations.md "Embedded store"). 4 MB of work memory lets a
 * sales report's grouping of 20,000 products stay in memory instead of spilling to files.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB', '-c', 'work_mem=4MB', '-c', 'maintenance_work_mem=16MB'];

/**
 * Creates a new data directory in a child process: PGlite's initdb runs as a second WASM
 * instance whose memory (about 450 MB) this process would otherwise keep for good.
 */
async function createDataDir(dir: string): Promise<void> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const code = `const { PGlite } = require(${JSON.stringify(entry)});
(async () => { const db = new PGlite(${JSON.stringify(dir)}); await db.waitReady; await db.close(); })().catch((e) => { console.error(e); process.exit(1); });`;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`creating the embedded store in ${dir} failed (${code}): ${err.slice(0, 2000)}`))));
  });
}

/** COPY FROM of rows in the text format (Sql.copyFrom) on PGlite or one of its transactions. */
export async function copyInto(db: Pick<PGlite, 'query'>, table: string, columns: readonly string[], rows: readonly string[]): Promise<number> {
  if (!rows.some((r) => r.length)) return 0;
  const r = await db.query(`copy ${table} (${columns.join(', ')}) from '/dev/blob'`, [], { blob: new Blob(rows as string[]) });
  return r.affectedRows ?? 0;
}

/**
 * PGlite adapter: real PostgreSQL compiled to WASM, in this process, persisted under DATA_DIR.
 * PGlite runs one statement at a time; a mutex here serialises whole transactions so that two
 * requests never interleave statements of different transactions.
 */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  private readonly channels = new EventEmitter();
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(private readonly db: PGlite, private readonly lock: DataDirLock | null) {
    this.channels.setMaxListeners(0);
  }

  /**
   * dataDir undefined = in memory (tests). A directory is locked against a second process.
   * `template` starts an in-memory database from a dump (tests clone a migrated template in
   * ~0.3 s instead of creating a database in 3-5 s). `trigrams: false` leaves pg_trgm out, as on a
   * server where it cannot be created (tests of that fallback).
   */
  static async open(dataDir?: string, template?: Blob, opts: { trigrams?: boolean } = {}): Promise<PgliteDatabase> {
    const lock = dataDir ? await DataDirLock.acquire(dataDir) : null;
    try {
      if (dataDir && !existsSync(`${dataDir}/pgdata/PG_VERSION`)) await createDataDir(`${dataDir}/pgdata`);
      // pg_trgm: the product search's trigram indexes (infra/migrations/0006_pg_trgm.sql creates it).
      const extensions: Extensions = opts.trigrams === false ? {} : { pg_trgm };
      const base = { startParams: START_PARAMS, extensions };
      const db = dataDir ? new PGlite(`${dataDir}/pgdata`, base) : new PGlite(template ? { ...base, loadDataDir: template } : base);
      await db.waitReady;
      return new PgliteDatabase(db, lock);
    } catch (e) {
      await lock?.release();
      throw e;
    }
  }

  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  query<T>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
    return this.exclusive(async () => {
      const r = await this.db.query<T>(text, params as any[]);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    });
  }

  /** COPY FROM through PGlite's own API: the rows go in as a blob read from `/dev/blob`. */
  copyFrom(table: string, columns: readonly string[], rows: readonly string[]): Promise<number> {
    return this.exclusive(() => copyInto(this.db, table, columns, rows));
  }

  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    return this.exclusive(() =>
      this.db.transaction(async (t) => {
        const tx: Sql = {
          query: async <R>(text: string, params?: unknown[]) => {
            const r = await t.query<R>(text, params as any[]);
            return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
          },
          copyFrom: (table, columns, rows) => copyInto(t, table, columns, rows),
        };
        const out = await fn(tx);
        // pg_notify inside a PGlite transaction is delivered on commit by PGlite itself; our
        // in-process channels are fed by notify() below, which callers use after commit.
        return out;
      }),
    );
  }

  async tryLease(): Promise<Lease> {
    return { lost: new Promise<void>(() => undefined), release: async () => undefined };
  }

  async listen(channel: string, onPayload: (payload: string) => void) {
    this.channels.on(channel, onPayload);
    return async () => {
      this.channels.off(channel, onPayload);
    };
  }

  async notify(channel: string, payload: string) {
    this.channels.emit(channel, payload);
  }

  /** A dump of the whole database, to clone it (see open). */
  dump(): Promise<Blob> {
    return this.exclusive(() => this.db.dumpDataDir('none') as Promise<Blob>);
  }

  /** Raw PGlite for COPY-style bulk work in tools (dumpDataDir, exec of migration scripts). */
  exec(sql: string): Promise<unknown> {
    return this.exclusive(() => this.db.exec(sql));
  }

  async close() {
    await this.exclusive(() => this.db.close());
    await this.lock?.release();
  }
}
