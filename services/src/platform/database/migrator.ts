import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from '@tradedesk/projections/platform/sql';

/** infra/migrations, found from this file in src/ or dist/ (both sit at the same depth). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../../infra/migrations/', import.meta.url));

const MIGRATION_LOCK = 741_001;

/**
 * Applies infra/migrations/*.sql in name order, each once, each in its own transaction.
 * On PostgreSQL an advisory lock keeps two starting processes from migrating at once.
 */
export async function migrate(db: Database, log: (line: string) => void = () => undefined): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query('create schema if not exists es');
    await tx.query('create table if not exists es.schema_migrations (name text primary key, applied_at timestamptz not null default now())');
    const done = new Set((await tx.query<{ name: string }>('select name from es.schema_migrations')).rows.map((r) => r.name));
    for (const f of files) {
      if (done.has(f)) continue;
      const sql = await readFile(MIGRATIONS_DIR + f, 'utf8');
      for (const stmt of splitSql(sql)) await tx.query(stmt);
      await tx.query('insert into es.schema_migrations (name) values ($1)', [f]);
      applied.push(f);
    }
  });
  // One line, not one per file: a new store applies every migration at its first start.
  if (applied.length) log(`${applied.length === 1 ? 'migration' : 'migrations'} applied: ${applied.join(', ')}`);
  return applied;
}

/** Splits a migration into statements, keeping $$-quoted bodies whole. */
export function splitSql(sql: string): string[] {
  const out: string[] = [];
  let cur = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    const trimmed = line.trim();
    if (!inDollar && (trimmed.startsWith('--') || trimmed === '')) continue;
    cur += line + '\n';
    const dollars = (line.match(/\$\$/g) ?? []).length;
    if (dollars % 2 === 1) inDollar = !inDollar;
    if (!inDollar && trimmed.endsWith(';')) {
      out.push(cur.trim().replace(/;$/, ''));
      cur = '';
    }
  }
  if (cur.trim()) out.push(cur.trim().replace(/;$/, ''));
  return out;
}

/** Migrations present in infra/migrations but not yet applied. */
export async function pendingMigrations(db: Database): Promise<{ pending: string[] }> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const { rows } = await db.query<{ name: string }>(
    "select name from es.schema_migrations where to_regclass('es.schema_migrations') is not null",
  ).catch(() => ({ rows: [] as { name: string }[] }));
  const done = new Set(rows.map((r) => r.name));
  return { pending: files.filter((f) => !done.has(f)) };
}
