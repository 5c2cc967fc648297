import { rmSync } from 'node:fs';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(readonly dir: string, readonly holder: string) {
    super(
      `The data directory ${dir} is in use by another TradeDesk process (${holder}). ` +
        `Two processes on one embedded store would corrupt it: stop the other process, or set DATA_DIR to another directory, ` +
        `or use PostgreSQL (DATABASE_URL) to run several processes.`,
    );
  }
}

/**
 * PGlite lets two processes open one directory without complaint and then corrupts it, so the
 * app takes a lock file first. A lock left by a dead process (same host, pid gone) is taken over.
 */
export class DataDirLock {
  private constructor(private readonly file: string) {}

  static async acquire(dir: string): Promise<DataDirLock> {
    const abs = resolve(dir);
    await mkdir(abs, { recursive: true });
    const file = join(abs, 'tradedesk.lock');
    const me = JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() });
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fh = await open(file, 'wx');
        await fh.writeFile(me);
        await fh.close();
        const lock = new DataDirLock(file);
        const onExit = () => lock.releaseSync();
        process.once('exit', onExit);
        return lock;
      } catch (e: any) {
        if (e.code !== 'EEXIST') throw e;
        const holder = await readFile(file, 'utf8').catch(() => '');
        let info: { pid?: number; host?: string } = {};
        try { info = JSON.parse(holder); } catch { /* unreadable lock: treat as stale */ }
        if (info.pid && info.host === hostname() && isAlive(info.pid)) {
          throw new DataDirLockedError(abs, `pid ${info.pid} on ${info.host}`);
        }
        if (info.host && info.host !== hostname()) throw new DataDirLockedError(abs, `pid ${info.pid} on ${info.host}`);
        await rm(file, { force: true });
      }
    }
    throw new DataDirLockedError(abs, 'unknown');
  }

  private released = false;
  private releaseSync() {
    if (this.released) return;
    this.released = true;
    try {
      rmSync(this.file, { force: true });
    } catch { /* exiting anyway */ }
  }

  async release() {
    if (this.released) return;
    this.released = true;
    await rm(this.file, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e: any) {
    return e.code === 'EPERM';
  }
}
