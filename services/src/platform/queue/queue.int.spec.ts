import { randomBytes } from 'node:crypto';
import { TEST_REDIS_URL } from '../testing/test-db.js';
import { BullmqQueue } from './bullmq.queue.js';
import { InProcessQueue } from './in-process.queue.js';
import { type QueuePort, stopIfCancelled } from './queue.port.js';

const adapters: [string, () => QueuePort][] = [
  ['BullMQ on real Redis', () => new BullmqQueue(TEST_REDIS_URL, `td-test-${randomBytes(4).toString('hex')}`)],
  ['in-process', () => new InProcessQueue()],
];

describe.each(adapters)('job queue: %s', (_name, make) => {
  let q: QueuePort;
  beforeAll(async () => {
    q = make();
    q.register('report.slow', async (job) => {
      for (let i = 1; i <= 4; i++) {
        await job.updateProgress(i * 25);
        await new Promise((r) => setTimeout(r, 20));
      }
      return { rows: job.data.n * 2 };
    });
    q.register('report.broken', async () => {
      throw new Error('the report query failed');
    });
    // 100 steps of 20 ms, checking for a cancellation between steps.
    q.register('report.steps', async (job) => {
      for (let i = 1; i <= 100; i++) {
        await stopIfCancelled(job);
        await new Promise((r) => setTimeout(r, 20));
        await job.updateProgress(i);
      }
      return { done: true };
    });
    await q.startWorker(2);
  });
  afterAll(() => q.close());

  const until = async (id: string, states: string[]) => {
    for (let i = 0; i < 200; i++) {
      const s = await q.status(id);
      if (s && states.includes(s.state)) return s;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('job did not finish');
  };

  it('runs a job, reports progress and keeps its result', async () => {
    const { id } = await q.add('report.slow', { n: 21, userId: 'u1' });
    const done = await until(id, ['completed', 'failed']);
    expect(done).toMatchObject({ state: 'completed', progress: 100, result: { rows: 42 }, userId: 'u1', name: 'report.slow' });
  });

  it('a failing job is reported failed with its reason', async () => {
    const { id } = await q.add('report.broken', {});
    expect(await until(id, ['completed', 'failed'])).toMatchObject({ state: 'failed', error: expect.stringMatching(/report query failed/) });
  });

  it('a cancelled running job stops between its steps and is reported cancelled', async () => {
    const { id } = await q.add('report.steps', { userId: 'u2' });
    for (let i = 0; i < 200 && ((await q.status(id))?.progress ?? 0) < 5; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await q.cancel(id)).toBe(true);
    const done = await until(id, ['completed', 'failed', 'cancelled']);
    expect(done.state).toBe('cancelled');
    expect(done.progress).toBeLessThan(100);
    expect(done.result).toBeUndefined();
    // A finished job cannot be cancelled again; an unknown one neither.
    expect(await q.cancel(id)).toBe(false);
    expect(await q.cancel('does-not-exist')).toBe(false);
  });

  it("lists the kept jobs of the names asked for, newest first, one user's when asked", async () => {
    const a = await q.add('report.slow', { n: 1, userId: 'lister-1' }, { keepDays: 7 });
    await new Promise((r) => setTimeout(r, 5));
    const b = await q.add('report.slow', { n: 2, userId: 'lister-2' }, { keepDays: 7 });
    await until(a.id, ['completed']);
    await until(b.id, ['completed']);
    const mine = await q.list({ names: ['report.slow'], userId: 'lister-1', limit: 10 });
    expect(mine.map((j) => [j.id, j.state, j.data.n, j.result])).toEqual([[a.id, 'completed', 1, { rows: 2 }]]);
    const all = (await q.list({ names: ['report.slow'], limit: 100 })).filter((j) => String(j.data.userId).startsWith('lister-'));
    expect(all.map((j) => j.id)).toEqual([b.id, a.id]);
    expect(await q.list({ names: ['report.other'], limit: 10 })).toEqual([]);
  });

  it('an unknown job id is null, and counts add up', async () => {
    expect(await q.status('does-not-exist')).toBeNull();
    const c = await q.counts();
    expect(c.completed).toBeGreaterThanOrEqual(1);
    expect(c.failed).toBeGreaterThanOrEqual(1);
  });
});

describe.each(adapters)('a job cancelled before any worker takes it: %s', (_name, make) => {
  it('is reported cancelled at once and never runs', async () => {
    const q = make();
    let ran = false;
    q.register('report.never', async () => {
      ran = true;
      return 'ran';
    });
    try {
      const { id } = await q.add('report.never', { userId: 'u' });
      expect(await q.cancel(id)).toBe(true);
      expect((await q.status(id))?.state).toBe('cancelled');
      await q.startWorker(1);
      for (let i = 0; i < 40; i++) {
        const s = await q.status(id);
        if (s?.finishedAt) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      expect((await q.status(id))?.state).toBe('cancelled');
      expect(ran).toBe(false);
    } finally {
      await q.close();
    }
  });
});
