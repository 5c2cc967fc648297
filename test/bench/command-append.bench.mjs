// P1 for a real command: what committing a new 20-line sale order appends, through the store's
// appendMany WITH the product's inline projections (stock on hand, which takes row locks and
// guards against negative stock, and any other inline read model the events touch), with 1 and
// 8 writers; commands/s and events/s.
//
// The events are the product's own, not made up here: the real app (services/dist/main.js, demo
// data, the stock topped up) commits one new 20-line order over HTTP (POST sale/order/save-commit),
// then stops; the bench reads back what that command appended (es.events by command id) and
// replays it with createPlatform's store and inline hook (platform.inline: exactly what the
// product's CommandRuntime passes to appendMany). Per replayed command:
//  - the streams the command created (the order) get a fresh order id, everywhere it appears;
//  - streams it shared with other commands (today: the day's order-number counter) are renamed
//    per writer and appended with the right expected version, so the writers do not conflict
//    with each other: contention between cashiers is what the HTTP bench measures;
//  - a fresh command id and request fingerprint, so the command record is written as for a request.
// The projection daemon is not running (as in append.bench.mjs: the append path alone). A second
// line per writer count, for context, replays the same appends without the inline hook.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { api, newOrderBody, signIn, startApp, stockForOrders } from './_app.mjs';
import { createBenchDatabase, fmt, loadAverage, reportLine, round, timedLoop } from './_lib.mjs';

export const key = 'commandAppend';
const WRITER_COUNTS = [1, 8];

export async function run({ quick, url, log = console.log }) {
  const durationMs = quick ? 3000 : 15000;
  const warmupMs = quick ? 1000 : 3000;
  const bench = await createBenchDatabase(url);
  const load = { start: loadAverage() };
  log(`command append (P1, a real command): database ${bench.name}; ${durationMs / 1000} s per line after ${warmupMs / 1000} s warm-up; load average ${load.start.join(' ')}`);
  let platform;
  try {
    // ---- one real command, through the real app
    const app = await startApp({ store: 'postgres', url: bench.url, demo: true, log });
    let commandId;
    try {
      const token = await signIn(app.base);
      const stock = await stockForOrders(app.base, token);
      commandId = randomUUID();
      const answer = await api(app.base, token, 'POST', 'sale/order/save-commit', newOrderBody(stock, commandId));
      log(`command append: captured ${answer.number}, a new 20-line order committed over HTTP`);
    } finally {
      await app.stop();
    }
    const template = await captured(bench.url, commandId);
    const eventsPerCommand = template.streams.reduce((n, s) => n + s.events.length, 0);
    log(
      `command append: it appended ${eventsPerCommand} events to ${template.streams.length} streams: ` +
        template.streams.map((s) => `${s.shared ? 'shared' : 'new'} ${s.streamId.replace(commandId, '<order>')} [${s.events.map((e) => e.type).join(', ')}]`).join('; '),
    );

    // ---- replay through the product's store and inline hook
    const { loadConfig } = await import('../../services/dist/platform/config/config.js');
    const { createPlatform } = await import('../../services/dist/platform/platform.js');
    platform = await createPlatform(loadConfig({ DATABASE_URL: bench.url, LOG_LEVEL: 'silent' }), { migrate: false });
    const figures = { eventsPerCommand, streams: template.streams.map((s) => ({ stream: s.streamId.replace(commandId, '<order>'), shared: s.shared, events: s.events.map((e) => e.type) })), load, report: [] };
    for (const writers of WRITER_COUNTS) {
      const row = {};
      for (const inline of [true, false]) {
        const op = replayer(platform, template, commandId, writers, inline);
        const r = await timedLoop({ writers, warmupMs, durationMs, op });
        row[inline ? 'withInline' : 'withoutInline'] = { commandsPerSec: r.perSec, eventsPerSec: r.perSec * eventsPerCommand, p50ms: round(r.p50ms, 2), p99ms: round(r.p99ms, 2), commands: r.events };
      }
      const w = `${writers} writer${writers > 1 ? 's' : ''}`;
      const a = row.withInline;
      const b = row.withoutInline;
      log(`command append ${w}, appendMany + inline projections: ${fmt(a.commandsPerSec)} commands/s = ${fmt(a.eventsPerSec)} events/s, p50 ${a.p50ms} ms, p99 ${a.p99ms} ms`);
      log(`command append ${w}, appendMany without the inline hook (context): ${fmt(b.commandsPerSec)} commands/s, p50 ${b.p50ms} ms, p99 ${b.p99ms} ms`);
      figures.report.push(
        reportLine(
          log,
          `P1 real command (new 20-line sale order: appendMany + inline stock projection), ${w}`,
          `${fmt(a.commandsPerSec)} commands/s = ${fmt(a.eventsPerSec)} events/s (without inline: ${fmt(b.commandsPerSec)} commands/s)`,
          'none (context: HTTP save-commit must reach >= 400/s)',
          null,
        ),
      );
      figures[`writers${writers}`] = row;
    }
    load.end = loadAverage();
    log(`command append: load average at the end ${load.end.join(' ')}`);
    return figures;
  } finally {
    await platform?.close().catch(() => undefined);
    await bench.drop();
  }
}

/** The streams and events one command appended, in order; `shared`: the stream existed before. */
async function captured(url, commandId) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query(
      `select stream_id, stream_version::int as v, type, schema_version, data, metadata from es.events where command_id = $1 order by global_position`,
      [commandId],
    );
    if (rows.length === 0) throw new Error(`no events of command ${commandId}`);
    const streams = [];
    for (const r of rows) {
      let s = streams.find((x) => x.streamId === r.stream_id);
      if (!s) streams.push((s = { streamId: r.stream_id, shared: r.v > 1, events: [] }));
      s.events.push({ type: r.type, schemaVersion: r.schema_version, data: r.data });
    }
    return { streams, userId: rows[0].metadata.userId };
  } finally {
    await c.end();
  }
}

function replayer(platform, template, orderId, writers, inline) {
  const run = randomBytes(3).toString('hex');
  const versions = Array.from({ length: writers }, () => new Map());
  const news = template.streams.filter((s) => !s.shared).map((s) => ({ streamId: s.streamId, json: JSON.stringify(s.events) }));
  return async (w) => {
    const newId = randomUUID();
    const requests = [];
    for (const s of template.streams) {
      if (s.shared) {
        const streamId = `${s.streamId}-bench-${run}-w${w}`;
        const v = versions[w].get(streamId) ?? 0;
        requests.push({ streamId, expectedVersion: v === 0 ? 'no_stream' : v, events: s.events });
      } else {
        const n = news.find((x) => x.streamId === s.streamId);
        requests.push({ streamId: s.streamId.replaceAll(orderId, newId), expectedVersion: 'no_stream', events: JSON.parse(n.json.replaceAll(orderId, newId)) });
      }
    }
    const commandId = randomUUID();
    const meta = { userId: template.userId ?? 'bench', commandId, correlationId: commandId, causationId: commandId };
    const results = await platform.store.appendMany(requests, meta, { requestHash: randomBytes(16).toString('hex'), ...(inline ? { inline: platform.inline } : {}) });
    for (const r of results) if (versions[w].has(r.streamId) || r.streamId.includes(`-bench-${run}-w${w}`)) versions[w].set(r.streamId, r.streamVersion);
    return 1;
  };
}
