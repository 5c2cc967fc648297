import { randomUUID } from 'node:crypto';
import { SIGN_IN_UPCASTERS } from '@tradedesk/contracts/identity/sign-in';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { WAREHOUSES_READ_MODEL } from '@tradedesk/contracts/catalog/warehouses';
import { COMPANY_SETTINGS_READ_MODEL, type CompanySettings } from '@tradedesk/contracts/settings/company-settings';
import { changePayload, type DaemonLogger, ProjectionDaemon, RM_CHANGED_CHANNEL } from '@tradedesk/projections/platform/daemon';
import { contextFor, LIVE_SCHEMA, type Projector } from '@tradedesk/projections/platform/projector';
import type { Database, Sql } from '@tradedesk/projections/platform/sql';
import { ProjectionWaiter } from '@tradedesk/projections/platform/waiter';
import { allProjectors } from '@tradedesk/projections/registry';
import { CompanySettingsReader } from './cache/company-settings.reader.js';
import { ReadModelCaches } from './cache/read-model-cache.js';
import { WarehouseFacts } from './cache/warehouse-facts.js';
import type { AppConfig } from './config/config.js';
import { CommandRuntime } from './cqrs/command-runtime.js';
import { migrate, pendingMigrations } from './database/migrator.js';
import { PgDatabase } from './database/pg.database.js';
import { PgliteDatabase } from './database/pglite.database.js';
import { type InlineHook, SqlEventStore } from './event-store/event-store.js';
import { UpcasterRegistry } from './event-store/upcasters.js';
import { InProcessQueue } from './queue/in-process.queue.js';
import type { QueuePort } from './queue/queue.port.js';

/** Everything the contexts stand on, built once per process (API, worker, CLI, tests). */
export interface Platform {
  config: AppConfig;
  db: Database;
  store: SqlEventStore;
  projectors: Projector[];
  daemon: ProjectionDaemon;
  waiter: ProjectionWaiter;
  queue: QueuePort;
  runtime: CommandRuntime;
  inline: InlineHook;
  caches: ReadModelCaches;
  /** The company settings, cached in this process. */
  settings: CompanySettingsReader;
  /** Warehouses with their zones, cached in this process. */
  warehouses: WarehouseFacts;
  close(): Promise<void>;
}

export async function openDatabase(config: Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  return config.DATABASE_URL ? new PgDatabase(config.DATABASE_URL) : PgliteDatabase.open(config.DATA_DIR);
}

/** Runs the inline projectors that handle the appended events, in the append's transaction. */
export function inlineHookFor(db: Database, projectors: Projector[]): InlineHook {
  const inline = projectors.filter((p) => p.inline);
  return async (tx: Sql, events: StoredEvent[]) => {
    const payloads: string[] = [];
    for (const p of inline) {
      const mine = events.filter((e) => p.handles.includes(e.type));
      if (mine.length === 0) continue;
      const ids = (await p.apply(mine, contextFor(tx, LIVE_SCHEMA, 'append'))) ?? [];
      const last = mine[mine.length - 1];
      payloads.push(changePayload(p.name, ids, { tx: last.transactionId, pos: last.globalPosition }));
    }
    if (payloads.length === 0) return;
    // Sent with the commit (one round trip for both), else one statement for all of them.
    if (tx.notifyOnCommit) for (const payload of payloads) tx.notifyOnCommit(RM_CHANGED_CHANNEL, payload);
    else if (db.kind === 'postgres') await tx.query('select pg_notify($1, p) from unnest($2::text[]) as p', [RM_CHANGED_CHANNEL, payloads]);
    // PGlite runs one transaction at a time: a reader woken by this runs after the commit.
    else setImmediate(() => void Promise.all(payloads.map((payload) => db.notify(RM_CHANGED_CHANNEL, payload))));
  };
}

export interface PlatformOptions {
  /** Migrate the event store now (always for the embedded store; an explicit step for PostgreSQL). */
  migrate?: boolean;
  extraProjectors?: Projector[];
  log?: DaemonLogger;
  db?: Database;
  clock?: () => Date;
}

export async function createPlatform(config: AppConfig, opts: PlatformOptions = {}): Promise<Platform> {
  const db = opts.db ?? (await openDatabase(config));
  try {
    if (opts.migrate ?? db.kind === 'pglite') await migrate(db, (l) => opts.log?.info(l));
    else await assertMigrated(db);
    await warnWithoutTrigrams(db, opts.log);
    const projectors = allProjectors(opts.extraProjectors);
    const store = new SqlEventStore(db, new UpcasterRegistry([...SIGN_IN_UPCASTERS]));
    const daemon = new ProjectionDaemon(db, store, projectors, { log: opts.log });
    await daemon.prepare();
    const caches = new ReadModelCaches(db, projectors);
    store.onAppended((events) => {
      caches.appended(events);
      daemon.wake();
    });
    await caches.start();
    const waiter = new ProjectionWaiter(db, new Set(projectors.filter((p) => p.inline).map((p) => p.name)));
    await waiter.start();
    // BullMQ (and ioredis) load only when Redis is configured: the embedded default never needs them.
    const queue: QueuePort = config.REDIS_URL ? new (await import('./queue/bullmq.queue.js')).BullmqQueue(config.REDIS_URL, config.QUEUE_NAME) : new InProcessQueue();
    const inline = inlineHookFor(db, projectors);
    const runtime = new CommandRuntime({ store, inline, clock: opts.clock, newId: randomUUID });
    return {
      config,
      db,
      store,
      projectors,
      daemon,
      waiter,
      queue,
      runtime,
      inline,
      caches,
      settings: new CompanySettingsReader(db, caches.create<CompanySettings>([COMPANY_SETTINGS_READ_MODEL])),
      warehouses: new WarehouseFacts(db, caches.create([WAREHOUSES_READ_MODEL], { max: 1000 })),
      close: async () => {
        await daemon.stop();
        await waiter.stop();
        await caches.stop();
        await queue.close();
        await db.close();
      },
    };
  } catch (e) {
    if (!opts.db) await db.close().catch(() => undefined);
    throw e;
  }
}

/**
 * pg_trgm is made by a migration (0005) that gives up quietly where the role may not create
 * extensions: the app still works, but the product search reads the whole table. Say so once.
 */
async function warnWithoutTrigrams(db: Database, log?: DaemonLogger) {
  const { rows } = await db.query<{ ok: boolean }>("select exists (select 1 from pg_extension where extname = 'pg_trgm') as ok");
  if (!rows[0].ok) {
    log?.warn('pg_trgm is not installed in this database: product search reads the whole rm.product_search table (run `create extension pg_trgm` as a privileged role, then restart; docs/operations.md)');
  }
}

async function assertMigrated(db: Database) {
  const { rows } = await db.query<{ ok: boolean }>("select to_regclass('es.events') is not null as ok");
  if (!rows[0].ok) {
    throw new Error('The PostgreSQL event store has no schema yet: run `npm run migrate` (with the same DATABASE_URL) first.');
  }
  const { pending } = await pendingMigrations(db);
  if (pending.length) throw new Error(`The PostgreSQL event store needs migrations ${pending.join(', ')}: run \`npm run migrate\` first.`);
}
