import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataDirLock, DataDirLockedError } from './data-dir-lock.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

describe('the embedded store locks its data directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'td-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a second process on the same DATA_DIR stops with a clear message', async () => {
    const lock = await DataDirLock.acquire(dir);
    try {
      await expect(DataDirLock.acquire(dir)).rejects.toBeInstanceOf(DataDirLockedError);
      const r = spawnSync(process.execPath, [join(ROOT, 'services/dist/main.js')], {
        env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: dir, PORT: '0', DATABASE_URL: '', REDIS_URL: '' },
        encoding: 'utf8',
        timeout: 60000,
      });
      expect(r.status).toBe(3);
      expect(r.stderr).toMatch(/in use by another TradeDesk process/);
    } finally {
      await lock.release();
    }
    // released: the next process may take it
    const again = await DataDirLock.acquire(dir);
    await again.release();
  });

  it('a lock left by a dead process is taken over', async () => {
    const { writeFileSync } = await import('node:fs');
    const { hostname } = await import('node:os');
    writeFileSync(join(dir, 'tradedesk.lock'), JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname() }));
    const lock = await DataDirLock.acquire(dir);
    await lock.release();
  });
});
