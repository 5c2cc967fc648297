import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { LoginResponse } from '@tradedesk/contracts/identity/identity';
import type { Envelope } from '@tradedesk/contracts/platform/envelope';
import { loadConfig } from '../../platform/config/config.js';
import { closeQuietly, createHttpApp } from '../../platform/http/http-app.js';
import { createPlatform, type Platform } from '../../platform/platform.js';
import { freshPg, type TestDatabase } from '../../platform/testing/test-db.js';
import { IdentityService } from '../identity.service.js';

export const ROOT_PASSWORD = 'root-secret-1';

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

/**
 * The real API over real HTTP on a fresh PostgreSQL database, with a clock the test moves
 * (`advance`): tokens, sign-in locks and codes expire by that clock.
 */
export interface ApiHarness {
  platform: Platform;
  app: NestExpressApplication;
  base: string;
  advance(ms: number): void;
  now(): Date;
  call<T = any>(method: string, path: string, opts?: CallOptions): Promise<CallResult<T>>;
  login(username: string, password: string, headers?: Record<string, string>): Promise<string>;
  /**
   * The newest event committed: what a read after our own writes must reflect (?waitFor=). Not
   * store.head(): that is the readable head, which an open transaction anywhere on the server
   * holds back, so it may name a position older than our own writes.
   */
  written(): Promise<string>;
  close(): Promise<void>;
}

/** `env`: configuration beside the defaults (REDIS_URL puts the queue on BullMQ). */
export async function startApi(env: Record<string, string> = {}): Promise<ApiHarness> {
  const t: TestDatabase = await freshPg();
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const config = loadConfig({ ROOT_PASSWORD, LOG_LEVEL: 'silent', ...env });
  let platform: Platform | undefined;
  let app: NestExpressApplication | undefined;
  try {
    platform = await createPlatform(config, { db: t.db, migrate: true, clock: now });
    app = await createHttpApp(platform, { logger: false, webDist: false });
    await app.listen(0, '127.0.0.1');
    await app.get(IdentityService).ensureRoot();
  } catch (e) {
    await closeQuietly(app);
    await t.drop();
    throw e;
  }
  const address = app.getHttpServer().address() as AddressInfo;
  const base = `http://127.0.0.1:${address.port}`;

  const call = async <T>(method: string, path: string, opts: CallOptions = {}): Promise<CallResult<T>> => {
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    if (opts.token) headers['X-Auth-Token'] = opts.token;
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(base + path, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const text = await res.text();
    let body: Envelope<T>;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`${method} ${path} answered ${res.status} without an envelope: ${text.slice(0, 200)}`);
    }
    return { status: res.status, body, headers: res.headers };
  };

  return {
    platform: platform!,
    app: app!,
    base,
    advance: (ms) => {
      offset += ms;
    },
    now,
    call,
    async login(username, password, headers) {
      const r = await call<LoginResponse>('POST', '/be/api/user/login', { body: { username, password }, headers });
      if (r.status !== 200 || !r.body.data) throw new Error(`login ${username} failed: ${r.status} ${JSON.stringify(r.body.error)}`);
      return r.body.data.accessToken;
    },
    async written() {
      const { rows } = await platform.db.query<{ p: string | null }>('select max(global_position)::text as p from es.events');
      return rows[0].p ?? '0';
    },
    async close() {
      await closeQuietly(app);
      await platform!.close().catch(() => undefined);
      await t.drop();
    },
  };
}
