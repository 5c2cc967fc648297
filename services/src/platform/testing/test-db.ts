import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '@tradedesk/projections/platform/sql';
import { migrate } from '../database/migrator.js';
import { PgDatabase } from '../database/pg.database.js';
import { PgliteDatabase } from '../database/pglite.database.js';

/**
 * The PostgreSQL server integration tests run on (CI starts one when none answers). `npm test`
 * runs them in parallel jest workers and gives worker N > 1 a cluster of its own in TD_PG_URL_<N>
 * (infra/scripts/test.mjs): commit-order reading waits for every transaction of the cluster, so
 * one file's long write must not hold back another's reads.
 */
export const TEST_PG_URL = process.env[`TD_PG_URL_${process.env.JEST_WORKER_ID ?? '1'}`] || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = '/' + name;
  return u.toString();
}

export interface TestDatabase {
  db: Database;
  url?: string;
  drop(): Promise<void>;
}

/** A new, migrated PostgreSQL database of its own, dropped afterwards. */
export async function freshPg(opts: { migrate?: boolean; max?: number } = {}): Promise<TestDatabase> {
  const name = `td_test_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(TEST_PG_URL, name);
  const db = new PgDatabase(url, { max: opts.max ?? 12 });
  if (opts.migrate !== false) await migrate(db);
  return {
    db,
    url,
    drop: async () => {
      await db.close().catch(() => undefined);
      const a = new pg.Client({ connectionString: TEST_PG_URL });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

let template: Promise<Blob> | null = null;

/** An in-memory PGlite, migrated (cloned from a migrated template made once per test file). */
export async function freshPglite(opts: { migrate?: boolean; dir?: string } = {}): Promise<TestDatabase> {
  if (opts.dir || opts.migrate === false) {
    const db = await PgliteDatabase.open(opts.dir);
    if (opts.migrate !== false) await migrate(db);
    return { db, drop: () => db.close() };
  }
  template ??= (async () => {
    const t = await PgliteDatabase.open();
    await migrate(t);
    const dump = await t.dump();
    await t.close();
    return dump;
  })();
  const db = await PgliteDatabase.open(undefined, await template);
  return { db, drop: () => db.close() };
}

/** Both adapters, for contract tests that must hold on each. */
export const ADAPTERS: [string, () => Promise<TestDatabase>][] = [
  ['postgres', () => freshPg()],
  ['pglite', () => freshPglite()],
];

/**
 * Waits until `count` events are readable in commit order. Transaction ids are cluster-wide: a
 * long write transaction in ANY database of the server holds the xmin horizon back and delays
 * readers (docs/operations.md), so tests wait for visibility instead of assuming it.
 */
export async function waitReadable(store: { countAfter(cp: { tx: string; pos: string }): Promise<number> }, count: number, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const n = await store.countAfter({ tx: '0', pos: '0' });
    if (n >= count) return;
    if (Date.now() > deadline) throw new Error(`only ${n} of ${count} events became readable within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
