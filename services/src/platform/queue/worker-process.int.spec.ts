import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { SqlEventStore } from '../event-store/event-store.js';
import { freshPg, type TestDatabase, TEST_REDIS_URL } from '../testing/test-db.js';
import { BullmqQueue } from './bullmq.queue.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** `npm run worker` as its own process: it consumes BullMQ jobs and runs the projection daemon. */
describe('a separate worker process on PostgreSQL + Redis', () => {
  let t: TestDatabase;
  let worker: ChildProcess;
  let queue: BullmqQueue;
  const queueName = `td-worker-test-${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    t = await freshPg();
    worker = spawn(process.execPath, [`${ROOT}services/dist/worker.js`], {
      env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: t.url, REDIS_URL: TEST_REDIS_URL, QUEUE_NAME: queueName, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    queue = new BullmqQueue(TEST_REDIS_URL, queueName);
  });
  afterAll(async () => {
    const exited = new Promise((r) => worker.once('exit', r));
    worker.kill('SIGTERM');
    await exited;
    await queue.close();
    await t.drop();
  });

  it('applies events to read models and runs queued jobs with progress', async () => {
    const store = new SqlEventStore(t.db);
    await store.append('alarm-w1', 'no_stream', [{ type: 'AlarmSet', data: { alarmId: 'w1', ownerId: 'u', content: 'Pagar aduana', remindAt: '2026-12-01T00:00:00.000Z', soId: null, poId: null } }], {
      userId: 'u',
      commandId: 'w1',
      correlationId: 'w1',
      causationId: 'w1',
    });
    let row: any;
    for (let i = 0; i < 200 && !row; i++) {
      row = (await t.db.query("select content from rm.alarm_clocks where id = 'w1'").catch(() => ({ rows: [] }))).rows[0];
      if (!row) await new Promise((r) => setTimeout(r, 100));
    }
    expect(row).toEqual({ content: 'Pagar aduana' });

    const { id } = await queue.add('projections.rebuild', { projectors: ['alarm-clocks'], userId: 'u' });
    let status: any;
    for (let i = 0; i < 200; i++) {
      status = await queue.status(id);
      if (status?.state === 'completed' || status?.state === 'failed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toMatchObject({ state: 'completed', progress: 100 });
    expect(status.result[0]).toMatchObject({ projector: 'alarm-clocks', events: 1 });
  });
});
