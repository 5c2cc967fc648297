import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { io } from 'socket.io-client';
import { loadConfig } from '../config/config.js';
import { createPlatform, type Platform } from '../platform.js';
import { freshPg, type TestDatabase } from '../testing/test-db.js';
import { createHttpApp } from './http-app.js';

/** The API over real HTTP on real PostgreSQL: envelope, validation, 409, read-your-writes, live push, queue. */
describe('the HTTP API', () => {
  let t: TestDatabase;
  let platform: Platform;
  let app: NestExpressApplication;
  let base: string;
  let token: string;

  const eventCount = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from es.events')).rows[0].n;
  const call = async (method: string, path: string, body?: unknown, opts: { token?: string | null; raw?: string; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (body !== undefined || opts.raw !== undefined) headers['content-type'] = 'application/json';
    const tk = opts.token === undefined ? token : opts.token;
    if (tk) headers['x-auth-token'] = tk;
    const res = await fetch(base + path, { method, headers, body: opts.raw ?? (body === undefined ? undefined : JSON.stringify(body)) });
    return { http: res.status, body: (await res.json()) as any, headers: res.headers };
  };

  beforeAll(async () => {
    t = await freshPg();
    platform = await createPlatform(loadConfig({ ROOT_PASSWORD: 'root-pass-123', DATABASE_URL: t.url, BODY_LIMIT: '64kb' } as any), { db: t.db, migrate: true });
    app = await createHttpApp(platform, { logger: false, webDist: false });
    await app.listen(0, '127.0.0.1');
    base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    const { IdentityService } = await import('../../identity/identity.service.js');
    await app.get(IdentityService).ensureRoot();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    app.get(DaemonHost).start(200);
    await platform.queue.startWorker();
    const { registerJobs } = await import('../../jobs.js');
    registerJobs(platform);
    const login = await call('POST', '/be/api/user/login', { username: '  root ', password: 'root-pass-123' }, { token: null });
    expect(login.http).toBe(200);
    token = login.body.data.accessToken;
  });
  afterAll(async () => {
    await app.close();
    await platform.close().catch(() => undefined);
    await t.drop();
  });

  it('health answers without sign-in: store, queue and projection lag', async () => {
    const r = await call('GET', '/be/api/health', undefined, { token: null });
    expect(r.http).toBe(200);
    expect(r.body).toMatchObject({ status: 200, error: null, data: { store: 'postgres', queue: 'in-process', projections: { lag: expect.any(Number) } } });
  });

  it('unknown routes, missing tokens and bad tokens answer in the envelope', async () => {
    expect(await call('GET', '/be/api/no/such/thing')).toMatchObject({ http: 404, body: { status: 404, data: null, error: { code: 40402 } } });
    expect(await call('GET', '/be/api/alarm-clock/alarms', undefined, { token: null })).toMatchObject({ http: 401, body: { error: { code: 40101 } } });
    expect(await call('GET', '/be/api/alarm-clock/alarms', undefined, { token: 'forged' })).toMatchObject({ http: 401, body: { error: { code: 40101 } } });
  });

  it('bad input gets a clear 4xx and appends nothing', async () => {
    const before = await eventCount();
    const malformed = await call('POST', '/be/api/alarm-clock/alarm', undefined, { raw: '{"content": "x",' });
    expect(malformed).toMatchObject({ http: 400, body: { error: { code: 40002, message: expect.stringMatching(/not valid JSON/) } } });
    const unknown = await call('POST', '/be/api/alarm-clock/alarm', { content: 'x', remindAt: '2026-12-01T10:00:00Z', priority: 'high' });
    expect(unknown).toMatchObject({ http: 400, body: { error: { code: 40003, message: expect.stringMatching(/priority/) } } });
    const wrongType = await call('POST', '/be/api/alarm-clock/alarm', { content: 42, remindAt: 'tomorrow' });
    expect(wrongType.http).toBe(400);
    expect(wrongType.body.error.details.map((d: any) => d.path).sort()).toEqual(['content', 'remindAt']);
    const huge = await call('POST', '/be/api/alarm-clock/alarm', { content: 'x'.repeat(70 * 1024), remindAt: '2026-12-01T10:00:00Z' });
    expect(huge).toMatchObject({ http: 413, body: { error: { code: 41301 } } });
    const badQuery = await call('GET', '/be/api/alarm-clock/alarms?limit=-3');
    expect(badQuery.http).toBe(400);
    expect((await call('GET', '/be/api/alarm-clock/alarms?waitFor=99999999999999999999')).http).toBe(400);
    expect((await call('GET', '/be/api/alarm-clock/alarms?waitFor=9999999999999999999')).http).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('a command answers its position; a query can wait for it (read-your-writes)', async () => {
    const set = await call('POST', '/be/api/alarm-clock/alarm', { content: 'Llamar a Juan por el contenedor', remindAt: '1795400000', poId: 'PO-7' });
    expect(set.http).toBe(201);
    const { id, globalPosition } = set.body.data;
    const list = await call('GET', `/be/api/alarm-clock/alarms?closeTime=0&waitFor=${globalPosition}`);
    expect(list.headers.get('x-read-model-fresh')).toBe('yes');
    expect(list.body.data.alarmClocks.find((a: any) => a.id === id)).toMatchObject({ content: 'Llamar a Juan por el contenedor', closeTime: 0, purchaseOrder: { poId: 'PO-7' } });
  });

  it('a retried command id is applied once and answers the first result', async () => {
    const commandId = randomUUID();
    const before = await eventCount();
    const a = await call('POST', '/be/api/alarm-clock/alarm', { commandId, content: 'once', remindAt: '2026-12-01' });
    const b = await call('POST', '/be/api/alarm-clock/alarm', { commandId, content: 'once', remindAt: '2026-12-01' });
    expect(b.body.data).toMatchObject({ id: a.body.data.id, globalPosition: a.body.data.globalPosition, duplicate: true });
    expect(await eventCount()).toBe(before + 1);
  });

  it('two people editing one reminder: one wins, the other gets 409 and nothing is lost', async () => {
    const set = await call('POST', '/be/api/alarm-clock/alarm', { content: 'v1', remindAt: '2026-12-01' });
    const id = set.body.data.id;
    const [x, y] = await Promise.all([
      call('PUT', '/be/api/alarm-clock/alarm', { id, version: 1, content: 'by Ana', remindAt: '2026-12-02' }),
      call('PUT', '/be/api/alarm-clock/alarm', { id, version: 1, content: 'by Li', remindAt: '2026-12-03' }),
    ]);
    expect([x.http, y.http].sort()).toEqual([200, 409]);
    const loser = x.http === 409 ? x : y;
    const winner = x.http === 409 ? y : x;
    expect(loser.body.error).toMatchObject({ code: 40901, message: expect.stringMatching(/changed by someone else/) });
    const list = await call('GET', `/be/api/alarm-clock/alarms?waitFor=${winner.body.data.globalPosition}&limit=100`);
    const row = list.body.data.alarmClocks.find((a: any) => a.id === id);
    expect(row.version).toBe(2);
    expect(row.content).toBe(winner === x ? 'by Ana' : 'by Li');
  });

  it('live updates reach signed-in sockets only', async () => {
    const url = base;
    const anon = io(url, { path: '/be/live', transports: ['websocket'], reconnection: false });
    const refused = await new Promise<any>((res) => anon.once('unauthorized', res));
    expect(refused.code).toBe(40101);
    anon.close();

    const sock = io(url, { path: '/be/live', transports: ['websocket'], auth: { token }, reconnection: false });
    await new Promise((res) => sock.once('ready', res));
    const pushed = new Promise<any>((res) => sock.on('readModelChanged', (c) => c.readModel === 'alarm-clocks' && res(c)));
    const set = await call('POST', '/be/api/alarm-clock/alarm', { content: 'push me', remindAt: '2026-12-01' });
    const change = await pushed;
    expect(change.ids).toContain(set.body.data.id);
    expect(BigInt(change.position)).toBeGreaterThanOrEqual(BigInt(set.body.data.globalPosition));
    sock.close();
  });

  it('background jobs report state and progress through /api/queue/status', async () => {
    const { id } = await platform.queue.add('projections.rebuild', { projectors: ['alarm-clocks'], userId: 'someone' });
    let status: any;
    for (let i = 0; i < 100; i++) {
      status = (await call('GET', `/be/api/queue/status?id=${id}`)).body.data;
      if (status.state === 'completed' || status.state === 'failed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toMatchObject({ state: 'completed', progress: 100 });
    expect((await call('GET', '/be/api/queue/status?id=nope')).http).toBe(404);
    expect((await call('GET', '/be/api/queue/status')).body.data.counts.completed).toBeGreaterThan(0);
  });

  it('Root rebuilds a read model in the background while the API keeps answering', async () => {
    const before = (await call('GET', '/be/api/alarm-clock/alarms?limit=1000')).body.data;
    expect((await call('POST', '/be/api/projections/rebuild', { projectors: ['nope'] })).http).toBe(400);
    const started = await call('POST', '/be/api/projections/rebuild', { projectors: ['alarm-clocks'] });
    expect(started.http).toBe(202);
    let status: any;
    for (let i = 0; i < 200; i++) {
      expect((await call('GET', '/be/api/alarm-clock/alarms?limit=1')).http).toBe(200);
      status = (await call('GET', `/be/api/queue/status?id=${started.body.data.id}`)).body.data;
      if (status.state === 'completed' || status.state === 'failed') break;
    }
    expect(status.state).toBe('completed');
    expect((await call('GET', '/be/api/alarm-clock/alarms?limit=1000')).body.data).toEqual(before);
    const list = (await call('GET', '/be/api/projections')).body.data;
    expect(list.find((p: any) => p.name === 'alarm-clocks')).toMatchObject({ status: 'running', inline: false });
  });

  it('logout revokes the token at once', async () => {
    const login = await call('POST', '/be/api/user/login', { username: 'root', password: 'root-pass-123' }, { token: null });
    const tk = login.body.data.accessToken;
    expect((await call('GET', '/be/api/user/profile', undefined, { token: tk })).http).toBe(200);
    expect((await call('POST', '/be/api/user/logout', undefined, { token: tk })).http).toBe(200);
    expect((await call('GET', '/be/api/user/profile', undefined, { token: tk })).http).toBe(401);
  });

  it('serves the OpenAPI description at /be/docs', async () => {
    const res = await fetch(base + '/be/docs/openapi.json');
    const doc = (await res.json()) as any;
    expect(doc.paths['/be/api/alarm-clock/alarm'].post.requestBody).toBeDefined();
  });
});
