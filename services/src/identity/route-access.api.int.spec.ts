import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { ENDPOINT, type EndpointOptions } from '../platform/http/endpoint.js';
import { IdentityService } from './identity.service.js';
import { type ApiHarness, ROOT_PASSWORD, startApi } from './testing/api-harness.js';

interface Route {
  method: string;
  path: string;
  access: EndpointOptions['access'] | undefined;
}

const join = (...parts: string[]) => '/' + parts.flatMap((p) => p.split('/')).filter(Boolean).join('/');
const asList = (v: string | string[] | undefined) => (v === undefined ? [''] : Array.isArray(v) ? v : [v]);

/** Every route of every controller Nest registered, with its @Endpoint access rule. */
function routesOf(api: ApiHarness): Route[] {
  const out: Route[] = [];
  for (const mod of api.app.get(ModulesContainer).values()) {
    for (const wrapper of mod.controllers.values()) {
      const ctrl = wrapper.metatype as (new (...a: unknown[]) => unknown) | null;
      if (!ctrl) continue;
      const prefixes = asList(Reflect.getMetadata(PATH_METADATA, ctrl));
      for (const name of Object.getOwnPropertyNames(ctrl.prototype)) {
        const handler = (ctrl.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const paths = Reflect.getMetadata(PATH_METADATA, handler);
        if (paths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const access = (Reflect.getMetadata(ENDPOINT, handler) as EndpointOptions | undefined)?.access;
        for (const prefix of prefixes) for (const path of asList(paths)) out.push({ method, path: join('be', prefix, path), access });
      }
    }
  }
  return out.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** What Express actually serves under /be/api: the cross-check that the list above misses nothing. */
function expressRoutes(api: ApiHarness): string[] {
  const stack = (api.app.getHttpAdapter().getInstance() as any).router.stack as { route?: { path: string; methods: Record<string, boolean> } }[];
  return stack
    .filter((l) => l.route && l.route.path.startsWith('/be/api'))
    .flatMap((l) => Object.keys(l.route!.methods).map((m) => `${m.toUpperCase()} ${l.route!.path}`))
    .sort();
}

const ADMINS = { roles: ['Admin'] };
/**
 * The rules the identity and settings routes must declare (spec 6 and issue 3): administration is
 * Root and Admin only, everything a user does about themself needs only a session.
 */
const EXPECTED: Record<string, EndpointOptions['access']> = {
  'POST /be/api/user/login': 'public',
  'POST /be/api/user/login/code': 'public',
  'POST /be/api/user/login-codes': ADMINS,
  'POST /be/api/user/logout': 'session',
  'POST /be/api/user/confirm': 'session',
  'POST /be/api/user/password': 'session',
  'GET /be/api/user/profile': 'session',
  'PUT /be/api/user/profile': 'session',
  'PUT /be/api/user/language': 'session',
  'GET /be/api/employees': ADMINS,
  'POST /be/api/employees': ADMINS,
  'GET /be/api/employees/:id': ADMINS,
  'PUT /be/api/employees/:id': ADMINS,
  'POST /be/api/employees/:id/disable': ADMINS,
  'POST /be/api/employees/:id/enable': ADMINS,
  'PUT /be/api/employees/:id/password': ADMINS,
  'GET /be/api/positions': ADMINS,
  'POST /be/api/positions': ADMINS,
  'GET /be/api/positions/:id': ADMINS,
  'PUT /be/api/positions/:id': ADMINS,
  'POST /be/api/positions/:id/disable': ADMINS,
  'POST /be/api/positions/:id/enable': ADMINS,
  'GET /be/api/tags': ADMINS,
  'POST /be/api/tags': ADMINS,
  'GET /be/api/tags/:id': ADMINS,
  'PUT /be/api/tags/:id': ADMINS,
  'POST /be/api/tags/:id/disable': ADMINS,
  'POST /be/api/tags/:id/enable': ADMINS,
  'GET /be/api/system-setting/settings': 'session',
  'PUT /be/api/system-setting/settings': ADMINS,
  'GET /be/api/system-setting/group-settings': 'session',
  'GET /be/api/system-setting/common': 'session',
  'GET /be/api/system-setting/web-shop': 'session',
  'GET /be/api/table-column-config/columns': 'session',
  'POST /be/api/table-column-config/columns': 'session',
  'GET /be/api/systype/systypes': 'session',
  'POST /be/api/error-log': 'session',
  'GET /be/api/error-logs': ADMINS,
  'GET /be/api/system-log': ADMINS,
};

/**
 * THE privilege table: for every registered route, no token -> 401 (except public routes); a
 * signed-in user whose role lacks the route's roles and page -> 403 'Access Denied'; a user with
 * the right role (or page) and Root -> neither 401 nor 403. New routes join the table by
 * themselves, whoever adds them.
 */
describe('access rules of every route', () => {
  let api: ApiHarness;
  let routes: Route[];
  const PASSWORD = 'password-1';
  const tokens = new Map<string, string>();

  /** A working token for a user (signing in again when a route ended the last one, e.g. logout). */
  async function tokenOf(username: string) {
    const t = tokens.get(username);
    if (t && (await api.app.get(IdentityService).resolve(t))) return t;
    const fresh = await api.login(username, username === 'root' ? ROOT_PASSWORD : PASSWORD);
    tokens.set(username, fresh);
    return fresh;
  }

  const hit = async (r: Route, username: string | null) => {
    const path = r.path.replace(/:\w+/g, 'route-test-id');
    const hasBody = r.method !== 'GET' && r.method !== 'HEAD';
    const res = await api.call(r.method, path, { token: username ? await tokenOf(username) : null, body: hasBody ? {} : undefined });
    return { status: res.status, message: res.body.error?.message };
  };

  beforeAll(async () => {
    api = await startApi();
    routes = routesOf(api);
    const root = await tokenOf('root');
    const pages = [...new Set(routes.flatMap((r) => (r.access && typeof r.access === 'object' && r.access.page ? [r.access.page].flat() : [])))];
    const customRoles = [
      ...new Set(routes.flatMap((r) => (r.access && typeof r.access === 'object' ? (r.access.roles ?? []) : [])).filter((x) => !['Root', 'Admin', 'Invoice'].includes(x))),
    ];
    const position = async (name: string, granted: string[]) => {
      const r = await api.call('POST', '/be/api/positions', { token: root, body: { name, pagePrivileges: Object.fromEntries(granted.map((p) => [p, 'Accessable'])) } });
      expect(r.status).toBe(201);
      return r.body.data.id as string;
    };
    const outsider = await position('Outsider', []);
    const pageHolder = await position('PageHolder', pages);
    const custom = await Promise.all(customRoles.map((name) => position(name, [])));
    const user = async (username: string, body: Record<string, unknown>) => {
      const r = await api.call('POST', '/be/api/employees', { token: root, body: { username, password: PASSWORD, name: username, ...body } });
      expect(r.status).toBe(201);
    };
    await user('admin', { roles: ['Admin'] });
    await user('invoice', { roles: ['Invoice'] });
    await user('outsider', { positionIds: [outsider] });
    await user('pageholder', { positionIds: [pageHolder, ...custom] });
  });
  afterAll(() => api?.close());

  it('the route list is complete and every route declares its access rule', () => {
    if (process.env.SHOW_ROUTES) console.log(routes.map((r) => `${r.method} ${r.path} ${JSON.stringify(r.access)}`).join('\n'));
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(expressRoutes(api));
    expect(routes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    // Spot checks that the table holds what it should.
    const has = (m: string, p: string) => routes.some((r) => r.method === m && r.path === p);
    expect(has('POST', '/be/api/user/login')).toBe(true);
    expect(has('PUT', '/be/api/system-setting/settings')).toBe(true);
    expect(has('GET', '/be/api/system-log')).toBe(true);
  });

  it('identity and settings routes declare the intended rules', () => {
    const declared = Object.fromEntries(routes.filter((r) => `${r.method} ${r.path}` in EXPECTED).map((r) => [`${r.method} ${r.path}`, r.access]));
    expect(declared).toEqual(EXPECTED);
  });

  it('only sign-in, the sign-in code and health are public', () => {
    const open = routes.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.path}`);
    expect(open.sort()).toEqual(['GET /be/api/health', 'POST /be/api/user/login', 'POST /be/api/user/login/code'].sort());
  });

  it('no token: 401 on every route but the public ones', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      const { status } = await hit(r, null);
      const ok = r.access === 'public' ? status !== 401 && status !== 403 : status === 401;
      if (!ok) wrong.push(`${r.method} ${r.path} -> ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("a role without the route's roles or page: 403 Access Denied; any signed-in user passes session routes", async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      if (r.access === 'public') continue;
      const { status, message } = await hit(r, 'outsider');
      const ok = r.access === 'session' ? status !== 401 && status !== 403 : status === 403 && message === 'Access Denied';
      if (!ok) wrong.push(`${r.method} ${r.path} -> ${status} ${message ?? ''}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the right role (or the page privilege) and Root: neither 401 nor 403', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      if (r.access === 'public' || r.access === 'session' || !r.access) continue;
      const who: string[] = ['root'];
      if (r.access.roles?.includes('Admin')) who.push('admin');
      if (r.access.roles?.includes('Invoice')) who.push('invoice');
      if (r.access.page || r.access.roles?.some((x) => !['Root', 'Admin', 'Invoice'].includes(x))) who.push('pageholder');
      for (const username of who) {
        const { status } = await hit(r, username);
        if (status === 401 || status === 403) wrong.push(`${r.method} ${r.path} as ${username} -> ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
