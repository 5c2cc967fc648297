import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Database, Sql } from '@tradedesk/projections/platform/sql';

/** One line of an exported log: the event exactly as stored (no upcasting), in commit order. */
export interface ExportedEvent {
  pos: string;
  tx: string;
  streamId: string;
  streamVersion: number;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: unknown;
  commandId: string | null;
  commandSeq: number | null;
  recordedAt: string;
}

const PAGE = 5000;

/** Writes the whole log as JSON lines, in commit order. Answers the number of events. */
export async function exportLog(db: Database, file: string, onProgress?: (done: number) => void): Promise<number> {
  const out = createWriteStream(file, { encoding: 'utf8' });
  let after = { tx: '0', pos: '0' };
  let n = 0;
  for (;;) {
    const { rows } = await db.query<any>(
      `select global_position::text as pos, transaction_id::text as tx, stream_id, stream_version::int as ver, type, schema_version as sv,
              data, metadata, command_id, command_seq, recorded_at
         from es.events where (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
        order by transaction_id, global_position limit ${PAGE}`,
      [after.tx, after.pos],
    );
    if (rows.length === 0) break;
    let chunk = '';
    for (const r of rows) {
      const e: ExportedEvent = {
        pos: r.pos,
        tx: r.tx,
        streamId: r.stream_id,
        streamVersion: r.ver,
        type: r.type,
        schemaVersion: r.sv,
        data: r.data,
        metadata: r.metadata,
        commandId: r.command_id,
        commandSeq: r.command_seq,
        recordedAt: (r.recorded_at instanceof Date ? r.recorded_at : new Date(r.recorded_at)).toISOString(),
      };
      chunk += JSON.stringify(e) + '\n';
    }
    if (!out.write(chunk)) await once(out, 'drain');
    n += rows.length;
    after = { tx: rows[rows.length - 1].tx, pos: rows[rows.length - 1].pos };
    onProgress?.(n);
  }
  out.end();
  await once(out, 'finish');
  return n;
}

export class ImportRefusedError extends Error {}

/**
 * Imports an exported log into an EMPTY store, keeping global positions, stream versions,
 * metadata and recorded times. Commit order is kept too: events are inserted in the file's order
 * in transactions of consecutive lines whose positions increase; a new transaction starts
 * whenever positions go backwards (a late commit in the source) or a transaction is full, so the
 * target's (transaction id, position) order equals the source's commit order. The file is
 * streamed (memory stays flat) and short transactions never hold readers back.
 * All or nothing: a bad line removes what was imported before it.
 */
export async function importLog(db: Database, file: string, onProgress?: (done: number) => void): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from es.events');
  if (rows[0].n > 0) throw new ImportRefusedError(`The event store already holds ${rows[0].n} events; import only into an empty store.`);
  const MAX_TX = 5000;
  let n = 0;
  let lineNo = 0;
  let lastPos = -1n;
  const batch: ExportedEvent[] = [];
  const flush = async () => {
    if (!batch.length) return;
    await db.transaction((tx) => insertBatch(tx, batch));
    n += batch.length;
    batch.length = 0;
    onProgress?.(n);
  };
  try {
    const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
    for await (const line of lines) {
      lineNo++;
      if (!line.trim()) continue;
      const e = parseLine(line, lineNo);
      const pos = BigInt(e.pos);
      if (pos <= lastPos || batch.length >= MAX_TX) await flush();
      lastPos = pos;
      batch.push(e);
    }
    await flush();
  } catch (e) {
    await db.transaction(async (tx) => {
      await tx.query('alter table es.events disable trigger events_append_only');
      await tx.query('delete from es.events');
      await tx.query('alter table es.events enable trigger events_append_only');
    });
    throw e;
  }
  // The log does not carry the command records: rebuild them from the events' command ids (the
  // requests' fingerprints are unknown), so a command retried after a restore still dedupes.
  await db.query('select es.record_commands_of_events()');
  // Nor the document number counters: take them from the numbers the documents carry.
  await db.query('select es.recount_document_numbers()');
  await db.query(`select setval(pg_get_serial_sequence('es.events', 'global_position'), greatest((select max(global_position) from es.events), 1))`);
  return n;
}

function parseLine(line: string, lineNo: number): ExportedEvent {
  let e: ExportedEvent;
  try {
    e = JSON.parse(line);
  } catch {
    throw new ImportRefusedError(`line ${lineNo}: not valid JSON`);
  }
  if (!e || typeof e.pos !== 'string' || !/^\d{1,19}$/.test(e.pos) || typeof e.streamId !== 'string' || typeof e.type !== 'string' || !Number.isInteger(e.streamVersion)) {
    throw new ImportRefusedError(`line ${lineNo}: not an exported event (needs pos, streamId, streamVersion, type)`);
  }
  return e;
}

async function insertBatch(sql: Sql, batch: ExportedEvent[]) {
  await sql.query(
    `insert into es.events (global_position, stream_id, stream_version, type, schema_version, data, metadata, command_id, command_seq, recorded_at)
     overriding system value
     select * from unnest($1::bigint[], $2::text[], $3::bigint[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[], $8::text[], $9::int[], $10::timestamptz[])`,
    [
      batch.map((e) => e.pos),
      batch.map((e) => e.streamId),
      batch.map((e) => e.streamVersion),
      batch.map((e) => e.type),
      batch.map((e) => e.schemaVersion ?? 1),
      batch.map((e) => JSON.stringify(e.data ?? {})),
      batch.map((e) => JSON.stringify(e.metadata ?? {})),
      batch.map((e) => e.commandId ?? null),
      batch.map((e) => e.commandSeq ?? null),
      batch.map((e) => e.recordedAt),
    ],
  );
}
