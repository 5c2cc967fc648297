#!/usr/bin/env node
// `npm run e2e`: chromium -> services -> npm run build -> playwright (test/e2e/playwright.config.ts).
//
// Streams every step, stops at the first failing step with its exit code, and ends with one
// line `N passed, N failed` read from Playwright's JSON report (flaky counts as passed; a run
// that fails without any failed test on record, e.g. the web server did not start, counts
// as one failure).
//
// Extra arguments go to `playwright test`: `npm run e2e -- --grep smoke`.
// Environment: TD_SKIP_BUILD=1 skips `npm run build`; TD_STEP_TIMEOUT_MIN (default 30) bounds each step.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CHROMIUM = '/usr/bin/chromium';
const extraArgs = process.argv.slice(2);
const stepTimeoutMs = Number(process.env.TD_STEP_TIMEOUT_MIN ?? 30) * 60_000;
const workDir = mkdtempSync(join(tmpdir(), 'tradedesk-e2e-run-'));
const totals = { passed: 0, failed: 0 };
let current = null;

const say = (msg) => process.stderr.write(`\n[e2e] ${msg}\n`);

/** Run a command in its own process group; stdout inherited unless `capture`. Resolves { code, out }. */
function run(cmd, args, { env = process.env, label = `${cmd} ${args.join(' ')}`, capture = false, timeoutMs = stepTimeoutMs } = {}) {
  say(label);
  return new Promise((done) => {
    let out = '';
    const child = spawn(cmd, args, {
      cwd: root, env, detached: true,
      stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
    });
    current = child;
    if (capture) child.stdout.on('data', (d) => { out += d; });
    const timer = setTimeout(() => {
      say(`${label}: timed out after ${Math.round(timeoutMs / 60_000)} min, killing it`);
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    }, timeoutMs);
    child.on('error', (err) => { say(`${label}: ${err.message}`); });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      current = null;
      done({ code: code ?? 128 + (constants.signals[signal] ?? 0), out });
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
  rmSync(workDir, { recursive: true, force: true });
  process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed\n`);
  process.exit(code);
}

function fail(what, code) {
  say(`${what} failed (exit ${code})`);
  totals.failed += 1;
  finish(code || 1);
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return 0;
  if (process.getuid?.() !== 0) {
    say(`${CHROMIUM} is missing: install it with \`sudo apt-get install -y chromium fonts-liberation\` ` +
      '(never `npx playwright install`: no browser downloads here)');
    return 1;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // apt's progress is captured and shown only when it fails.
  let r = await run('timeout', ['600', 'apt-get', 'update', '-qq'], { env, capture: true });
  if (r.code === 0) {
    r = await run('timeout', ['1200', 'apt-get', 'install', '-y', '-qq', '--no-install-recommends',
      'chromium', 'fonts-liberation'], { env, capture: true });
  }
  if (r.code !== 0) { process.stderr.write(r.out); return r.code; }
  return existsSync(CHROMIUM) ? 0 : 1;
}

/** Lines `export NAME='value'` (' written as '\'' ) or `export NAME=value`. */
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

async function ensureServices() {
  const r = await run('bash', [join(root, 'infra/scripts/services.sh')],
    { capture: true, label: 'services: bash infra/scripts/services.sh', timeoutMs: 30 * 60_000 });
  if (r.code !== 0) return r.code;
  for (const [name, value] of parseExports(r.out)) {
    process.env[name] = value;
    say(`${name}=${value}`);
  }
  return 0;
}

function playwrightBin() {
  const local = join(root, 'node_modules/@playwright/test/cli.js');
  return existsSync(local) ? [process.execPath, [local]] : ['npx', ['--no-install', 'playwright']];
}

async function playwright() {
  const report = join(workDir, 'playwright.json');
  const [cmd, pre] = playwrightBin();
  const ownDataDir = !process.env.E2E_DATA_DIR;
  const env = {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_FILE: report,
    E2E_DATA_DIR: process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'tradedesk-e2e-data-')),
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  };
  say(`server data dir: ${env.E2E_DATA_DIR}`);
  const { code } = await run(cmd, [...pre, 'test', '-c', 'test/e2e/playwright.config.ts', ...extraArgs],
    { env, label: 'playwright test -c test/e2e/playwright.config.ts' });
  let reported = 0;
  try {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    const s = r.stats ?? {};
    totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
    totals.failed += s.unexpected ?? 0;
    reported = s.unexpected ?? 0;
    say(`playwright: ${s.expected ?? 0} passed, ${s.unexpected ?? 0} failed` +
      (s.flaky ? `, ${s.flaky} flaky` : '') + (s.skipped ? `, ${s.skipped} skipped` : '') +
      (r.errors?.length ? `, ${r.errors.length} error(s) outside tests` : ''));
  } catch {
    say(`playwright: no report at ${report}`);
  }
  if (code !== 0 && reported === 0) totals.failed += 1;
  // Keep the server's data for a look after a failure; drop it after a clean run.
  if (ownDataDir && code === 0) rmSync(env.E2E_DATA_DIR, { recursive: true, force: true });
  else if (code !== 0) say(`server data kept in ${env.E2E_DATA_DIR}`);
  return code;
}

async function main() {
  let code = await ensureChromium();
  if (code !== 0) return fail('chromium', code);

  code = await ensureServices();
  if (code !== 0) return fail('services.sh', code);

  if (process.env.TD_SKIP_BUILD !== '1') {
    ({ code } = await run('npm', ['run', '--silent', 'build']));
    if (code !== 0) return fail('npm run build', code);
  }

  code = await playwright();
  if (code !== 0) say(`playwright failed (exit ${code})`);
  finish(code);
}

main().catch((err) => { say(err?.stack ?? String(err)); totals.failed += 1; finish(1); });
