import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import { allowed } from '../platform/http/auth.guard.js';
import { IdentityService } from './identity.service.js';
import { type ApiHarness, ROOT_PASSWORD, startApi } from './testing/api-harness.js';

/** Employees, positions, tags, the profile and the system log over real HTTP on PostgreSQL. */
describe('identity administration API', () => {
  let api: ApiHarness;
  let root: string;
  let admin: string;
  let clerkPositionId: string;
  let tagId: string;

  const create = (token: string, body: Record<string, unknown>) => api.call('POST', '/be/api/employees', { token, body: { password: 'password-1', name: 'Someone', ...body } });

  beforeAll(async () => {
    api = await startApi();
    root = await api.login('root', ROOT_PASSWORD);
    expect((await create(root, { username: 'ana', name: 'Ana Admin', roles: ['Admin'] })).status).toBe(201);
    admin = await api.login('ana', 'password-1');
    const p = await api.call('POST', '/be/api/positions', { token: admin, body: { name: 'Clerk', pagePrivileges: { SaleNew: 'Accessable', SaleList: 'Accessable' } } });
    expect(p.status).toBe(201);
    clerkPositionId = p.body.data.id;
    const t = await api.call('POST', '/be/api/tags', { token: admin, body: { name: 'Tienda Santiago' } });
    expect(t.status).toBe(201);
    tagId = t.body.data.id;
  });
  afterAll(() => api?.close());

  it("a clerk's session carries the position as a role and its pages; the profile shows them", async () => {
    const r = await create(admin, { username: 'li', name: 'Li Wei', positionIds: [clerkPositionId], tagIds: [tagId], pagePrivileges: { SaleList: 'NotAccessable', CustomerList: 'Accessable' } });
    expect(r.status).toBe(201);
    const li = await api.login('li', 'password-1');
    const profile = await api.call('GET', '/be/api/user/profile', { token: li });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({
      username: 'li',
      name: 'Li Wei',
      role: ['Clerk'],
      privilege: { isBoss: false },
      avatar: null,
      sysPagePrilvileges: {},
      sysSettings: { IsChainStoreHead: false },
    });
    expect(profile.body.data.pagePrivileges).toEqual([
      { page: 'CustomerList', privilege: 'Accessable' },
      { page: 'SaleList', privilege: 'NotAccessable' },
      { page: 'SaleNew', privilege: 'Accessable' },
    ]);
    const session = await api.app.get(IdentityService).resolve(li);
    expect(session).toMatchObject({ roles: ['Clerk'], pages: { SaleNew: true, SaleList: false, CustomerList: true }, isBoss: false });
    // What the AuthGuard decides from it for routes guarded by a page or a role.
    expect(allowed(session!, { page: 'SaleNew' })).toBe(true);
    expect(allowed(session!, { page: 'SaleList' })).toBe(false);
    expect(allowed(session!, { roles: ['Clerk'] })).toBe(true);
    expect(allowed(session!, { roles: ['Admin'], page: 'BossView' })).toBe(false);
  });

  it('renaming or disabling a position changes the roles of its holders at their next request', async () => {
    const li = await api.login('li', 'password-1');
    expect((await api.call('PUT', `/be/api/positions/${clerkPositionId}`, { token: admin, body: { name: 'Vendedor' } })).status).toBe(200);
    expect((await api.call('GET', '/be/api/user/profile', { token: li })).body.data.role).toEqual(['Vendedor']);
    expect((await api.call('POST', `/be/api/positions/${clerkPositionId}/disable`, { token: admin })).status).toBe(200);
    const off = (await api.call('GET', '/be/api/user/profile', { token: li })).body.data;
    expect(off.role).toEqual([]);
    expect(off.pagePrivileges).toEqual([
      { page: 'CustomerList', privilege: 'Accessable' },
      { page: 'SaleList', privilege: 'NotAccessable' },
    ]);
    await api.call('POST', `/be/api/positions/${clerkPositionId}/enable`, { token: admin });
    await api.call('PUT', `/be/api/positions/${clerkPositionId}`, { token: admin, body: { name: 'Clerk' } });
    expect((await api.call('GET', '/be/api/user/profile', { token: li })).body.data.role).toEqual(['Clerk']);
  });

  it('lists positions and tags with their holders', async () => {
    const p = await api.call('GET', '/be/api/positions', { token: admin });
    expect(p.body.data.positions).toEqual([expect.objectContaining({ id: clerkPositionId, name: 'Clerk', userCount: 1, disabled: false })]);
    const t = await api.call('GET', '/be/api/tags', { token: admin });
    expect(t.body.data.tags).toEqual([expect.objectContaining({ id: tagId, name: 'Tienda Santiago', color: '#409EFF', userCount: 1 })]);
  });

  it('names are unique: user names, positions and tags answer 409; a position cannot be called Admin', async () => {
    const dup = await create(admin, { username: ' LI ' });
    expect(dup.status).toBe(409);
    expect(dup.body.error?.reason).toBe('username_taken');
    const pos = await api.call('POST', '/be/api/positions', { token: admin, body: { name: 'clerk' } });
    expect(pos.status).toBe(409);
    expect(pos.body.error?.reason).toBe('position_name_taken');
    const tag = await api.call('POST', '/be/api/tags', { token: admin, body: { name: 'tienda santiago' } });
    expect(tag.status).toBe(409);
    const reserved = await api.call('POST', '/be/api/positions', { token: admin, body: { name: 'Admin' } });
    expect(reserved.status).toBe(400);
    expect(reserved.body.error?.reason).toBe('reserved_name');
  });

  it('payloads are strict: unknown fields, unknown positions and bad values answer 400', async () => {
    const unknownField = await create(admin, { username: 'x1', salary: 100 });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.error?.code).toBe(ErrorCode.UnknownField);
    expect((await create(admin, { username: 'x2', positionIds: ['no-such-position'] })).body.error?.reason).toBe('unknown_position');
    expect((await create(admin, { username: 'x3', roles: ['Clerk'] })).status).toBe(400);
    expect((await create(admin, { username: 'x4', password: 'short' })).status).toBe(400);
    expect((await create(admin, { username: 'has space' })).status).toBe(400);
    expect((await api.call('PUT', '/be/api/employees/whatever', { token: admin, body: {} })).status).toBe(400);
  });

  it('only Root grants Root, and an Admin cannot touch a Root user', async () => {
    const r = await create(admin, { username: 'x5', roles: ['Root'] });
    expect(r.status).toBe(400);
    expect(r.body.error?.reason).toBe('root_only');
    const rootId = (await api.call('GET', '/be/api/user/profile', { token: root })).body.data.id;
    expect((await api.call('POST', `/be/api/employees/${rootId}/disable`, { token: admin })).body.error?.reason).toBe('root_only');
    expect((await api.call('PUT', `/be/api/employees/${rootId}/password`, { token: admin, body: { newPassword: 'hijacked-1' } })).body.error?.reason).toBe('root_only');
    expect((await create(root, { username: 'root2', roles: ['Root'] })).status).toBe(201);
  });

  it('nobody changes their own roles', async () => {
    const anaId = (await api.call('GET', '/be/api/user/profile', { token: admin })).body.data.id;
    const r = await api.call('PUT', `/be/api/employees/${anaId}`, { token: admin, body: { roles: [] } });
    expect(r.status).toBe(400);
    expect(r.body.error?.reason).toBe('own_roles');
  });

  it("a disabled employee's sessions stop at once and stay stopped after re-enabling", async () => {
    const created = await create(admin, { username: 'eve' });
    const id = created.body.data.id;
    const eve = await api.login('eve', 'password-1');
    expect((await api.call('POST', `/be/api/employees/${id}/disable`, { token: admin })).status).toBe(200);
    expect((await api.call('GET', '/be/api/user/profile', { token: eve })).status).toBe(401);
    await expect(api.login('eve', 'password-1')).rejects.toThrow(/401/);
    const list = await api.call('GET', '/be/api/employees?disabled=true', { token: admin });
    expect(list.body.data.employees.map((e: any) => e.username)).toEqual(['eve']);
    expect((await api.call('POST', `/be/api/employees/${id}/enable`, { token: admin })).status).toBe(200);
    expect((await api.call('GET', '/be/api/user/profile', { token: eve })).status).toBe(401);
    await expect(api.login('eve', 'password-1')).resolves.toEqual(expect.any(String));
  });

  it('an Admin resets a password: the user signs in with the new one, old sessions end', async () => {
    const created = await create(admin, { username: 'max' });
    const old = await api.login('max', 'password-1');
    expect((await api.call('PUT', `/be/api/employees/${created.body.data.id}/password`, { token: admin, body: { newPassword: 'password-9' } })).status).toBe(200);
    expect((await api.call('GET', '/be/api/user/profile', { token: old })).status).toBe(401);
    await expect(api.login('max', 'password-9')).resolves.toEqual(expect.any(String));
  });

  it('updates an employee with optimistic concurrency and filters the list', async () => {
    const created = await create(admin, { username: 'zoe' });
    const id = created.body.data.id;
    const one = await api.call('GET', `/be/api/employees/${id}`, { token: admin });
    const v = one.body.data.version;
    const ok = await api.call('PUT', `/be/api/employees/${id}`, { token: admin, body: { version: v, name: 'Zoe Z', isBoss: true, positionIds: [clerkPositionId], phone: '+56 2 2345 6789' } });
    expect(ok.status).toBe(200);
    const stale = await api.call('PUT', `/be/api/employees/${id}`, { token: admin, body: { version: v, name: 'Zoe Y' } });
    expect(stale.status).toBe(409);
    const after = (await api.call('GET', `/be/api/employees/${id}`, { token: admin })).body.data;
    expect(after).toMatchObject({ name: 'Zoe Z', isBoss: true, phone: '+56 2 2345 6789', positions: [{ id: clerkPositionId, name: 'Clerk', disabled: false }] });
    const byPosition = await api.call('GET', `/be/api/employees?positionId=${clerkPositionId}`, { token: admin });
    expect(byPosition.body.data.employees.map((e: any) => e.username).sort()).toEqual(['li', 'zoe']);
    const byRole = await api.call('GET', '/be/api/employees?role=Admin', { token: admin });
    expect(byRole.body.data.employees.map((e: any) => e.username)).toEqual(['ana']);
    expect((await api.call('GET', '/be/api/employees/no-such-id', { token: admin })).status).toBe(404);
  });

  it('my profile: name, avatar, introduction, language; roles cannot be sent', async () => {
    const li = await api.login('li', 'password-1');
    const r = await api.call('PUT', '/be/api/user/profile', { token: li, body: { name: 'Li Wei 李伟', introduction: 'Ventas', avatar: { staticUrl: '/uploads/li.png' }, language: 'es' } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ name: 'Li Wei 李伟', introduction: 'Ventas', avatar: { staticUrl: '/uploads/li.png' }, language: 'es', role: ['Clerk'] });
    const sneaky = await api.call('PUT', '/be/api/user/profile', { token: li, body: { name: 'x', role: ['Admin'] } });
    expect(sneaky.status).toBe(400);
    expect(sneaky.body.error?.code).toBe(ErrorCode.UnknownField);
    expect((await api.call('PUT', '/be/api/user/profile', { token: li, body: { avatar: { staticUrl: 'javascript:alert(1)' } } })).status).toBe(400);
  });

  it('language: switched while open; refused with 400 language_switch_closed (never 403) while IsCloseLang is on', async () => {
    const li = await api.login('li', 'password-1');
    const open = await api.call('PUT', '/be/api/user/language', { token: li, body: { language: 'pl' } });
    expect(open.status).toBe(200);
    expect((await api.call('GET', '/be/api/user/profile', { token: li })).body.data.language).toBe('pl');
    expect((await api.call('PUT', '/be/api/system-setting/settings', { token: admin, body: { settings: { IsCloseLang: true } } })).status).toBe(200);
    const closed = await api.call('PUT', '/be/api/user/language', { token: li, body: { language: 'en' } });
    expect(closed.status).toBe(400);
    expect(closed.body.error?.reason).toBe('language_switch_closed');
    expect(closed.body.error?.message).toMatch(/没有权限/);
    expect((await api.call('PUT', '/be/api/user/profile', { token: li, body: { language: 'en' } })).status).toBe(400);
    // The language chosen at sign-in is not applied either.
    await api.call('POST', '/be/api/user/login', { body: { username: 'li', password: 'password-1', language: 'de' } });
    expect((await api.call('GET', '/be/api/user/profile', { token: li })).body.data.language).toBe('pl');
    await api.call('PUT', '/be/api/system-setting/settings', { token: admin, body: { settings: { IsCloseLang: false } } });
    await api.call('POST', '/be/api/user/login', { body: { username: 'li', password: 'password-1', language: 'de' } });
    expect((await api.call('GET', '/be/api/user/profile', { token: li })).body.data.language).toBe('de');
  });

  it('the system log tells who changed whose rights and when, without secrets', async () => {
    const r = await api.call('GET', '/be/api/system-log?type=UserRightsChanged,PositionChanged&limit=100', { token: admin });
    expect(r.status).toBe(200);
    const logs = r.body.data.logs;
    expect(logs.length).toBeGreaterThan(0);
    const zoe = logs.find((l: any) => l.type === 'UserRightsChanged' && l.data.isBoss === true);
    expect(zoe).toMatchObject({ username: 'ana', streamId: expect.stringMatching(/^user-/), at: expect.any(String) });
    expect(logs.some((l: any) => l.type === 'PositionChanged' && l.data.name === 'Vendedor' && l.username === 'ana')).toBe(true);
    const created = await api.call('GET', '/be/api/system-log?type=UserCreated,UserPasswordChanged,SessionStarted', { token: root });
    const text = JSON.stringify(created.body.data.logs);
    expect(created.body.data.logs.length).toBeGreaterThan(3);
    expect(text).not.toMatch(/passwordHash|tokenHash|argon2/);
    const anaId = (await api.call('GET', '/be/api/user/profile', { token: admin })).body.data.id;
    const mine = await api.call('GET', `/be/api/system-log?userId=${anaId}&limit=500`, { token: root });
    expect(mine.body.data.logs.every((l: any) => l.userId === anaId)).toBe(true);
    const future = await api.call('GET', '/be/api/system-log?from=2099-01-01', { token: root });
    expect(future.body.data).toMatchObject({ logs: [], total: 0 });
  });

  it('browser errors are stored as events and read by Root and Admin only', async () => {
    const li = await api.login('li', 'password-1');
    const r = await api.call('POST', '/be/api/error-log', { token: li, body: { url: 'http://shop/sale/new', error: { message: 'x is undefined', stack: 'at f (app.js:1:2)\n'.repeat(5000) } } });
    expect(r.status).toBe(200);
    expect(r.body.data.accepted).toBe(true);
    await api.platform.daemon.catchUp();
    const list = await api.call('GET', '/be/api/error-logs', { token: admin });
    expect(list.body.data.errorLogs[0]).toMatchObject({ url: 'http://shop/sale/new', message: 'x is undefined', username: 'li' });
    expect(list.body.data.errorLogs[0].stack.length).toBe(20000);
    const denied = await api.call('GET', '/be/api/error-logs', { token: li });
    expect(denied.status).toBe(403);
    expect(denied.body.error?.message).toBe('Access Denied');
    expect((await api.call('POST', '/be/api/error-log', { body: { url: 'x', error: { message: 'm', stack: '' } } })).status).toBe(401);
  });
});
