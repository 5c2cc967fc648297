import { randomBytes } from 'node:crypto';
import { TEST_REDIS_URL } from '../testing/test-db.js';
import { BullmqQueue } from './bullmq.queue.js';
import { InProcessQueue } from './in-process.queue.js';
import type { QueuePort } from './queue.port.js';

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

  it('an unknown job id is null, and counts add up', async () => {
    expect(await q.status('does-not-exist')).toBeNull();
    const c = await q.counts();
    expect(c.completed).toBeGreaterThanOrEqual(1);
    expect(c.failed).toBeGreaterThanOrEqual(1);
  });
});
