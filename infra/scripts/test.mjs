#!/usr/bin/env node
// `npm test`: services -> build:server -> jest unit -> jest int (parallel workers, one
// PostgreSQL cluster each).
//
// Streams every step's output, stops at the first failing step with its exit code, and ends
// with one line `N passed, N failed` (tests summed over the jest runs, read from jest's
// --json reports). A step that fails without a report (build error, jest crash) counts as
// one failure, so that line never reads "0 failed" for a broken run.
//
// Extra arguments go to both jest runs: `npm test -- -t 'event store'`.
// Environment: TD_SKIP_BUILD=1 skips build:server; TD_STEP_TIMEOUT_MIN (default 62) bounds each step;
// TD_INT_WORKERS (default 2) is how many jest workers run the int files; TD_INT_TEST_TIMEOUT_MS
// (default 120000) is the int tests' per-test timeout; TD_INT_HEAP_MB (default 6144; 12288 with
// one worker, in band) each int worker's heap.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSteps, parseExports, root } from './lib/steps.mjs';

const extraArgs = process.argv.slice(2);
const reportDir = mkdtempSync(join(tmpdir(), 'tradedesk-test-'));
const { totals, say, run, finish, fail, ensureServices } = createSteps({
  tag: 'test',
  stepTimeoutMs: Number(process.env.TD_STEP_TIMEOUT_MIN ?? 62) * 60_000,
  workDir: reportDir,
});

function jestBin() {
  const local = join(root, 'node_modules/jest/bin/jest.js');
  return existsSync(local) ? [process.execPath, [local]] : ['npx', ['--no-install', 'jest']];
}

async function jest(project, more, nodeOptions = []) {
  const report = join(reportDir, `${project}.json`);
  const [cmd, pre] = jestBin();
  const env = {
    ...process.env,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules', ...nodeOptions].filter(Boolean).join(' '),
  };
  const { code } = await run(cmd, [...pre, '--selectProjects', project, ...more,
    '--passWithNoTests', '--json', '--outputFile', report, ...extraArgs],
  { env, label: `jest --selectProjects ${project} ${more.join(' ')}`.trim() });
  let reported = 0;
  try {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    // A suite that failed with no failed test in it (it did not load, or a beforeAll/afterAll
    // hook threw after its tests passed) counts as one failure.
    const broken = (r.testResults ?? []).filter((f) => f.status === 'failed' &&
      !(f.assertionResults ?? []).some((a) => a.status === 'failed')).length;
    reported = (r.numFailedTests ?? 0) + broken;
    totals.passed += r.numPassedTests ?? 0;
    totals.failed += reported;
    say(`jest ${project}: ${r.numPassedTests} passed, ${r.numFailedTests} failed` +
      (broken ? `, ${broken} suite(s) failed to run` : '') +
      (r.numPendingTests ? `, ${r.numPendingTests} skipped` : ''));
  } catch {
    say(`jest ${project}: no report at ${report}`);
  }
  // Jest failed (crash, bad config, open-handle exit) without any failed test on record.
  if (code !== 0 && reported === 0) totals.failed += 1;
  return code;
}

async function main() {
  let code = await ensureServices();
  if (code !== 0) return fail('services.sh', code);

  // A newcomer's `npm ci` on any platform needs every platform's optional packages in the lockfile.
  ({ code } = await run(process.execPath, ['infra/scripts/lockfile-platforms.mjs', '--check']));
  if (code !== 0) return fail('lockfile check', code);

  if (process.env.TD_SKIP_BUILD !== '1') {
    ({ code } = await run('npm', ['run', '--silent', 'typecheck']));
    if (code !== 0) return fail('typecheck', code);
    ({ code } = await run('npm', ['run', '--silent', 'build:server']));
    if (code !== 0) return fail('build:server', code);
  }

  code = await jest('unit', []);
  if (code !== 0) { say(`unit tests failed (exit ${code})`); return finish(code); }

  // The int files run in parallel workers (in band, ~160 files took 50 min quiet on the 2-core
  // machine and over 62 in a CI run). Each worker has a PostgreSQL cluster of its own: worker 1
  // the one services.sh found, worker N > 1 an extra one (TD_PG_URL_<N>, read by
  // services/src/platform/testing/test-db.ts), because commit-order reading waits for every
  // transaction of the cluster and one file's long write would hold back another's reads.
  const workers = Math.max(1, Math.floor(Number(process.env.TD_INT_WORKERS ?? 2)) || 1);
  for (let n = 2; n <= workers; n++) {
    const extra = await run('bash', [join(root, 'infra/scripts/services.sh'), 'extra-pg', `pg-worker-${n}`],
      { capture: true, label: `services: extra PostgreSQL for int worker ${n}`, timeoutMs: 10 * 60_000 });
    const url = parseExports(extra.out).find(([name]) => name === 'DATABASE_URL')?.[1];
    if (extra.code !== 0 || !url) return fail(`extra PostgreSQL for int worker ${n}`, extra.code || 1);
    process.env[`TD_PG_URL_${n}`] = url;
    say(`TD_PG_URL_${n}=${url}`);
  }
  // jest 30 ignores `testTimeout` inside a project entry (jest-circus reads only the global one),
  // so the int project's 120 s is given on the command line; explicit per-test timeouts still win.
  // A worker keeps every file's modules it ran: one past 3 GB after a file is replaced by a fresh
  // one (same worker id, same cluster), and each has a larger heap than the default.
  const parallel = workers > 1 ? [`--maxWorkers=${workers}`, '--workerIdleMemoryLimit=3GB'] : ['--runInBand'];
  code = await jest('int', [...parallel, `--testTimeout=${process.env.TD_INT_TEST_TIMEOUT_MS ?? 120000}`],
    [`--max-old-space-size=${process.env.TD_INT_HEAP_MB ?? (workers > 1 ? 6144 : 12288)}`]);
  if (code !== 0) { say(`integration tests failed (exit ${code})`); return finish(code); }

  finish(0);
}

main().catch((err) => { say(err?.stack ?? String(err)); totals.failed += 1; finish(1); });
