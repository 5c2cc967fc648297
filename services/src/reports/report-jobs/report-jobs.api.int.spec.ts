import { randomBytes } from 'node:crypto';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { AbcResult, PriceDistResult, ReportJob, TrendResult } from '@tradedesk/contracts/reports/report-jobs';
import { contextFor, LIVE_SCHEMA } from '@tradedesk/projections/platform/projector';
import { saleFactsProjector } from '@tradedesk/projections/reports/sale-facts/sale-facts.projector';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { registerJobs } from '../../jobs.js';
import { TEST_REDIS_URL } from '../../platform/testing/test-db.js';

let pos = 0;
const line = (productId: string, baseQuantity: string, amount: string, unitCost: string) => ({ lineId: `${productId}-l`, productId, unit: 'unit', quantity: baseQuantity, baseQuantity, amount, gift: false, unitCost });
/** A committed sale order in USD at rate 1, at noon UTC (the same business day for any company offset within ±11 h). */
const committed = (id: string, day: string, lines: ReturnType<typeof line>[]): StoredEvent =>
  ({
    type: 'SaleOrderCommitted',
    schemaVersion: 1,
    streamId: `sale-order-${id}`,
    streamVersion: 2,
    globalPosition: String(++pos),
    transactionId: '1',
    metadata: { userId: 'seller', commandId: `c-${id}`, correlationId: 'c', causationId: 'c' },
    recordedAt: `${day}T12:00:00.000Z`,
    data: { orderId: id, number: `SO-${id}`, customer: null, warehouseId: 'w1', currency: 'USD', rate: '1', costRate: '1', deliveryMode: 'direct', deliveryDate: null, taxRate: null, subtotal: '0', tax: '0', total: '0', dueDate: null, lines },
  }) as unknown as StoredEvent;

// Amounts 500, 300, 100, 60 (March) and 40 (April): 1000 in all.
// Average prices: p1 500/10 = 50, p2 300/30 = 10, p3 100/50 = 2, p4 60/3 = 20, p5 40/8 = 5.
// Profits: p1 500 - 10x30 = 200, p2 300 - 30x5 = 150, p3 100 - 50x1 = 50, p4 60 - 3x10 = 30, p5 40 - 8x4 = 8.
const SALES = [
  committed('o1', '2026-03-02', [line('p1', '10', '500', '30'), line('p2', '30', '300', '5')]),
  committed('o2', '2026-03-15', [line('p3', '50', '100', '1'), line('p4', '3', '60', '10')]),
  committed('o3', '2026-04-01', [line('p5', '8', '40', '4')]),
];
const PERIOD = { from: '2026-03-01', to: '2026-04-30' };

const queues: [string, () => Record<string, string>][] = [
  ['BullMQ on real Redis', () => ({ REDIS_URL: TEST_REDIS_URL, QUEUE_NAME: `td-reports-${randomBytes(4).toString('hex')}` })],
  ['the in-process runner', () => ({})],
];

