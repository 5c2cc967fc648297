// Browser tests: `npm run e2e` (infra/scripts/e2e.mjs) builds the app and runs
//   npx playwright test -c test/e2e/playwright.config.ts
// Chromium is Debian's (/usr/bin/chromium, apt package `chromium`): never `npx playwright install`.
//
// Environment:
//   E2E_BASE_URL   test a server that is already running; no server is started then
//   E2E_DATA_DIR   data directory of the started server (default: a fresh temp dir per run)
//   PLAYWRIGHT_JSON_OUTPUT_FILE  where the JSON report goes (e2e.mjs reads it for its summary)
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const port = Number(process.env.E2E_PORT ?? 3999);
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;

// Worker processes load this file again: set the variable once so they all agree.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tradedesk-e2e-')));

export default defineConfig({
  testDir: here,
  testMatch: '**/*.e2e.ts',
  outputDir: join(root, 'test-results'),
  workers: 1,
  retries: 0,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: join(root, 'test-results', 'e2e-report.json') }],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: external
    ? undefined
    : {
        command: 'node infra/scripts/start.mjs',
        cwd: root,
        url: `http://127.0.0.1:${port}/be/api/health`,
        env: {
          PORT: String(port),
          DATA_DIR: dataDir,
          ROOT_PASSWORD: 'e2e-root-pass',
          // The browser tests run the README's default: the embedded store and the in-process queue.
          DATABASE_URL: '',
          REDIS_URL: '',
        },
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: process.env.E2E_SERVER_LOG ? 'pipe' : 'ignore',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      },
});
