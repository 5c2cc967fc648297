import type { EventMetadata, NewEvent, StoredEvent } from '@tradedesk/contracts/platform/events';
import { type Checkpoint, type EventSource, type ReadAllOptions, ZERO } from '@tradedesk/projections/platform/event-source';
import { type Database, isTransientConflict, isUniqueViolation, type Sql } from '@tradedesk/projections/platform/sql';
import { CommandIdReusedError, ConcurrencyError } from './errors.js';
import { UpcasterRegistry } from './upcasters.js';

/**
 * Expected version of a stream before an append:
 *  - a number n >= 1: the stream must be exactly at version n;
 *  - 0 or 'no_stream': the stream must not exist yet;
 *  - 'any': no check (only for streams with a single writer, such as counters of the store itself).
 */
export type ExpectedVersion = number | 'no_stream' | 'any';

export interface AppendRequest {
  streamId: string;
  expectedVersion: ExpectedVersion;
  events: NewEvent[];
}

export interface AppendResult {
  streamId: string;
  /** Version of the stream after the append. */
  streamVersion: number;
  /** Global position of the last event appended (decimal string). */
  globalPosition: string;
  /** true when the command id had been applied before: nothing new was written. */
  duplicate: boolean;
  /** The events as stored (empty for a duplicate). */
  events: StoredEvent[];
}

/**
 * Called inside the append's transaction with the stored events: inline projections keep read
 * models that a rule needs at once (stock on hand for the negative-stock rule) exactly current.
 */
export type InlineHook = (tx: Sql, events: StoredEvent[]) => Promise<void>;

export interface AppendOptions {
  /**
   * Work at the start of the transaction, before any event is written: take locks that order
   * competing appends and check a rule under them (the sign-in throttle reserves attempts so).
   * Throwing aborts the append.
   */
  before?: (tx: Sql) => Promise<void>;
  /**
   * Appends whose events can only be built inside the transaction, after `before` (documents
   * numbered from a gapless series: the number is taken under the series' row lock). They are
   * appended after `requests`, in the same transaction.
   */
  more?: (tx: Sql) => Promise<AppendRequest[]>;
  /** Run inline projections (and anything else) in the same transaction. */
  inline?: InlineHook;
  /** Extra work in the same transaction, before commit (e.g. claiming a unique username). */
  within?: (tx: Sql) => Promise<void>;
  /**
   * Fingerprint of the request that carries `meta.commandId` (see CommandKey). Recorded with the
   * command; the same id with another fingerprint is refused with CommandIdReusedError.
   */
  requestHash?: string;
}

/**
 * A client's command id is scoped to its user: (userId, commandId) names one command.
 * `requestHash` fingerprints the request; unknown (undefined, or NULL in a record) matches any.
 */
export interface CommandKey {
  userId: string;
  commandId: string;
  requestHash?: string;
}

export interface ReadStreamResult {
  streamId: string;
  version: number;
  events: StoredEvent[];
}

/** The event store port. One implementation, over the Database port (PostgreSQL or PGlite). */
export interface EventStore extends EventSource {
  append(streamId: string, expected: ExpectedVersion, events: NewEvent[], meta: EventMetadata, opts?: AppendOptions): Promise<AppendResult>;
  /** Appends to several streams atomically: all or none. */
  appendMany(requests: AppendRequest[], meta: EventMetadata, opts?: AppendOptions): Promise<AppendResult[]>;
  readStream(streamId: string, opts?: { fromVersion?: number; toVersion?: number }): Promise<ReadStreamResult>;
  /** The current version of a stream (0 when it has no events). */
  streamVersion(streamId: string): Promise<number>;
  /**
   * The first answer of a command already applied by this user (duplicate: true), or null.
   * Throws CommandIdReusedError when the id was applied for another request.
   */
  findCommand(key: CommandKey): Promise<AppendResult[] | null>;
  /** Follows the log in commit order from `from`, calling `handler` with each batch, until stopped. */
  subscribe(from: Checkpoint, handler: (events: StoredEvent[], last: Checkpoint) => Promise<void>, opts?: SubscribeOptions): Subscription;
  /** Adds a listener called after every commit of this process with the events it appended (wakes followers at once). */
  onAppended(listener: (events: readonly StoredEvent[]) => void): () => void;
  readonly upcasters: UpcasterRegistry;
}