describe.each(queues)('the heavy-report queue over HTTP: %s', (_name, env) => {
  let api: ApiHarness;
  let root: string;
  let admin: string;
  let abcClerk: string;
  let cancelledBeforeStart: string;

  const until = async (token: string, id: string) => {
    for (let i = 0; i < 400; i++) {
      const s = (await api.call('GET', `/be/api/queue/status?id=${id}`, { token })).body.data;
      if (s && ['completed', 'failed', 'cancelled'].includes(s.state)) return s;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the report job did not finish');
  };
  const run = async <R,>(token: string, path: string, body: unknown): Promise<R> => {
    const r = await api.call('POST', path, { token, body });
    expect(r.status).toBe(202);
    const done = await until(token, r.body.data.jobId);
    expect(done).toMatchObject({ state: 'completed', progress: 100 });
    return done.result as R;
  };

  beforeAll(async () => {
    api = await startApi(env());
    expect(api.platform.queue.kind).toBe(env().REDIS_URL ? 'bullmq' : 'in-process');
    await saleFactsProjector.apply(SALES, contextFor(api.platform.db, LIVE_SCHEMA));
    root = await api.login('root', ROOT_PASSWORD);
    const user = async (username: string, body: object) => expect((await api.call('POST', '/be/api/employees', { token: root, body: { username, password: 'secret-pass-1', name: username, ...body } })).status).toBe(201);
    const position = await api.call('POST', '/be/api/positions', { token: root, body: { name: 'ABC only', pagePrivileges: { AbcAnalysis: 'Accessable' } } });
    await user('boss', { roles: ['Admin'] });
    await user('abc-clerk', { positionIds: [position.body.data.id] });
    admin = await api.login('boss', 'secret-pass-1');
    abcClerk = await api.login('abc-clerk', 'secret-pass-1');
    registerJobs(api.platform);
    // Before any worker runs: a job cancelled while it waits never runs.
    const queued = await api.call('POST', '/be/api/report/ai/abc/queue', { token: admin, body: PERIOD });
    cancelledBeforeStart = queued.body.data.jobId;
    expect((await api.call('POST', `/be/api/report/jobs/${cancelledBeforeStart}/cancel`, { token: admin })).body.data).toEqual({ id: cancelledBeforeStart, cancelled: true });
    await api.platform.queue.startWorker();
  });
  afterAll(() => api?.close());

  it('ABC by amount with the default cut-offs 80/95: classes computed by hand', async () => {
    const r = await run<AbcResult>(admin, '/be/api/report/ai/abc/queue', PERIOD);
    expect(r.total).toBe('1000');
    expect(r.rows.map((x) => [x.productId, x.value, x.cumulativeShare, x.class])).toEqual([
      ['p1', '500', '50.00', 'A'],
      ['p2', '300', '80.00', 'A'],
      ['p3', '100', '90.00', 'B'],
      ['p4', '60', '96.00', 'B'],
      ['p5', '40', '100.00', 'C'],
    ]);
    expect(r.classes.map((c) => [c.class, c.products, c.value])).toEqual([
      ['A', 2, '800'],
      ['B', 2, '160'],
      ['C', 1, '40'],
    ]);
  });

  it('ABC by profit, cut-offs 60/90, March only', async () => {
    // Profits 200, 150, 50, 30 (total 430): before each 0, 46.5, 81.4, 93.0 %.
    const r = await run<AbcResult>(abcClerk, '/be/api/report/ai/abc/queue', { from: '2026-03-01', to: '2026-03-31', measure: 'profit', cutoffs: { a: 60, b: 90 } });
    expect(r.total).toBe('430');
    expect(r.rows.map((x) => [x.productId, x.class])).toEqual([
      ['p1', 'A'],
      ['p2', 'A'],
      ['p3', 'B'],
      ['p4', 'C'],
    ]);
  });

  it('price bands 0-5, 5-15, 15 and up: products, units, amount and profit per band', async () => {
    const r = await run<PriceDistResult>(admin, '/be/api/report/ai/price-dist/queue', { ...PERIOD, bounds: ['5', '15'] });
    expect(r.bands).toEqual([
      // p3 at 2
      { from: '0', to: '5', products: 1, quantity: '50', amount: '100', profit: '50', amountShare: '10.00' },
      // p5 at 5, p2 at 10
      { from: '5', to: '15', products: 2, quantity: '38', amount: '340', profit: '158', amountShare: '34.00' },
      // p4 at 20, p1 at 50
      { from: '15', to: null, products: 2, quantity: '13', amount: '560', profit: '230', amountShare: '56.00' },
    ]);
  });

  it('the trend per month, and per day against the previous period', async () => {
    const months = await run<TrendResult>(admin, '/be/api/report/ai/trend/queue', { ...PERIOD, granularity: 'month' });
    expect(months.points).toEqual([
      { period: '2026-03', quantity: '93', amount: '960', profit: '430' },
      { period: '2026-04', quantity: '8', amount: '40', profit: '8' },
    ]);
    expect(months.change.amount).toEqual({ difference: '1000', percent: null });
    // 18 days from 15 March; the 18 days before (25 February to 14 March) hold order o1 (800).
    const days = await run<TrendResult>(admin, '/be/api/report/ai/trend/queue', { from: '2026-03-15', to: '2026-04-01' });
    expect(days.points).toHaveLength(18);
    expect(days.points.filter((p) => p.amount !== '0').map((p) => [p.period, p.amount])).toEqual([
      ['2026-03-15', '160'],
      ['2026-04-01', '40'],
    ]);
    expect(days.previous).toEqual({ from: '2026-02-25', to: '2026-03-14', totals: { quantity: '40', amount: '800', profit: '350' } });
    expect(days.change.amount).toEqual({ difference: '-600', percent: '-75.00' });
  });

  it('one product only: the trend of p1', async () => {
    const r = await run<TrendResult>(admin, '/be/api/report/ai/trend/queue', { ...PERIOD, granularity: 'month', productId: 'p1' });
    expect(r.totals).toEqual({ quantity: '10', amount: '500', profit: '200' });
  });

  it('bad input is refused with 400 and queues nothing', async () => {
    const before = (await api.call('GET', '/be/api/report/jobs', { token: root })).body.data.length;
    const bad = [
      ['/be/api/report/ai/abc/queue', { from: '2026-04-30', to: '2026-03-01' }],
      ['/be/api/report/ai/abc/queue', { ...PERIOD, cutoffs: { a: 95, b: 80 } }],
      ['/be/api/report/ai/abc/queue', { ...PERIOD, measure: 'weight' }],
      ['/be/api/report/ai/abc/queue', { ...PERIOD, extra: 1 }],
      ['/be/api/report/ai/abc/queue', { from: '2020-01-01', to: '2026-01-01' }],
      ['/be/api/report/ai/price-dist/queue', { ...PERIOD, bounds: ['15', '5'] }],
      ['/be/api/report/ai/price-dist/queue', { ...PERIOD, bounds: [] }],
      ['/be/api/report/ai/price-dist/queue', { ...PERIOD, bounds: ['-1'] }],
      ['/be/api/report/ai/trend/queue', { from: '2026-02-30', to: '2026-03-01' }],
      ['/be/api/report/ai/trend/queue', { ...PERIOD, granularity: 'week' }],
    ] as const;
    for (const [path, body] of bad) {
      const r = await api.call('POST', path, { token: admin, body });
      expect([path, body, r.status, r.body.error?.code]).toEqual([path, body, 400, expect.any(Number)]);
    }
    expect((await api.call('GET', '/be/api/report/jobs', { token: root })).body.data.length).toBe(before);
  });

  it("lists a user's own report jobs with their parameters, newest first; Root sees everyone's", async () => {
    const mine: ReportJob[] = (await api.call('GET', '/be/api/report/jobs', { token: admin })).body.data;
    expect(mine.length).toBeGreaterThanOrEqual(5);
    expect(mine.every((j) => j.userId === mine[0].userId)).toBe(true);
    expect(mine[mine.length - 1]).toMatchObject({ id: cancelledBeforeStart, kind: 'abc', state: 'cancelled', params: { from: PERIOD.from, to: PERIOD.to, measure: 'amount', cutoffs: { a: 80, b: 95 } } });
    expect(mine.filter((j) => j.kind === 'price-dist').map((j) => [j.state, j.params.bounds])).toEqual([['completed', ['5', '15']]]);
    const trends = (await api.call('GET', '/be/api/report/jobs?kind=trend', { token: admin })).body.data as ReportJob[];
    expect(trends.map((j) => j.kind)).toEqual(['trend', 'trend', 'trend']);
    const clerks: ReportJob[] = (await api.call('GET', '/be/api/report/jobs', { token: abcClerk })).body.data;
    expect(clerks.map((j) => [j.kind, j.params.measure])).toEqual([['abc', 'profit']]);
    const all: ReportJob[] = (await api.call('GET', '/be/api/report/jobs?limit=200', { token: root })).body.data;
    expect(all.length).toBe(mine.length + clerks.length);
  });

  it("a user cannot see or cancel someone else's job; a finished job cannot be cancelled", async () => {
    const adminsJob = (await api.call('GET', '/be/api/report/jobs', { token: admin })).body.data[0] as ReportJob;
    expect((await api.call('POST', `/be/api/report/jobs/${adminsJob.id}/cancel`, { token: abcClerk })).status).toBe(404);
    expect((await api.call('GET', `/be/api/queue/status?id=${adminsJob.id}`, { token: abcClerk })).status).toBe(404);
    const finished = await api.call('POST', `/be/api/report/jobs/${adminsJob.id}/cancel`, { token: admin });
    expect(finished.status).toBe(409);
    expect(finished.body.error?.message).toMatch(/already finished/);
    expect((await api.call('POST', '/be/api/report/jobs/no-such-job/cancel', { token: root })).status).toBe(404);
    // The ABC screen's clerk may not queue a price-band or trend job.
    expect((await api.call('POST', '/be/api/report/ai/trend/queue', { token: abcClerk, body: PERIOD })).status).toBe(403);
  });

  it('Bull Board: Root only, behind the session (BullMQ only)', async () => {
    const get = (path: string, headers: Record<string, string> = {}) => fetch(api.base + path, { headers });
    if (api.platform.queue.kind !== 'bullmq') {
      // No Redis, no Bull Board: the path is not served.
      expect((await get('/be/queues', { 'X-Auth-Token': root })).status).toBe(404);
      return;
    }
    expect((await get('/be/queues')).status).toBe(401);
    expect((await get('/be/queues', { 'X-Auth-Token': admin })).status).toBe(403);
    expect((await get('/be/queues/api/queues', { Cookie: `Admin-Token=${admin}` })).status).toBe(403);
    const page = await get('/be/queues', { Cookie: `Admin-Token=${root}` });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('__UI_CONFIG__');
    const queues: any = await (await get('/be/queues/api/queues', { 'X-Auth-Token': root })).json();
    expect(queues.queues).toHaveLength(1);
    expect(queues.queues[0]).toMatchObject({ type: 'bullmq', name: api.platform.config.QUEUE_NAME });
  });
});
