import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { TEST_REDIS_URL } from '../testing/test-db.js';
import { BullmqQueue } from './bullmq.queue.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** Short locks so that a dead worker's job is noticed in about a second (BullMQ's default is 30 s). */
const STALL = { lockDuration: 1000, stalledInterval: 500 };

/** A worker in a process of its own that takes one job, reports 10 % and then hangs until it is killed. */
function hangingWorker(queueName: string): { child: ChildProcess; started: Promise<void> } {
  const script = `
    import { Worker } from 'bullmq';
    const u = new URL(${JSON.stringify(TEST_REDIS_URL)});
    new Worker(${JSON.stringify(queueName)}, async (job) => {
      await job.updateProgress(10);
      process.stdout.write('started\\n');
      await new Promise(() => {});
    }, { connection: { host: u.hostname, port: Number(u.port || 6379), maxRetriesPerRequest: null }, ...${JSON.stringify(STALL)} });
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'inherit'] });
  const started = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('started') && resolve());
    child.once('exit', (code) => reject(new Error(`worker exited early (${code})`)));
  });
  return { child, started };
}

async function until(q: BullmqQueue, id: string, states: string[]) {
  for (let i = 0; i < 300; i++) {
    const s = await q.status(id);
    if (s && states.includes(s.state)) return s;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('job did not finish');
}

/**
 * A worker process killed in the middle of a report job (BullMQ on real Redis): the job is taken
 * again by the next worker and runs from the start, once; lost a second time, it fails with a
 * reason instead of hanging "active" for ever.
 */
describe('a worker killed mid-job', () => {
  it('the restarted worker runs the job again from the start and completes it', async () => {
    const name = `td-restart-${randomBytes(4).toString('hex')}`;
    const queue = new BullmqQueue(TEST_REDIS_URL, name, STALL);
    const { child, started } = hangingWorker(name);
    try {
      const { id } = await queue.add('reports.abc', { userId: 'u' });
      await started;
      expect(await queue.status(id)).toMatchObject({ state: 'active', progress: 10 });
      child.kill('SIGKILL');
      // The restarted worker (here: this process).
      let runs = 0;
      queue.register('reports.abc', async (job) => {
        runs++;
        await job.updateProgress(100);
        return { again: true };
      });
      await queue.startWorker(1);
      expect(await until(queue, id, ['completed', 'failed'])).toMatchObject({ state: 'completed', result: { again: true } });
      expect(runs).toBe(1);
    } finally {
      child.kill('SIGKILL');
      await queue.close();
    }
  });

  it('with no second chance left the job fails cleanly, with its reason', async () => {
    const name = `td-restart-${randomBytes(4).toString('hex')}`;
    const queue = new BullmqQueue(TEST_REDIS_URL, name, { ...STALL, maxStalledCount: 0 });
    const { child, started } = hangingWorker(name);
    try {
      const { id } = await queue.add('reports.abc', { userId: 'u' });
      await started;
      child.kill('SIGKILL');
      queue.register('reports.abc', async () => ({ again: true }));
      await queue.startWorker(1);
      const s = await until(queue, id, ['completed', 'failed']);
      expect(s.state).toBe('failed');
      expect(s.error).toMatch(/stalled/);
    } finally {
      child.kill('SIGKILL');
      await queue.close();
    }
  });
});