export interface SubscribeOptions {
  batchSize?: number;
  idleMs?: number;
  types?: string[];
}

export interface Subscription {
  stop(): Promise<void>;
  readonly position: Checkpoint;
}

const EVENT_COLUMNS = `global_position::text as pos, transaction_id::text as tx, stream_id, stream_version::int as ver,
  type, schema_version as sv, data, metadata, command_id, recorded_at`;

interface EventRow {
  pos: string;
  tx: string;
  stream_id: string;
  ver: number;
  type: string;
  sv: number;
  data: unknown;
  metadata: StoredMetadata;
  command_id: string | null;
  recorded_at?: Date | string;
  /** readAll: recorded_at already as toEvent writes it (ISO, milliseconds truncated, UTC), formatted by the server. */
  recorded_iso?: string;
}

/**
 * Metadata as stored: the command id lives in its own column, and correlation / causation ids
 * are only kept when they differ from it (the usual case is equal). Smaller rows, less WAL.
 */
type StoredMetadata = Omit<EventMetadata, 'commandId' | 'correlationId' | 'causationId'> & Partial<EventMetadata>;

function compactMetadata(meta: EventMetadata): StoredMetadata {
  const { commandId, correlationId, causationId, ...rest } = meta;
  const out: StoredMetadata = { ...rest };
  if (correlationId !== commandId) out.correlationId = correlationId;
  if (causationId !== commandId) out.causationId = causationId;
  return out;
}

function fullMetadata(stored: StoredMetadata, commandId: string | null): EventMetadata {
  const cmd = commandId ?? stored.commandId ?? '';
  return { ...stored, commandId: cmd, correlationId: stored.correlationId ?? cmd, causationId: stored.causationId ?? cmd } as EventMetadata;
}

/**
 * Appends to one stream. With `record` the same statement also writes the command's record
 * (es.commands, $9 user id, $10 request hash) when the events went in: a single-stream command
 * stays one statement and one commit, and its events and record are atomic.
 */
function appendSql(many: boolean, record: boolean): string {
  const insert = many
    ? `insert into es.events (stream_id, stream_version, type, schema_version, data, metadata, command_id, command_seq)
select $1, cur.v + e.ord, e.type, e.sv, e.data, $6::jsonb, $7::text, $8::int + e.ord::int - 1
from cur, unnest($3::text[], $4::int[], $5::jsonb[]) with ordinality as e(type, sv, data, ord)
where $2::bigint is null or cur.v = $2::bigint`
    : // The common case, one event: same checks without unnest (cheaper to plan and execute).
      `insert into es.events (stream_id, stream_version, type, schema_version, data, metadata, command_id, command_seq)
select $1, cur.v + 1, $3::text, $4::int, $5::jsonb, $6::jsonb, $7::text, $8::int
from cur
where $2::bigint is null or cur.v = $2::bigint`;
  const cur = 'with cur as (select coalesce(max(stream_version), 0)::bigint as v from es.events where stream_id = $1)';
  const returning = `global_position::text as pos, transaction_id::text as tx, stream_version::int as ver, (extract(epoch from recorded_at) * 1000000)::int8::text as recorded_us`;
  if (!record) return `${cur}\n${insert}\nreturning ${returning}`;
  return `${cur},
ins as (${insert}
returning global_position, transaction_id, stream_version, recorded_at),
rec as (insert into es.commands (user_id, command_id, request_hash, result)
  select $9::text, $7::text, $10::text,
         jsonb_build_array(jsonb_build_object('streamId', $1::text, 'streamVersion', max(stream_version), 'globalPosition', max(global_position)::text))
    from ins having count(*) > 0)
select ${returning} from ins order by global_position`;
}

const APPEND_SQL = appendSql(true, false);
const APPEND_ONE_SQL = appendSql(false, false);
const APPEND_RECORD_SQL = appendSql(true, true);
const APPEND_ONE_RECORD_SQL = appendSql(false, true);

