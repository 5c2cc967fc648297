#!/usr/bin/env node
// Benchmarks: npm run bench [-- --quick] [--only name[,name]] [--events N] [--no-build]
//
// Builds the server (infra/scripts/build-server.mjs, or swc per package when that script is not
// there), then runs every test/bench/*.bench.mjs in name order, each in a node process of its own,
// calling its `run({ quick, url, log, events? })`. Readable lines go to stdout as the benches run,
// each bench between its machine load averages (os.loadavg) at start and end; then a summary: every
// figure a bench reported (its `report` list) beside its target, with that bench's load averages.
// The LAST line of stdout is one JSON object with every bench's figures keyed by the bench's `key`
// export (default: its file name, camel-cased), plus `targets` and `meta`.
//
// PostgreSQL: DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test. Each bench creates its own
// fresh database td_bench_<rand> on that server and drops it at the end.
// Budget: --quick must stay under 5 minutes in all.

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BENCH_DIR = join(ROOT, 'test/bench');

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name) => {
  const i = argv.findIndex((a) => a === name || a.startsWith(name + '='));
  if (i < 0) return undefined;
  return argv[i].includes('=') ? argv[i].slice(name.length + 1) : argv[i + 1];
};
const quick = flag('--quick');
const only = option('--only')?.split(',').map((s) => s.trim()).filter(Boolean);
const events = option('--events') !== undefined ? Number(option('--events')) : undefined;
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const out = (line) => process.stdout.write(line + '\n');
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function build() {
  const script = join(ROOT, 'infra/scripts/build-server.mjs');
  if (existsSync(script)) {
    const r = spawnSync(process.execPath, [script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`build-server.mjs failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
    return 'infra/scripts/build-server.mjs';
  }
  const swc = join(ROOT, 'node_modules/.bin/swc');
  for (const pkg of ['contracts', 'projections', 'services']) {
    const r = spawnSync(swc, ['src', '-d', 'dist', '--strip-leading-paths', '--config-file', '../.swcrc'], {
      cwd: join(ROOT, pkg),
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`swc build of ${pkg} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  }
  return 'swc (contracts, projections, services)';
}

function keyOf(file) {
  return file.replace(/\.bench\.mjs$/, '').replace(/[-_.]+(\w)/g, (_, c) => c.toUpperCase());
}

async function main() {
  const { loadAverage, runInChild } = await import(join(BENCH_DIR, '_lib.mjs'));
  const pg = (await import('pg')).default;

  if (!flag('--no-build')) out(`bench: built with ${build()} (${elapsed()})`);

  // Fail early and clearly when PostgreSQL does not answer.
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await probe.connect();
    const { rows } = await probe.query('select version() as v');
    out(`bench: ${rows[0].v.split(' on ')[0]} at ${url.replace(/\/\/[^@]*@/, '//')}`);
  } catch (e) {
    throw new Error(`PostgreSQL not reachable at ${url}: ${e.message}`);
  } finally {
    await probe.end().catch(() => undefined);
  }

  const files = readdirSync(BENCH_DIR)
    .filter((f) => f.endsWith('.bench.mjs'))
    .sort()
    .filter((f) => !only || only.some((o) => f === o || f.startsWith(o + '.') || keyOf(f) === o));
  out(`bench: ${quick ? 'quick' : 'full'} run of ${files.join(', ')}`);

  const figures = {};
  const summary = []; // [{ bench, load: {start, end}, lines: [{figure, measured, target, ok}] }]
  let failed = 0;
  for (const f of files) {
    const t = Date.now();
    const load = { start: loadAverage() };
    out(`---- ${f} (load average ${load.start.join(' ')})`);
    const args = { quick, url, ...(events !== undefined ? { events } : {}) };
    let lines = [];
    try {
      const { result, key } = await runInChild(join(BENCH_DIR, f), 'run', args, (line) => out(`  ${line}`), { withKey: true });
      figures[key ?? keyOf(f)] = result;
      lines = Array.isArray(result?.report) ? result.report : [];
    } catch (e) {
      failed++;
      figures[keyOf(f)] = { error: e.message };
      out(`  FAILED: ${e.stack ?? e.message}`);
      lines = [{ figure: `${f} failed`, measured: e.message.split('\n')[0], target: '-', ok: false }];
    }
    load.end = loadAverage();
    summary.push({ bench: f, load, lines });
    out(`---- ${f} done in ${((Date.now() - t) / 1000).toFixed(1)} s (total ${elapsed()}; load average ${load.end.join(' ')})`);
  }

  // Figures that need two benches: our like-for-like rebuild against Emmett's (same events, same
  // projection, same batch size), and the product's own rebuild path beside it (not comparable).
  const lfl = figures.rebuild?.likeForLike?.eventsPerSecond;
  const product = figures.rebuild?.product?.eventsPerSecond;
  const theirs = figures.emmettRebuild?.perSec;
  const rebuildVsEmmett = lfl && theirs ? Math.round((lfl / theirs) * 100) / 100 : undefined;
  if (rebuildVsEmmett !== undefined) {
    const n = figures.rebuild.events;
    const line = {
      figure: `P3 our rebuild / Emmett's, like for like (one upsert per event, batch ${figures.rebuild.likeForLike.batchSize}, ${n.toLocaleString('en-US')} events)`,
      measured: `${rebuildVsEmmett} (ours ${lfl.toLocaleString('en-US')}, Emmett ${theirs.toLocaleString('en-US')} events/s)`,
      target: '>= 3 (set before issue 11)',
      ok: rebuildVsEmmett >= 3,
    };
    out(`=> ${line.figure}: ${line.measured}   [target ${line.target}: ${line.ok ? 'meets target' : 'BELOW TARGET'}]`);
    summary.find((s) => s.bench === 'rebuild.bench.mjs')?.lines.unshift(line);
  }
  figures.targets = {
    appendVsRaw1: figures.append?.writers1?.oursVsRaw,
    appendVsRaw8: figures.append?.writers8?.oursVsRaw,
    appendVsEmmett1: figures.append?.writers1?.oursVsEmmett,
    appendVsEmmett8: figures.append?.writers8?.oursVsEmmett,
    rebuildLikeForLikeVsEmmett: rebuildVsEmmett,
    rebuildProductEventsPerSecond: product,
    httpCommitsPerSec: figures.httpCommit?.postgres?.burst?.commitsPerSec,
    http409: figures.httpCommit?.postgres?.burst?.n409,
    httpSteadyP99Ms: figures.httpCommit?.postgres?.steady?.p99ms,
    sqlPerCommit: figures.httpCommit?.postgres?.sqlBurst?.perCommit,
    pgliteCommitsPerSec: figures.httpCommit?.pglite?.burst?.commitsPerSec,
    pgliteRssMB: figures.httpCommit?.pglite?.memoryAfterStart?.rssMB,
    livePushP99Ms: figures.httpCommit?.postgres?.livePush?.p99ms,
    firstScreenGzipKB: figures.firstScreen?.chromium?.firstScreenKB ?? figures.firstScreen?.gzipKB,
    firstListGzipKB: figures.firstScreen?.chromium?.firstListKB ?? figures.firstScreen?.firstList?.gzipKB,
    productSearchWorstP99Ms: figures.productSearch?.worstP99Ms,
    wanted: {
      appendVsRaw: 0.7,
      appendVsEmmett: 1,
      rebuildLikeForLikeVsEmmett: 3,
      rebuildProductEventsPerSecond: 50000,
      httpCommitsPerSec: 400,
      http409: 0,
      httpSteadyP99Ms: 25,
      sqlPerCommit: 19,
      pgliteCommitsPerSec: 100,
      pgliteRssMB: 300,
      firstScreenGzipKB: 250,
      firstListGzipKB: 350,
      productSearchWorstP99Ms: 50,
    },
  };

  out('');
  out(`==== summary (${quick ? 'quick' : 'full'} run, ${os.cpus().length} cores, ${elapsed()}): each figure beside its target, with the load average (1, 5, 15 min) at the start and end of its bench`);
  for (const s of summary) {
    out(`${s.bench}  (load ${s.load.start.join(' ')} -> ${s.load.end.join(' ')})`);
    for (const l of s.lines) {
      const verdict = l.ok === true ? 'ok  ' : l.ok === false ? 'MISS' : '    ';
      out(`  ${verdict} ${l.figure}: ${l.measured}   [target ${l.target}]`);
    }
  }
  out('');
  out(`targets: ${JSON.stringify(figures.targets)}`);

  figures.meta = {
    quick,
    node: process.version,
    cpus: os.cpus().length,
    startedAt: new Date(started).toISOString(),
    seconds: Math.round((Date.now() - started) / 100) / 10,
    failed,
  };
  out(JSON.stringify(figures));
  process.exitCode = failed ? 1 : 0;
}

main().catch((e) => {
  out(`bench: ${e.stack ?? e.message}`);
  out(JSON.stringify({ meta: { quick, failed: 1, error: e.message } }));
  process.exitCode = 1;
});
