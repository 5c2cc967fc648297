import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type ApiHarness, startApi } from '../../identity/testing/api-harness.js';
import { closeQuietly, createHttpApp } from './http-app.js';

/** One raw request (no client-side decompression), so the answer's bytes and headers are what the server sent. */
function raw(base: string, method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: number }>((resolve, reject) => {
    const req = request(base + path, { method, headers }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The built app as a browser on a slow line gets it: compressed, hashed files cached for a year, the shell revalidated. */
describe('serving the web app', () => {
  let api: ApiHarness;
  let web: NestExpressApplication;
  let base: string;
  let dir: string;
  // A script like vite's output: repetitive text, well above the 1 kB compression threshold.
  const script = 'export const rows = [' + Array.from({ length: 2000 }, (_, i) => `{id:${i},name:"product ${i}"}`).join(',') + '];\n';

  beforeAll(async () => {
    api = await startApi();
    dir = mkdtempSync(join(tmpdir(), 'tradedesk-web-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index-B1x2y3z4.js"></script></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dir, 'assets', 'index-B1x2y3z4.js'), script);
    web = await createHttpApp(api.platform, { logger: false, webDist: dir });
    await web.listen(0, '127.0.0.1');
    base = (await web.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    await closeQuietly(web);
    await api?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('HEAD / answers 200 with the app shell headers, as GET / does', async () => {
    const head = await raw(base, 'HEAD', '/');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    expect(head.bytes).toBe(0);
    expect((await raw(base, 'HEAD', '/sale/new')).status).toBe(200);
    expect((await raw(base, 'GET', '/')).status).toBe(200);
  });

  it('hashed assets are compressed and cached as immutable for a year', async () => {
    const plain = await raw(base, 'GET', '/assets/index-B1x2y3z4.js');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes).toBe(Buffer.byteLength(script));

    for (const encoding of ['gzip', 'br']) {
      const packed = await raw(base, 'GET', '/assets/index-B1x2y3z4.js', { 'Accept-Encoding': encoding });
      expect({ encoding, got: packed.headers['content-encoding'] }).toEqual({ encoding, got: encoding });
      expect(packed.bytes).toBeLessThan(plain.bytes / 3);
      expect(packed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('index.html is never cached without asking, at / and at client-side routes', async () => {
    for (const path of ['/', '/index.html', '/product/index']) {
      const res = await raw(base, 'GET', path, { 'Accept-Encoding': 'gzip' });
      expect({ path, status: res.status, cache: res.headers['cache-control'] }).toEqual({ path, status: 200, cache: 'no-cache' });
    }
  });

  it('large API answers are compressed too, and still arrive as the envelope', async () => {
    const token = await api.login('root', 'root-secret-1');
    const res = await fetch(base + '/be/docs/openapi.json', { headers: { 'X-Auth-Token': token, 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(typeof ((await res.json()) as { paths?: unknown }).paths).toBe('object');
  });
});
