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
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSteps, root } from './lib/steps.mjs';

const CHROMIUM = '/usr/bin/chromium';
const extraArgs = process.argv.slice(2);
const workDir = mkdtempSync(join(tmpdir(), 'tradedesk-e2e-run-'));
const { totals, say, run, finish, fail, ensureServices } = createSteps({
  tag: 'e2e',
  stepTimeoutMs: Number(process.env.TD_STEP_TIMEOUT_MIN ?? 30) * 60_000,
  workDir,
});

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