const RECORD_SQL = 'insert into es.commands (user_id, command_id, request_hash, result) values ($1, $2, $3, $4::jsonb)';

/** What a command record keeps of each stream's result (the answer a retry gets back). */
function recordedResult(results: AppendResult[]): string {
  return JSON.stringify(results.map((r) => ({ streamId: r.streamId, streamVersion: r.streamVersion, globalPosition: r.globalPosition })));
}

export class SqlEventStore implements EventStore {
  private readonly wakers = new Set<(events: readonly StoredEvent[]) => void>();

  constructor(
    private readonly db: Database,
    readonly upcasters: UpcasterRegistry = new UpcasterRegistry(),
  ) {}

  async append(streamId: string, expected: ExpectedVersion, events: NewEvent[], meta: EventMetadata, opts: AppendOptions = {}) {
    const [r] = await this.appendMany([{ streamId, expectedVersion: expected, events }], meta, opts);
    return r;
  }

  async appendMany(requests: AppendRequest[], meta: EventMetadata, opts: AppendOptions = {}): Promise<AppendResult[]> {
    if ((requests.length === 0 && !opts.more) || requests.some((r) => r.events.length === 0)) throw new Error('append needs at least one event per stream');
    const single = requests.length === 1 && !opts.inline && !opts.within && !opts.before && !opts.more;
    // Streams appended with 'any' accept whatever version comes next: a race on the version
    // number is not a conflict for them, so the append is simply tried again.
    const anyOnly = !opts.more && requests.every((r) => r.expectedVersion === 'any');
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.tryAppend(requests, meta, opts, single);
      } catch (e) {
        if (anyOnly && attempt < 20 && isUniqueViolation(e, 'events_stream_version_uq')) continue;
        // A deadlock or serialization failure rolled the whole append back: try it again.
        if (attempt < 3 && isTransientConflict(e)) continue;
        throw e;
      }
    }
  }

  private async tryAppend(requests: AppendRequest[], meta: EventMetadata, opts: AppendOptions, single: boolean): Promise<AppendResult[]> {
    // Which request was being appended when it failed: the conflict names that stream.
    let current = 0;
    try {
      const results = single
        ? [await this.appendOne(this.db, requests[0], meta, 0, opts.requestHash, !!meta.commandId)]
        : await this.db.transaction(async (tx) => {
            const out: AppendResult[] = [];
            let seq = 0;
            if (opts.before) await opts.before(tx);
            const built = opts.more ? await opts.more(tx) : [];
            if (built.some((r) => r.events.length === 0)) throw new Error('append needs at least one event per stream');
            requests = [...requests, ...built];
            // One stream: its command record goes in with its events, in the same statement.
            const recordInAppend = requests.length === 1 && !!meta.commandId;
            for (const [i, r] of requests.entries()) {
              current = i;
              out.push(await this.appendOne(tx, r, meta, seq, opts.requestHash, recordInAppend));
              seq += r.events.length;
            }
            current = -1;
            if (meta.commandId && !recordInAppend) await tx.query(RECORD_SQL, [meta.userId, meta.commandId, opts.requestHash ?? null, recordedResult(out)]);
            if (opts.within) await opts.within(tx);
            if (opts.inline) await opts.inline(tx, out.flatMap((o) => o.events));
            return out;
          });
      this.wake(results.flatMap((r) => r.events));
      return results;
    } catch (e) {
      const isConflict = e instanceof ConcurrencyError || isUniqueViolation(e, 'events_stream_version_uq') || isUniqueViolation(e, 'commands_pk');
      if (!isConflict) throw e;
      if (!opts.more && requests.every((r) => r.expectedVersion === 'any') && isUniqueViolation(e, 'events_stream_version_uq')) throw e;
      // A command id seen before (typically a retry that raced its original and lost): answer
      // with the first result and write nothing, or refuse the id if it was another request.
      if (meta.commandId) {
        const prior = await this.findCommand({ userId: meta.userId, commandId: meta.commandId, requestHash: opts.requestHash });
        if (prior) return prior;
      }
      if (e instanceof ConcurrencyError) throw e;
      const failed = requests[current >= 0 ? current : 0];
      const actual = await this.streamVersion(failed.streamId);
      throw new ConcurrencyError(failed.streamId, expectedNumber(failed.expectedVersion), actual);
    }
  }

  /** `record`: write the command's record in the same statement (the single-stream path). */
  private async appendOne(sql: Sql, r: AppendRequest, meta: EventMetadata, seqStart: number, requestHash?: string, record = false): Promise<AppendResult> {
    const expected = expectedNumber(r.expectedVersion);
    const types = r.events.map((e) => e.type);
    const versions = r.events.map((e) => e.schemaVersion ?? this.upcasters.currentVersion(e.type));
    const datas = r.events.map((e) => JSON.stringify(e.data ?? {}));
    const one = r.events.length === 1;
    const text = record ? (one ? APPEND_ONE_RECORD_SQL : APPEND_RECORD_SQL) : one ? APPEND_ONE_SQL : APPEND_SQL;
    const { rows } = await sql.query<EventRow>(text, [
      r.streamId,
      expected,
      one ? types[0] : types,
      one ? versions[0] : versions,
      one ? datas[0] : datas,
      JSON.stringify(compactMetadata(meta)),
      meta.commandId ?? null,
      seqStart + 1,
      ...(record ? [meta.userId, requestHash ?? null] : []),
    ]);
    if (rows.length === 0) {
      throw new ConcurrencyError(r.streamId, expected, await this.streamVersion(r.streamId, sql));
    }
    // Built from what we sent: the statement returns only what the database assigned.
    const stored: StoredEvent[] = rows.map((row, i) => ({
      type: types[i],
      data: r.events[i].data ?? {},
      schemaVersion: versions[i],
      streamId: r.streamId,
      streamVersion: Number(row.ver),
      globalPosition: row.pos,
      transactionId: row.tx,
      metadata: meta,
      recordedAt: isoFromMicros((row as any).recorded_us),
    }));
    const last = stored[stored.length - 1];
    return { streamId: r.streamId, streamVersion: last.streamVersion, globalPosition: last.globalPosition, duplicate: false, events: stored };
  }

  async streamVersion(streamId: string, sql: Sql = this.db): Promise<number> {
    const { rows } = await sql.query<{ v: number }>('select coalesce(max(stream_version), 0)::int as v from es.events where stream_id = $1', [streamId]);
    return rows[0].v;
  }

  async findCommand(key: CommandKey): Promise<AppendResult[] | null> {
    const { rows } = await this.db.query<{ request_hash: string | null; result: { streamId: string; streamVersion: number; globalPosition: string }[] }>(
      'select request_hash, result from es.commands where user_id = $1 and command_id = $2',
      [key.userId, key.commandId],
    );
    if (rows.length === 0) return null;
    const { request_hash: recorded, result } = rows[0];
    if (recorded && key.requestHash && recorded !== key.requestHash) throw new CommandIdReusedError(key.commandId);
    return result.map((r) => ({ streamId: r.streamId, streamVersion: Number(r.streamVersion), globalPosition: String(r.globalPosition), duplicate: true, events: [] }));
  }

  async readStream(streamId: string, opts: { fromVersion?: number; toVersion?: number } = {}): Promise<ReadStreamResult> {
    const { rows } = await this.db.query<EventRow>(
      `select ${EVENT_COLUMNS} from es.events where stream_id = $1 and stream_version >= $2 and stream_version <= $3 order by stream_version`,
      [streamId, opts.fromVersion ?? 1, opts.toVersion ?? 2 ** 53 - 1],
    );
    const events = rows.map((r) => this.toEvent(r));
    const version = events.length ? events[events.length - 1].streamVersion : opts.fromVersion && opts.fromVersion > 1 ? await this.streamVersion(streamId) : 0;
    return { streamId, version, events };
  }

  async readAll(after: Checkpoint, limit: number, opts: ReadAllOptions = {}) {
    const sql = opts.sql ?? this.db;
    const types = opts.types && opts.types.length ? opts.types : null;
    const metadata = opts.metadata !== false;
    // Rows of other types come back without payload so the checkpoint still advances past them.
    // A reader that does not need the metadata column does not get it (less to send and parse).
    const { rows } = await sql.query<EventRow & { wanted: boolean }>(
      `select global_position::text as pos, transaction_id::text as tx, stream_id, stream_version::int as ver, type, schema_version as sv,
              ($4::text[] is null or type = any($4::text[])) as wanted,
              case when $4::text[] is null or type = any($4::text[]) then data end as data,
              ${metadata ? 'case when $4::text[] is null or type = any($4::text[]) then metadata end' : 'null::jsonb'} as metadata, command_id,
              to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as recorded_iso
         from es.events
        where (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
          and ($5::boolean or transaction_id < pg_snapshot_xmin(pg_current_snapshot()))
        order by transaction_id, global_position
        limit $3`,
      [after.tx, after.pos, limit, types, opts.allCommitted ?? false],
    );
    const events: StoredEvent[] = [];
    for (const r of rows) if (r.wanted) events.push(this.toEvent(r));
    const lastRow = rows[rows.length - 1];
    return { events, last: lastRow ? { tx: lastRow.tx, pos: lastRow.pos } : after, scanned: rows.length };
  }

  async head(sql: Sql = this.db): Promise<Checkpoint> {
    const { rows } = await sql.query<{ tx: string; pos: string }>(
      `select transaction_id::text as tx, global_position::text as pos from es.events
        where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        order by transaction_id desc, global_position desc limit 1`,
    );
    return rows[0] ?? ZERO;
  }

  async countAfter(after: Checkpoint, sql: Sql = this.db): Promise<number> {
    const { rows } = await sql.query<{ n: string }>(
      `select count(*)::text as n from es.events
        where (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
          and transaction_id < pg_snapshot_xmin(pg_current_snapshot())`,
      [after.tx, after.pos],
    );
    return Number(rows[0].n);
  }

  subscribe(from: Checkpoint, handler: (events: StoredEvent[], last: Checkpoint) => Promise<void>, opts: SubscribeOptions = {}): Subscription {
    let position = from;
    let stopped = false;
    let wake: () => void = () => undefined;
    const batchSize = opts.batchSize ?? 500;
    const idleMs = opts.idleMs ?? 100;
    const waker = () => wake();
    this.wakers.add(waker);
    const loop = (async () => {
      while (!stopped) {
        const { events, last, scanned } = await this.readAll(position, batchSize, { types: opts.types });
        if (events.length) await handler(events, last);
        position = last;
        if (scanned < batchSize && !stopped) {
          await new Promise<void>((res) => {
            const t = setTimeout(res, idleMs);
            wake = () => {
              clearTimeout(t);
              res();
            };
          });
        }
      }
    })();
    return {
      get position() {
        return position;
      },
      stop: async () => {
        stopped = true;
        wake();
        this.wakers.delete(waker);
        await loop;
      },
    };
  }

  /** Wakes subscribers in this process (other processes poll every idleMs). */
  wake(events: readonly StoredEvent[] = []) {
    for (const w of this.wakers) w(events);
  }

  onAppended(listener: (events: readonly StoredEvent[]) => void) {
    this.wakers.add(listener);
    return () => void this.wakers.delete(listener);
  }

  private toEvent(r: EventRow): StoredEvent {
    const { data, version } = this.upcasters.upcast(r.type, r.sv, r.data);
    return {
      type: r.type,
      data,
      schemaVersion: version,
      streamId: r.stream_id,
      streamVersion: Number(r.ver),
      globalPosition: r.pos,
      transactionId: r.tx,
      metadata: fullMetadata(r.metadata ?? ({} as StoredMetadata), r.command_id),
      recordedAt: r.recorded_iso ?? (r.recorded_at instanceof Date ? r.recorded_at.toISOString() : new Date(r.recorded_at!).toISOString()),
    };
  }
}

/**
 * Microseconds since the epoch (text) -> ISO string in milliseconds, exactly as the read path
 * (toEvent) renders recorded_at, so inline projections and rebuilds see the same value.
 */
function isoFromMicros(us: string): string {
  return new Date(Number(BigInt(us) / 1000n)).toISOString();
}

function expectedNumber(e: ExpectedVersion): number | null {
  if (e === 'any') return null;
  if (e === 'no_stream') return 0;
  return e;
}
