#!/usr/bin/env node
// `npm test`: services -> build:server -> jest unit -> jest int (in band).
//
// Streams every step's output, stops at the first failing step with its exit code, and ends
// with one line `N passed, N failed` (tests summed over the jest runs, read from jest's
// --json reports). A step that fails without a report (build error, jest crash) counts as
// one failure, so that line never reads "0 failed" for a broken run.
//
// Extra arguments go to both jest runs: `npm test -- -t 'event store'`.
// Environment: TD_SKIP_BUILD=1 skips build:server; TD_STEP_TIMEOUT_MIN (default 62: the in-band int run of ~150 files took 50 min on the quiet 2-core machine on 2026-11-25) bounds each step;
// TD_INT_TEST_TIMEOUT_MS (default 120000) is the int tests' per-test timeout; TD_INT_HEAP_MB (default
// 12288) the int run's heap.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSteps, root } from './lib/steps.mjs';

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

  // jest 30 ignores `testTimeout` inside a project entry (jest-circus reads only the global one),
  // so the int project's 120 s is given on the command line; explicit per-test timeouts still win.
  // In band, every file's modules stay in the one process: past ~120 files the default heap (about
  // 4 GB here) ran out, so the int run gets a larger one (TD_INT_HEAP_MB, default 12288).
  code = await jest('int', ['--runInBand', `--testTimeout=${process.env.TD_INT_TEST_TIMEOUT_MS ?? 120000}`],
    [`--max-old-space-size=${process.env.TD_INT_HEAP_MB ?? 12288}`]);
  if (code !== 0) { say(`integration tests failed (exit ${code})`); return finish(code); }

  finish(0);
}

main().catch((err) => { say(err?.stack ?? String(err)); totals.failed += 1; finish(1); });
