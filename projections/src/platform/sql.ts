/**
 * The small SQL port that both the event store and the projection runtime run on. Services
 * implement it twice: PostgreSQL through `pg`, PGlite in process. Same SQL on both.
 */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Sql {
  query<T = Record<string, any>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
  /**
   * Inside a PostgreSQL transaction: NOTIFY sent with the COMMIT, in the same round trip (dropped
   * on rollback, like any NOTIFY in a transaction). Absent elsewhere.
   */
  notifyOnCommit?(channel: string, payload: string): void;
  /**
   * Bulk load: `copy <table> (<columns>) from stdin` in PostgreSQL's text format (one row per line,
   * columns separated by tabs, `\N` for null, values escaped with `copyText`), given as pieces of
   * whole lines that are sent one after the other (no joining of a large string). Far cheaper than
   * an insert of the same rows for large batches. Adapters that cannot do it leave it out: callers
   * fall back to an insert. Answers the number of rows loaded.
   */
  copyFrom?(table: string, columns: readonly string[], rows: readonly string[]): Promise<number>;
}

/** A value in COPY's text format: null as `\N`; backslash, tab, newline and carriage return escaped. */
export function copyText(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '\\N';
  const s = typeof v === 'number' ? String(v) : v;
  return /[\\\t\n\r]/.test(s) ? s.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')) : s;
}

export interface Lease {
  /** Resolves when the lease is lost (connection dropped); the holder must stop its work. */
  readonly lost: Promise<void>;
  release(): Promise<void>;
}

export interface Database extends Sql {
  readonly kind: 'postgres' | 'pglite';
  /** Runs fn in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * Session-level exclusive lease (PostgreSQL advisory lock on a dedicated connection). Answers
   * null when another process holds it. On PGlite the data-directory lock already makes this
   * process the only one, so the lease is always granted.
   */
  tryLease(key: number): Promise<Lease | null>;
  /** LISTEN on PostgreSQL; an in-process channel on PGlite. Returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY outside a transaction (inside one, use `select pg_notify(...)` on the tx). */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL error code of a unique violation, raised by both adapters. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(e: unknown, constraint?: string): boolean {
  const err = e as { code?: string; constraint?: string; message?: string };
  if (err?.code !== UNIQUE_VIOLATION) return false;
  if (!constraint) return true;
  return err.constraint === constraint || (err.message ?? '').includes(constraint);
}

/** Quote an identifier we generate ourselves (schema/table names from code, never user input). */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe SQL identifier: ${name}`);
  return `"${name}"`;
}

/**
 * PostgreSQL gave up on the transaction to let others go on (deadlock_detected 40P01,
 * serialization_failure 40001): it was rolled back whole, so running it again is safe.
 */
export function isTransientConflict(e: unknown): boolean {
  const code = (e as { code?: string })?.code;
  return code === '40P01' || code === '40001';
}
