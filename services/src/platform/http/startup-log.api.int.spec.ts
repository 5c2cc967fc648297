import { Writable } from 'node:stream';
import { jest } from '@jest/globals';
import { pino } from 'pino';
import { loadConfig } from '../config/config.js';
import { createPlatform, type Platform } from '../platform.js';
import { freshPg, type TestDatabase } from '../testing/test-db.js';
import { closeQuietly, createHttpApp } from './http-app.js';

/** Every line written while the API started at this level: through the app's logger or straight to the console. */
async function startupLines(platform: Platform, level: 'info' | 'debug'): Promise<string[]> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const consoleLines: string[] = [];
  const spies = [process.stdout, process.stderr].map((stream) =>
    jest.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      consoleLines.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    }),
  );
  const app = await createHttpApp(platform, { logger: pino({ level }, sink), webDist: false });
  try {
    await app.init();
  } finally {
    spies.forEach((s) => s.mockRestore());
    await closeQuietly(app);
  }
  return [...lines.map((l) => String(JSON.parse(l).msg)), ...consoleLines];
}

/** What a person starting the server reads: a few lines (main.ts), not Nest's map of 200 routes. */
describe('start-up output', () => {
  // No app with `logger: false` in this file before these: Nest's logger switch is process-wide.
  let t: TestDatabase;
  let platform: Platform;
  beforeAll(async () => {
    t = await freshPg();
    platform = await createPlatform(loadConfig({ ROOT_PASSWORD: 'root-secret-1', LOG_LEVEL: 'silent' }), { db: t.db, migrate: true });
  });
  afterAll(async () => {
    await platform?.close().catch(() => undefined);
    await t?.drop();
  });

  it('at the default level the route map and module list are not printed', async () => {
    const lines = await startupLines(platform, 'info');
    expect(lines.filter((l) => /Mapped \{|dependencies initialized|route/i.test(l))).toEqual([]);
    expect(lines.length).toBeLessThanOrEqual(3);
  });

  it('LOG_LEVEL=debug still shows every mapped route', async () => {
    const lines = await startupLines(platform, 'debug');
    const mapped = lines.filter((l) => l.startsWith('Mapped {'));
    expect(mapped.length).toBeGreaterThan(150);
    expect(mapped).toContain('Mapped {/be/api/health, GET} route');
  });
});
