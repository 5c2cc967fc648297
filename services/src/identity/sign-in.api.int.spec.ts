import { SIGN_IN_POLICY } from '@tradedesk/contracts/identity/sign-in';
import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import { type ApiHarness, ROOT_PASSWORD, startApi } from './testing/api-harness.js';

/** Sign-in, sessions, throttling and one-time codes over real HTTP on PostgreSQL. */
describe('sign-in API', () => {
  let api: ApiHarness;
  let rootToken: string;
  const HOUR = 3_600_000;
  const MIN = 60_000;
  const from = (address: string) => ({ 'X-Forwarded-For': address });

  beforeAll(async () => {
    api = await startApi();
    rootToken = await api.login('root', ROOT_PASSWORD);
    for (const [username, roles] of [['ana', ['Admin']], ['li', []], ['bea', []]] as const) {
      const r = await api.call('POST', '/be/api/employees', { token: rootToken, body: { username, password: 'password-1', name: username, roles } });
      expect(r.status).toBe(201);
    }
  });
  afterAll(() => api?.close());

  it('signs in with {accessToken, extend, toTime, expireTime}; the session lasts SESSION_HOURS by the platform clock', async () => {
    const r = await api.call('POST', '/be/api/user/login', { body: { username: 'root', password: ROOT_PASSWORD, language: 'zh' } });
    expect(r.status).toBe(200);
    expect(r.body.error).toBeNull();
    const d = r.body.data;
    expect(Object.keys(d).sort()).toEqual(['accessToken', 'expireTime', 'extend', 'toTime']);
    expect(d.accessToken).toMatch(/^[\w-]{40,}$/);
    expect(d.extend).toBe(12 * 3600);
    expect(d.toTime).toBe(d.expireTime);
    expect(Math.abs(d.toTime - (Math.floor(api.now().getTime() / 1000) + d.extend))).toBeLessThanOrEqual(2);
    expect(String(d.toTime)).toMatch(/^\d{10}$/);
  });

  it('trims the user name and ignores its case', async () => {
    await expect(api.login('  li \t', 'password-1')).resolves.toEqual(expect.any(String));
    await expect(api.login('LI', 'password-1')).resolves.toEqual(expect.any(String));
  });

  it('a wrong password and an unknown user get the same 401', async () => {
    const wrong = await api.call('POST', '/be/api/user/login', { body: { username: 'bea', password: 'nope-nope' }, headers: from('10.1.0.1') });
    const unknown = await api.call('POST', '/be/api/user/login', { body: { username: 'nobody-here', password: 'nope-nope' }, headers: from('10.1.0.1') });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toEqual(wrong.body.error);
    expect(wrong.body.error).toMatchObject({ code: ErrorCode.Unauthenticated, reason: 'bad_credentials' });
  });

  it('accepts the token from the header and the Admin-Token cookie, never from the address', async () => {
    const token = await api.login('li', 'password-1');
    expect((await api.call('GET', '/be/api/user/profile', { token })).status).toBe(200);
    expect((await api.call('GET', '/be/api/user/profile', { headers: { Cookie: `Admin-Token=${token}` } })).status).toBe(200);
    expect((await api.call('GET', `/be/api/user/profile?token=${token}`)).status).toBe(401);
    expect((await api.call('GET', '/be/api/user/profile', { token: token + 'x' })).status).toBe(401);
  });

  it('a token stops working when it expires', async () => {
    const token = await api.login('li', 'password-1');
    api.advance(12 * HOUR - MIN);
    expect((await api.call('GET', '/be/api/user/profile', { token })).status).toBe(200);
    api.advance(2 * MIN);
    const r = await api.call('GET', '/be/api/user/profile', { token });
    expect(r.status).toBe(401);
    expect(r.body.error?.code).toBe(ErrorCode.Unauthenticated);
    rootToken = await api.login('root', ROOT_PASSWORD);
  });

  it('logout revokes that token at once and no other', async () => {
    const a = await api.login('li', 'password-1');
    const b = await api.login('li', 'password-1');
    const out = await api.call('POST', '/be/api/user/logout', { token: a });
    expect(out.status).toBe(200);
    expect((await api.call('GET', '/be/api/user/profile', { token: a })).status).toBe(401);
    expect((await api.call('POST', '/be/api/user/logout', { token: a })).status).toBe(401);
    expect((await api.call('GET', '/be/api/user/profile', { token: b })).status).toBe(200);
  });

  describe('throttling', () => {
    const PAIR = SIGN_IN_POLICY.perNameAndAddress;
    const fail = (username: string, address: string) => api.call('POST', '/be/api/user/login', { body: { username, password: 'wrong-password' }, headers: from(address) });
    /** Past every lock and window: the next test starts clean. */
    const later = async () => {
      api.advance((SIGN_IN_POLICY.windowMinutes + SIGN_IN_POLICY.perAddress.maxLockMinutes) * MIN + 1000);
      rootToken = await api.login('root', ROOT_PASSWORD);
    };

    it(`locks a user name at an address after ${PAIR.free} failures there, even with the right password, until the lock ends`, async () => {
      for (let i = 0; i < PAIR.free; i++) expect((await fail('bea', '10.2.0.1')).status).toBe(401);
      const locked = await api.call('POST', '/be/api/user/login', { body: { username: 'bea', password: 'password-1' }, headers: from('10.2.0.1') });
      expect(locked.status).toBe(429);
      expect(locked.body.error).toMatchObject({ code: ErrorCode.TooManyRequests, reason: 'too_many_attempts' });
      expect(locked.body.error?.message).toMatch(/locked for 1 more minute;/);
      const wait = Number(locked.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(PAIR.firstLockMinutes * 60 - 5);
      expect(wait).toBeLessThanOrEqual(PAIR.firstLockMinutes * 60);
      // Other users are not affected.
      await expect(api.login('li', 'password-1', from('10.2.0.1'))).resolves.toEqual(expect.any(String));
      api.advance(wait * 1000 + 1000);
      await expect(api.login('bea', 'password-1', from('10.2.0.1'))).resolves.toEqual(expect.any(String));
      await later();
    });

    it('a locked unknown user name answers exactly like a locked existing one', async () => {
      for (let i = 0; i < PAIR.free; i++) {
        await fail('bea', '10.3.0.1');
        await fail('ghost-user', '10.3.0.2');
      }
      const real = await fail('bea', '10.3.0.1');
      const ghost = await fail('ghost-user', '10.3.0.2');
      expect(real.status).toBe(429);
      expect(ghost.status).toBe(429);
      expect(ghost.body.error).toEqual(real.body.error);
      await later();
    });

    it('failures sent in parallel are counted one by one: no more passwords are checked than the limit', async () => {
      const burst = await Promise.all(Array.from({ length: 12 }, () => fail('li', '10.7.0.1')));
      expect(burst.map((r) => r.status).filter((s) => s !== 401 && s !== 429)).toEqual([]);
      const { rows } = await api.platform.db.query<{ n: number }>(`select count(*)::int as n from es.events where type = 'SignInFailed' and data->>'address' = '10.7.0.1'`);
      expect(rows[0].n).toBe(burst.filter((r) => r.status === 401).length);
      expect(rows[0].n).toBe(PAIR.free);
      expect((await fail('li', '10.7.0.1')).status).toBe(429);
      await later();
    });

    it('a successful sign-in resets the count of the user name', async () => {
      for (let i = 0; i < PAIR.free - 1; i++) await fail('li', '10.4.0.1');
      await api.login('li', 'password-1', from('10.4.0.1'));
      for (let i = 0; i < PAIR.free - 1; i++) await fail('li', '10.4.0.1');
      await expect(api.login('li', 'password-1', from('10.4.0.1'))).resolves.toEqual(expect.any(String));
      await later();
    });

    it(`locks an address after ${SIGN_IN_POLICY.perAddress.free} failures, whatever the user names`, async () => {
      for (let i = 0; i < SIGN_IN_POLICY.perAddress.free; i++) expect((await fail(`guess-${i}`, '10.5.0.1')).status).toBe(401);
      const r = await api.call('POST', '/be/api/user/login', { body: { username: 'root', password: ROOT_PASSWORD }, headers: from('10.5.0.1') });
      expect(r.status).toBe(429);
      const code = await api.call('POST', '/be/api/user/login/code', { body: { code: 'AAAAA-BBBBB' }, headers: from('10.5.0.1') });
      expect(code.status).toBe(429);
      await expect(api.login('root', ROOT_PASSWORD, from('10.5.0.2'))).resolves.toEqual(expect.any(String));
      api.advance(SIGN_IN_POLICY.perAddress.firstLockMinutes * MIN + 1000);
      await expect(api.login('root', ROOT_PASSWORD, from('10.5.0.1'))).resolves.toEqual(expect.any(String));
      await later();
    });

    it('wrong passwords at /confirm count towards the lock too', async () => {
      const token = await api.login('bea', 'password-1', from('10.6.0.1'));
      for (let i = 0; i < PAIR.free; i++) {
        const r = await api.call('POST', '/be/api/user/confirm', { token, body: { password: 'not-it' }, headers: from('10.6.0.1') });
        expect(r.status).toBe(400);
      }
      expect((await api.call('POST', '/be/api/user/confirm', { token, body: { password: 'password-1' }, headers: from('10.6.0.1') })).status).toBe(429);
      expect((await api.call('POST', '/be/api/user/login', { body: { username: 'bea', password: 'password-1' }, headers: from('10.6.0.1') })).status).toBe(429);
      await later();
    });
  });

  it('the signed-in user re-confirms the password: right answers confirmed, wrong answers 400 without ending the session', async () => {
    const token = await api.login('li', 'password-1');
    const ok = await api.call('POST', '/be/api/user/confirm', { token, body: { password: 'password-1' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ confirmed: true });
    const bad = await api.call('POST', '/be/api/user/confirm', { token, body: { password: 'password-2' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.reason).toBe('bad_password');
    // The session itself is not touched by a wrong confirmation.
    expect((await api.call('GET', '/be/api/user/profile', { token })).status).toBe(200);
  });

  describe('one-time sign-in codes', () => {
    let liId: string;
    beforeAll(async () => {
      const list = await api.call('GET', '/be/api/employees?search=li', { token: rootToken });
      liId = list.body.data.employees.find((e: any) => e.username === 'li').id;
    });

    const issue = (token: string, body: unknown) => api.call('POST', '/be/api/user/login-codes', { token, body });

    it('an Admin issues a code; it signs the user in once, typed in any case and without the dash', async () => {
      const admin = await api.login('ana', 'password-1');
      const r = await issue(admin, { userId: liId, minutes: 30 });
      expect(r.status).toBe(201);
      expect(r.body.data.code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
      const typed = r.body.data.code.replace('-', '').toLowerCase();
      const first = await api.call('POST', '/be/api/user/login/code', { body: { code: typed } });
      expect(first.status).toBe(200);
      const profile = await api.call('GET', '/be/api/user/profile', { token: first.body.data.accessToken });
      expect(profile.body.data.username).toBe('li');
      const again = await api.call('POST', '/be/api/user/login/code', { body: { code: r.body.data.code } });
      expect(again.status).toBe(401);
      expect(again.body.error?.reason).toBe('code_invalid');
    });

    it('the code is kept only as a hash', async () => {
      const r = await issue(rootToken, { userId: liId });
      const { rows } = await api.platform.db.query(`select data::text as d from es.events where type = 'LoginCodeIssued'`);
      expect(rows.some((x: any) => x.d.includes(r.body.data.code) || x.d.includes(r.body.data.code.replace('-', '')))).toBe(false);
    });

    it('an expired code does not work', async () => {
      const r = await issue(rootToken, { userId: liId, minutes: 5 });
      api.advance(6 * MIN);
      const used = await api.call('POST', '/be/api/user/login/code', { body: { code: r.body.data.code } });
      expect(used.status).toBe(401);
      rootToken = await api.login('root', ROOT_PASSWORD);
    });

    it('two devices using one code at the same moment: exactly one gets a session', async () => {
      const r = await issue(rootToken, { userId: liId });
      const both = await Promise.all([1, 2].map(() => api.call('POST', '/be/api/user/login/code', { body: { code: r.body.data.code } })));
      expect(both.map((b) => b.status).sort()).toEqual([200, 401]);
    });

    it('only Root and Admin issue codes, and only Root for a Root user', async () => {
      const li = await api.login('li', 'password-1');
      const r = await issue(li, { userId: liId });
      expect(r.status).toBe(403);
      expect(r.body.error?.message).toBe('Access Denied');
      const rootId = (await api.call('GET', '/be/api/user/profile', { token: rootToken })).body.data.id;
      const admin = await api.login('ana', 'password-1');
      const forRoot = await issue(admin, { userId: rootId });
      expect(forRoot.status).toBe(400);
      expect(forRoot.body.error?.reason).toBe('root_only');
      expect((await issue(admin, { userId: liId, minutes: 0 })).status).toBe(400);
      expect((await issue(admin, { userId: 'no-such-user' })).status).toBe(404);
    });
  });

  it('changing my password needs the old one, ends my other sessions and keeps this one', async () => {
    await api.call('POST', '/be/api/employees', { token: rootToken, body: { username: 'pat', password: 'password-1', name: 'Pat' } });
    const here = await api.login('pat', 'password-1');
    const elsewhere = await api.login('pat', 'password-1');
    const wrong = await api.call('POST', '/be/api/user/password', { token: here, body: { oldPassword: 'nope-nope', newPassword: 'password-2' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.reason).toBe('wrong_old_password');
    const short = await api.call('POST', '/be/api/user/password', { token: here, body: { oldPassword: 'password-1', newPassword: 'short' } });
    expect(short.status).toBe(400);
    const missing = await api.call('POST', '/be/api/user/password', { token: here, body: { newPassword: 'password-2' } });
    expect(missing.status).toBe(400);
    const ok = await api.call('POST', '/be/api/user/password', { token: here, body: { oldPassword: 'password-1', newPassword: 'password-2' } });
    expect(ok.status).toBe(200);
    expect((await api.call('GET', '/be/api/user/profile', { token: here })).status).toBe(200);
    expect((await api.call('GET', '/be/api/user/profile', { token: elsewhere })).status).toBe(401);
    await expect(api.login('pat', 'password-1')).rejects.toThrow(/401/);
    await expect(api.login('pat', 'password-2')).resolves.toEqual(expect.any(String));
  });

  it('no password, token or code appears in the event log', async () => {
    const { rows } = await api.platform.db.query<{ d: string }>(`select data::text || metadata::text as d from es.events`);
    const all = rows.map((r) => r.d).join('\n');
    for (const secret of [ROOT_PASSWORD, 'password-1', 'password-2', 'wrong-password', rootToken]) expect(all).not.toContain(secret);
    expect(all).toContain('$argon2id$');
  });
});
