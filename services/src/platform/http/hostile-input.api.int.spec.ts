import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { closeQuietly, createHttpApp } from './http-app.js';

/**
 * What a hostile or careless client sends: characters PostgreSQL cannot store, bodies that are
 * not JSON (the shape of a forged cross-site request), versions of documents that do not exist,
 * tokens in addresses. Each is refused with a 4xx in the envelope and appends nothing.
 */
describe('hostile input over HTTP', () => {
  let api: ApiHarness;
  let token: string;

  const eventCount = async () => (await api.platform.db.query<{ n: number }>('select count(*)::int as n from es.events')).rows[0]!.n;

  /** A request with exactly these headers and this body (no JSON added by a helper). */
  const raw = async (method: string, path: string, init: { headers?: Record<string, string>; body?: string | Uint8Array; auth?: boolean } = {}) => {
    const headers: Record<string, string> = { ...(init.auth === false ? {} : { 'X-Auth-Token': token }), ...init.headers };
    const res = await fetch(api.base + path, { method, headers, body: init.body });
    const text = await res.text();
    let body: any;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: res.status, body, headers: res.headers };
  };
  const json = (method: string, path: string, body: unknown) => raw(method, path, { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    api = await startApi();
    token = await api.login('root', ROOT_PASSWORD);
  });
  afterAll(() => api?.close());

  describe('NUL and lone surrogates are refused before anything reads them', () => {
    it('in a JSON string value, at any depth, and in a field name: 400 in the envelope', async () => {
      const before = await eventCount();
      for (const body of [
        { url: 'http://x/a\u0000b', error: { message: 'boom' } },
        { url: 'http://x/', error: { message: 'half \ud800 a pair' } },
        { url: 'http://x/', error: { message: 'low \udc00 alone' } },
        { url: 'http://x/', error: { message: 'm', ['na\u0000me']: 'dropped field, still refused' } },
      ]) {
        const r = await json('POST', '/be/api/error-log', body);
        expect({ sent: body, status: r.status, code: r.body.error?.code }).toEqual({ sent: body, status: 400, code: ErrorCode.ValidationFailed });
        expect(r.body).toMatchObject({ status: 400, data: null, error: { message: expect.stringMatching(/NUL|surrogate/) } });
      }
      // A well-formed pair (an emoji) is ordinary text.
      expect((await json('POST', '/be/api/error-log', { url: 'http://x/😀', error: { message: 'ok' } })).status).toBe(200);
      expect(await eventCount()).toBe(before + 1);
    });

    it('in a path segment or the query: 400, also where the id is only looked up', async () => {
      const before = await eventCount();
      for (const path of [
        '/be/api/products/ab%00cd',
        '/be/api/customers/%00',
        '/be/api/products?search=%00',
        '/be/api/products?se%00arch=x',
        '/be/api/products?search=%ED%A0%80',
        '/be/api/products/%ED%A0%80',
      ]) {
        const r = await raw('GET', path);
        expect({ path, status: r.status, code: r.body.error?.code }).toEqual({ path, status: 400, code: ErrorCode.ValidationFailed });
      }
      const cmd = await raw('POST', '/be/api/products/x%00y/disable');
      expect(cmd.status).toBe(400);
      expect(await eventCount()).toBe(before);
    });

    it('a body nested deeper than anything the API reads: 400, not a crash further down', async () => {
      const deep = '['.repeat(5000) + '"x"' + ']'.repeat(5000);
      const body = `{"url": "http://x/", "error": {"message": "m"}, "deep": ${deep}}`;
      const r = await raw('POST', '/be/api/error-log', { headers: { 'Content-Type': 'application/json' }, body });
      expect(r).toMatchObject({ status: 400, body: { error: { code: ErrorCode.ValidationFailed, message: expect.stringMatching(/nested deeper/) } } });
    });
  });

  describe('a body that is not JSON: 415', () => {
    it('plain text, a form or no Content-Type on an endpoint that takes JSON creates nothing', async () => {
      const before = await eventCount();
      const cases: Record<string, string>[] = [
        { 'Content-Type': 'text/plain' },
        { 'Content-Type': 'text/plain;charset=UTF-8' },
        { 'Content-Type': 'application/x-www-form-urlencoded' },
        { 'Content-Type': 'multipart/form-data; boundary=x' },
        { 'Content-Type': 'application/xml' },
        {},
      ];
      for (const headers of cases) {
        for (const [method, path] of [
          ['POST', '/be/api/sale/order'],
          ['POST', '/be/api/projections/rebuild'],
        ] as const) {
          const r = await raw(method, path, { headers, body: '{}' });
          expect({ headers, path, status: r.status, code: r.body.error?.code }).toEqual({ headers, path, status: 415, code: ErrorCode.UnsupportedMediaType });
        }
      }
      // Without any body either: an endpoint that takes JSON does not act on a form post.
      expect((await raw('POST', '/be/api/sale/order', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).status).toBe(415);
      expect(await eventCount()).toBe(before);
    });

    it('a form post to an endpoint without a body (a forged "disable") is refused too', async () => {
      const made = await json('POST', '/be/api/warehouses', { code: 'W-415', name: 'Form target' });
      expect(made.status).toBe(201);
      const before = await eventCount();
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const r = await raw('POST', `/be/api/warehouses/${made.body.data.id}/disable`, { headers: { 'Content-Type': type }, body: 'a=1' });
        expect({ type, status: r.status }).toEqual({ type, status: 415 });
      }
      expect(await eventCount()).toBe(before);
      // The browser's own call (no body, no Content-Type) still works.
      expect((await raw('POST', `/be/api/warehouses/${made.body.data.id}/disable`)).status).toBe(200);
    });

    it('JSON with a charset, and the +json types, are JSON', async () => {
      for (const type of ['application/json; charset=utf-8', 'Application/JSON', 'application/vnd.api+json', 'application/merge-patch+json; charset=UTF-8']) {
        const r = await raw('POST', '/be/api/error-log', { headers: { 'Content-Type': type }, body: JSON.stringify({ url: 'http://x/' + type, error: { message: 'm' } }) });
        expect({ type, status: r.status, accepted: r.body.data?.accepted }).toEqual({ type, status: 200, accepted: true });
      }
      // The body was read: a +json body missing its required field is a validation error, not {}.
      const missing = await raw('POST', '/be/api/sale/order', { headers: { 'Content-Type': 'application/merge-patch+json' }, body: JSON.stringify({ kind: 'no-such-kind' }) });
      expect(missing).toMatchObject({ status: 400, body: { error: { details: [expect.objectContaining({ path: 'kind' })] } } });
    });

    it('uploads with their own Content-Type and body-less posts keep working', async () => {
      // A spreadsheet upload reaches the endpoint (which then reads the bytes: these are no .xlsx).
      for (const path of ['/be/api/products/import', '/be/api/stock/transfers/import', '/be/api/customers/import']) {
        const r = await raw('POST', path, { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }, body: 'not a zip' });
        expect({ path, status: r.status, message: r.body.error?.message }).toEqual({ path, status: 400, message: 'Invalid file: not an .xlsx spreadsheet.' });
      }
      const picture = await raw('POST', '/be/api/products/images?fileName=no-such-product.png', { headers: { 'Content-Type': 'image/png' }, body: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) });
      expect(picture.status).not.toBe(415);
      expect(picture.status).toBeLessThan(500);
      const own = await api.login('root', ROOT_PASSWORD);
      const out = await fetch(api.base + '/be/api/user/logout', { method: 'POST', headers: { 'X-Auth-Token': own } });
      expect(out.status).toBe(200);
      expect((await api.call('GET', '/be/api/user/profile', { token: own })).status).toBe(401);
    });
  });

  describe('a version of a document that does not exist: 404, not "changed by someone else"', () => {
    it('sale order header and commit; product, warehouse and customer changes', async () => {
      const before = await eventCount();
      const ghost = randomUUID();
      const cases: [string, string, unknown][] = [
        ['PUT', '/be/api/sale/order', { id: ghost, version: 1, memo: 'x' }],
        ['POST', '/be/api/sale/order/save-commit', { id: ghost, version: 3 }],
        ['PUT', `/be/api/products/${ghost}`, { version: 1, name: 'Ghost' }],
        ['PUT', `/be/api/warehouses/${ghost}`, { version: 2, name: 'Ghost' }],
        ['PUT', `/be/api/customers/${ghost}`, { version: 1, name: 'Ghost' }],
      ];
      for (const [method, path, body] of cases) {
        const r = await json(method, path, body);
        expect({ path, status: r.status, code: r.body.error?.code }).toEqual({ path, status: 404, code: ErrorCode.NotFound });
      }
      expect(await eventCount()).toBe(before);
    });

    it('a stale version of a document that exists is still a 409', async () => {
      const made = await json('POST', '/be/api/warehouses', { code: 'W-409', name: 'Versioned' });
      const r = await json('PUT', `/be/api/warehouses/${made.body.data.id}`, { version: 7, name: 'Late' });
      expect(r).toMatchObject({ status: 409, body: { error: { code: ErrorCode.Conflict } } });
    });
  });

  describe('security headers', () => {
    const expectHardened = (h: Headers) => {
      const csp = h.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(h.get('x-frame-options')).toBe('DENY');
      expect(h.get('x-content-type-options')).toBe('nosniff');
      expect(h.get('referrer-policy')).toBe('no-referrer');
      expect(h.get('x-powered-by')).toBeNull();
    };

    it('on API answers, errors included, and on the OpenAPI pages', async () => {
      expectHardened((await raw('GET', '/be/api/health', { auth: false })).headers);
      expectHardened((await raw('GET', '/be/api/no/such/route')).headers);
      expectHardened((await raw('POST', '/be/api/sale/order', { headers: { 'Content-Type': 'text/plain' }, body: '{}' })).headers);
      const docs = await raw('GET', '/be/docs', { auth: false });
      expect(docs.status).toBe(200);
      expectHardened(docs.headers);
      // swagger-ui's page loads its scripts from files, which script-src 'self' allows.
      expect(String(docs.body)).not.toMatch(/<script>(?!\s*<\/script>)/);
      expect((await raw('GET', '/be/docs/openapi.json', { auth: false })).status).toBe(200);
    });

    it('on the app shell and its assets', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tradedesk-web-'));
      let web: NestExpressApplication | undefined;
      try {
        writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><script type="module" src="/app.js"></script></head><body><div id="root"></div></body></html>');
        writeFileSync(join(dir, 'app.js'), 'console.log(1)');
        web = await createHttpApp(api.platform, { logger: false, webDist: dir });
        await web.listen(0, '127.0.0.1');
        const base = (await web.getUrl()).replace('[::1]', '127.0.0.1');
        for (const path of ['/', '/sale/index', '/token/abc', '/app.js']) {
          const res = await fetch(base + path);
          expect({ path, status: res.status }).toEqual({ path, status: 200 });
          expectHardened(res.headers);
        }
      } finally {
        await closeQuietly(web);
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('session tokens in addresses', () => {
    it('the API does not take ?token=: header and cookie only', async () => {
      const own = await api.login('root', ROOT_PASSWORD);
      expect((await raw('GET', `/be/api/user/profile?token=${own}`, { auth: false })).status).toBe(401);
      expect((await raw('GET', '/be/api/user/profile', { auth: false, headers: { 'X-Auth-Token': own } })).status).toBe(200);
      expect((await raw('GET', '/be/api/user/profile', { auth: false, headers: { Cookie: `Admin-Token=${own}` } })).status).toBe(200);
      // A cookie that is not valid percent-encoding is no session, not a crash.
      expect((await raw('GET', '/be/api/user/profile', { auth: false, headers: { Cookie: 'Admin-Token=%E0%A4%A' } })).status).toBe(401);
    });

    it('the error log never shows a token from a reported address, old reports included', async () => {
      const secret = 'a1b2c3d4e5f6';
      const r = await json('POST', '/be/api/error-log', {
        url: `http://shop.example/sale/index?x=1&token=${secret}#y`,
        error: { message: `failed to load /token/${secret}`, stack: `at http://shop.example/?token=${secret}` },
      });
      expect(r.status).toBe(200);
      const stored = await api.platform.db.query<{ data: any }>(`select data from es.events where type = 'ClientErrorReported' and data->>'errorId' = $1`, [r.body.data.id]);
      expect(JSON.stringify(stored.rows[0]!.data)).not.toContain(secret);
      expect(stored.rows[0]!.data.url).toBe('http://shop.example/sale/index?x=1&token=***#y');

      // A report stored before redaction existed (written to the log as it was then).
      const oldId = randomUUID();
      await api.platform.db.query(
        `insert into rm.error_logs (id, user_id, url, message, stack, user_agent, at) values ($1, $2, $3, 'old', '', null, now())`,
        [oldId, 'someone', `http://shop.example/token/${secret}?token=${secret}`],
      );
      const list = await raw('GET', '/be/api/error-logs?limit=500');
      expect(list.status).toBe(200);
      expect(JSON.stringify(list.body.data)).not.toContain(secret);
      expect(list.body.data.errorLogs.find((e: any) => e.id === oldId).url).toBe('http://shop.example/token/***?token=***');
    });
  });
});
