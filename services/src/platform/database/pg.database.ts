import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import type { Database, Lease, QueryResult, Sql } from '@tradedesk/projections/platform/sql';

/**
 * Parameterised statements are sent as named prepared statements: PostgreSQL then parses and plans
 * the append statement once per connection instead of on every call (it dominated the append's
 * server CPU). The name is a hash of the text, so one text always maps to one name.
 */
const names = new Map<string, string>();
function prepared(text: string, params?: unknown[]): pg.QueryConfig {
  if (!params || params.length === 0) return { text };
  let name = names.get(text);
  if (!name) {
    name = 'td_' + createHash('sha1').update(text).digest('base64url').slice(0, 20);
    // Dynamic SQL (filters) can produce many texts: keep the cache bounded.
    if (names.size > 5000) names.clear();
    names.set(text, name);
  }
  return { name, text, values: params as any[] };
}

const { from: copyFromStdin } = createRequire(import.meta.url)('pg-copy-streams') as {
  from(text: string): pg.Submittable & NodeJS.WritableStream & { rowCount: number };
};

/** COPY ... FROM STDIN of rows already in the text format (Sql.copyFrom), on one client. */
async function copyIn(client: pg.PoolClient, table: string, columns: readonly string[], rows: readonly string[]): Promise<number> {
  if (!rows.some((r) => r.length)) return 0;
  const stream = client.query(copyFromStdin(`copy ${table} (${columns.join(', ')}) from stdin`));
  await pipeline(Readable.from((function* () {
    for (const r of rows) if (r.length) yield Buffer.from(r);
  })()), stream);
  return stream.rowCount;
}

/** PostgreSQL adapter of the Database port, over a `pg` pool. */
export class PgDatabase implements Database {
  readonly kind = 'postgres' as const;
  private readonly pool: pg.Pool;
  private listener: pg.Client | null = null;
  private readonly handlers = new Map<string, Set<(p: string) => void>>();

  constructor(readonly url: string, opts: { max?: number; applicationName?: string } = {}) {
    this.pool = new pg.Pool({ connectionString: url, max: opts.max ?? 16, application_name: opts.applicationName ?? 'tradedesk' });
    // An idle client that loses its server must not crash the process; the next query reconnects.
    this.pool.on('error', () => undefined);
  }

  async query<T>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
    const r = await this.pool.query(prepared(text, params));
    return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
  }

  async copyFrom(table: string, columns: readonly string[], rows: readonly string[]): Promise<number> {
    const client = await this.pool.connect();
    try {
      return await copyIn(client, table, columns, rows);
    } finally {
      client.release();
    }
  }

  async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const notices: string[] = [];
    const tx: Sql = {
      query: async <R>(text: string, params?: unknown[]) => {
        const r = await client.query(prepared(text, params));
        return { rows: r.rows as R[], rowCount: r.rowCount ?? 0 };
      },
      copyFrom: (table, columns, rows) => copyIn(client, table, columns, rows),
      notifyOnCommit: (channel, payload) => void notices.push(`select pg_notify(${client.escapeLiteral(channel)}, ${client.escapeLiteral(payload)})`),
    };
    try {
      await client.query('begin');
      const out = await fn(tx);
      // The notifications and the commit in one round trip (a simple query of several statements):
      // the transaction's row locks are held one round trip less.
      await client.query(notices.length ? `${notices.join('; ')}; commit` : 'commit');
      return out;
    } catch (e) {
      await client.query('rollback').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }

  async tryLease(key: number): Promise<Lease | null> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'tradedesk-lease' });
    await client.connect();
    const { rows } = await client.query('select pg_try_advisory_lock($1) as got', [key]);
    if (!rows[0].got) {
      await client.end();
      return null;
    }
    let markLost!: () => void;
    const lost = new Promise<void>((res) => (markLost = res));
    client.on('error', () => markLost());
    client.on('end', () => markLost());
    // A dead server or a killed backend ends the lease; a periodic ping notices it.
    const ping = setInterval(() => client.query('select 1').catch(() => markLost()), 2000);
    ping.unref();
    return {
      lost,
      release: async () => {
        clearInterval(ping);
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        await client.end().catch(() => undefined);
        markLost();
      },
    };
  }

  async listen(channel: string, onPayload: (payload: string) => void) {
    if (!this.listener) {
      const c = new pg.Client({ connectionString: this.url, application_name: 'tradedesk-listen' });
      await c.connect();
      c.on('notification', (n) => this.handlers.get(n.channel)?.forEach((h) => h(n.payload ?? '')));
      c.on('error', () => undefined);
      this.listener = c;
    }
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await this.listener.query(`listen "${channel.replace(/"/g, '')}"`);
    }
    set.add(onPayload);
    return async () => {
      set!.delete(onPayload);
    };
  }

  async notify(channel: string, payload: string) {
    await this.pool.query('select pg_notify($1, $2)', [channel, payload]);
  }

  async close() {
    await this.listener?.end().catch(() => undefined);
    await this.pool.end();
  }
}
