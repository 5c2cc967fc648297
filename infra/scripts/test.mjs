#!/usr/bin/env node
// `npm test`: services -> build:server -> jest unit -> jest int (in band).
//
// Streams every step's output, stops at the first failing step with its exit code, and ends
// with one line `N passed, N failed` (tests summed over the jest runs, read from jest's
// --json reports). A step that fails without a report (build error, jest crash) counts as
// one failure, so that line never reads "0 failed" for a broken run.
//
// Extra arguments go to both jest runs: `npm test -- -t 'event store'`.
// Environment: TD_SKIP_BUILD=1 skips build:server; TD_STEP_TIMEOUT_MIN (default 40) bounds each step;
// TD_INT_TEST_TIMEOUT_MS (default 120000) is the int tests' per-test timeout.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const extraArgs = process.argv.slice(2);
const stepTimeoutMs = Number(process.env.TD_STEP_TIMEOUT_MIN ?? 40) * 60_000;
const reportDir = mkdtempSync(join(tmpdir(), 'tradedesk-test-'));
const totals = { passed: 0, failed: 0 };
let current = null; // the running child, for signal forwarding

const say = (msg) => process.stderr.write(`\n[test] ${msg}\n`);

/** Run a command with inherited stdio in its own process group; resolves with its exit code. */
function run(cmd, args, { env = process.env, label = `${cmd} ${args.join(' ')}` } = {}) {
  say(label);
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
    current = child;
    const timer = setTimeout(() => {
      say(`${label}: timed out after ${stepTimeoutMs / 60_000} min, killing it`);
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    }, stepTimeoutMs);
    child.on('error', (err) => { say(`${label}: ${err.message}`); });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      current = null;
      done(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

function killGroup(child, signal) {
  try { process.kill(-child.pid, signal); } catch { /* already gone */ }
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (current) killGroup(current, sig);
    finish(130);
  });
}

function finish(code) {
  rmSync(reportDir, { recursive: true, force: true });
  process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed\n`);
  process.exit(code);
}

/** Put DATABASE_URL / REDIS_URL from services.sh into our environment. */
async function ensureServices() {
  say('services: bash infra/scripts/services.sh');
  const out = await new Promise((done) => {
    let buf = '';
    const child = spawn('bash', [join(root, 'infra/scripts/services.sh')], {
      cwd: root, stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (d) => { buf += d; });
    child.on('error', (err) => { say(`services.sh: ${err.message}`); done({ code: 1, buf }); });
    child.on('close', (code) => done({ code: code ?? 1, buf }));
  });
  if (out.code !== 0) return out.code;
  for (const [name, value] of parseExports(out.buf)) {
    process.env[name] = value;
    say(`${name}=${value}`);
  }
  return 0;
}

/** Lines `export NAME='value'` (value single-quoted, ' written as '\'' ) or `export NAME=value`. */
function parseExports(text) {
  const vars = [];
  for (const line of text.split('\n')) {
    const m = /^export ([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
    if (!m) continue;
    let v = m[2];
    if (v.startsWith("'") && v.endsWith("'") && v.length >= 2) v = v.slice(1, -1).replaceAll("'\\''", "'");
    else if (v.startsWith('"') && v.endsWith('"') && v.length >= 2) v = v.slice(1, -1);
    vars.push([m[1], v]);
  }
  return vars;
}

function jestBin() {
  const local = join(root, 'node_modules/jest/bin/jest.js');
  return existsSync(local) ? [process.execPath, [local]] : ['npx', ['--no-install', 'jest']];
}

async function jest(project, more) {
  const report = join(reportDir, `${project}.json`);
  const [cmd, pre] = jestBin();
  const env = {
    ...process.env,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' '),
  };
  const code = await run(cmd, [...pre, '--selectProjects', project, ...more,
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
  if (code !== 0) { say(`services.sh failed (exit ${code})`); totals.failed += 1; return finish(code); }

  if (process.env.TD_SKIP_BUILD !== '1') {
    code = await run('npm', ['run', '--silent', 'build:server']);
    if (code !== 0) { say(`build:server failed (exit ${code})`); totals.failed += 1; return finish(code); }
  }

  code = await jest('unit', []);
  if (code !== 0) { say(`unit tests failed (exit ${code})`); return finish(code); }

  // jest 30 ignores `testTimeout` inside a project entry (jest-circus reads only the global one),
  // so the int project's 120 s is given on the command line; explicit per-test timeouts still win.
  code = await jest('int', ['--runInBand', `--testTimeout=${process.env.TD_INT_TEST_TIMEOUT_MS ?? 120000}`]);
  if (code !== 0) { say(`integration tests failed (exit ${code})`); return finish(code); }

  finish(0);
}

main().catch((err) => { say(err?.stack ?? String(err)); totals.failed += 1; finish(1); });
