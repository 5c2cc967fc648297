import { SIGN_IN_POLICY } from '@tradedesk/contracts/identity/sign-in';
import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import { signInAttemptsProjector } from '@tradedesk/projections/identity/signin-attempts/signin-attempts.projector';
import { rebuildProjector } from '@tradedesk/projections/platform/rebuild';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../testing/api-harness.js';

/**
 * The sign-in throttle under attack, over real HTTP on PostgreSQL: bursts of concurrent guesses,
 * an attacker trying to lock an administrator out, and what the log keeps of a mistyped name.
 */
describe('sign-in under attack', () => {
  let api: ApiHarness;
  let rootToken: string;
  const MIN = 60_000;
  const PAIR = SIGN_IN_POLICY.perNameAndAddress;
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const attempt = (username: string, password: string, address: string) =>
    api.call('POST', '/be/api/user/login', { body: { username, password }, headers: from(address) });
  /** Ends every lock and lets every window pass, so each test starts clean. */
  const forget = async () => {
    api.advance(SIGN_IN_POLICY.windowMinutes * MIN + SIGN_IN_POLICY.perAddress.maxLockMinutes * MIN + 1000);
    rootToken = await api.login('root', ROOT_PASSWORD);
  };
  const failedFrom = async (address: string) => {
    const { rows } = await api.platform.db.query<{ n: number }>(`select count(*)::int as n from es.events where type = 'SignInFailed' and data->>'address' = $1`, [address]);
    return rows[0].n;
  };

  beforeAll(async () => {
    api = await startApi();
    rootToken = await api.login('root', ROOT_PASSWORD);
    for (const [username, roles] of [['ana', ['Admin']], ['li', []], ['bea', []]] as const) {
      const r = await api.call('POST', '/be/api/employees', { token: rootToken, body: { username, password: 'password-1', name: username, roles } });
      expect(r.status).toBe(201);
    }
  });
  afterAll(() => api?.close());

  it('a burst of 30 wrong passwords at once is refused beyond the limit, never with a 5xx, and the right password in it cannot slip past', async () => {
    const address = '10.30.0.1';
    const burst = await Promise.all([
      ...Array.from({ length: 30 }, () => attempt('li', 'wrong-password', address)),
      attempt('li', 'password-1', address),
    ]);
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => ![200, 401, 429].includes(s))).toEqual([]);
    const right = burst[30];
    const wrongChecked = statuses.slice(0, 30).filter((s) => s === 401).length;
    // Every password checked left a SignInFailed, and no more were checked than the limit allows:
    // the right password, when it got a slot, started a fresh count (it is the owner).
    expect(await failedFrom(address)).toBe(wrongChecked);
    expect(wrongChecked).toBeLessThanOrEqual(right.status === 200 ? 2 * PAIR.free - 1 : PAIR.free);
    for (const r of burst.filter((x) => x.status === 429)) expect(r.body.error).toMatchObject({ code: ErrorCode.TooManyRequests, reason: 'too_many_attempts' });

    // A second burst without the right password: at most the limit checked, then locked for it.
    const before = await failedFrom(address);
    const again = await Promise.all(Array.from({ length: 30 }, () => attempt('li', 'wrong-password', address)));
    expect(again.filter((r) => r.status >= 500)).toEqual([]);
    expect((await failedFrom(address)) - before).toBeLessThanOrEqual(PAIR.free);
    expect((await attempt('li', 'password-1', address)).status).toBe(429);
    // The owner elsewhere is not affected.
    expect((await attempt('li', 'password-1', '10.30.0.2')).status).toBe(200);
    await forget();
  });

  it('an attacker cannot lock an administrator out: the admin signs in at once from another address, the attacker waits longer after each failure', async () => {
    const attacker = '10.31.0.66';
    for (let i = 0; i < PAIR.free; i++) expect((await attempt('ana', 'wrong-password', attacker)).status).toBe(401);
    const first = await attempt('ana', 'password-1', attacker);
    expect(first.status).toBe(429);
    expect(first.body.error).toMatchObject({ code: ErrorCode.TooManyRequests, reason: 'too_many_attempts' });
    const firstWait = Number(first.headers.get('retry-after'));
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(PAIR.firstLockMinutes * 60);

    // The admin at their own desk is not locked.
    expect((await attempt('ana', 'password-1', '10.31.0.1')).status).toBe(200);

    // Each further failure after a lock doubles the next lock.
    const waits = [firstWait];
    for (let i = 0; i < 3; i++) {
      api.advance(waits[waits.length - 1] * 1000 + 1000);
      expect((await attempt('ana', 'wrong-password', attacker)).status).toBe(401);
      const locked = await attempt('ana', 'wrong-password', attacker);
      expect(locked.status).toBe(429);
      waits.push(Number(locked.headers.get('retry-after')));
    }
    expect(waits[1]).toBeGreaterThan(waits[0] + 30);
    expect(waits[2]).toBeGreaterThan(waits[1] + 60);
    expect(waits[3]).toBeGreaterThan(waits[2] + 120);
    expect(waits[3]).toBeLessThanOrEqual(PAIR.maxLockMinutes * 60);
    expect((await attempt('ana', 'password-1', '10.31.0.1')).status).toBe(200);
    await forget();
  });

  it('guesses spread over many addresses lock the name, except at an address where its owner signed in before', async () => {
    expect((await attempt('bea', 'password-1', '10.32.9.9')).status).toBe(200);
    const name = SIGN_IN_POLICY.perName;
    for (let i = 0; i < name.free; i++) expect((await attempt('bea', 'wrong-password', `10.32.${Math.floor(i / 4)}.${i % 4}`)).status).toBe(401);
    const fresh = await attempt('bea', 'password-1', '10.32.200.1');
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get('retry-after'))).toBeLessThanOrEqual(name.firstLockMinutes * 60);
    expect((await attempt('bea', 'password-1', '10.32.9.9')).status).toBe(200);
    await forget();
  });

  it('a name typed in the user field (maybe a password) is kept only as a hash: neither the event log nor the system log shows it', async () => {
    const typed = 'Secret-Pass-123';
    expect((await attempt(typed, 'whatever-1', '10.33.0.1')).status).toBe(401);
    const { rows } = await api.platform.db.query<{ d: string }>(`select stream_id || data::text || metadata::text as d from es.events`);
    const log = rows.map((r) => r.d).join('\n').toLowerCase();
    expect(log).not.toContain(typed.toLowerCase());
    const rm = await api.platform.db.query<{ d: string }>(`select row_to_json(a)::text as d from rm.signin_attempts a`);
    expect(rm.rows.map((r) => r.d).join('\n').toLowerCase()).not.toContain(typed.toLowerCase());
    const shown = await api.call('GET', '/be/api/system-log?limit=500', { token: rootToken });
    expect(shown.status).toBe(200);
    expect(shown.body.data.logs.some((l: any) => l.type === 'SignInFailed')).toBe(true);
    expect(JSON.stringify(shown.body).toLowerCase()).not.toContain(typed.toLowerCase());
    // Still throttled per name: the same mistake five times from one address locks that name there.
    for (let i = 0; i < PAIR.free - 1; i++) expect((await attempt(typed, 'whatever-1', '10.33.0.1')).status).toBe(401);
    expect((await attempt(typed, 'whatever-1', '10.33.0.1')).status).toBe(429);
    await forget();
  });

  it('failures recorded before this change still read after the rebuild a new version starts with: no plain names shown, still counted for their address', async () => {
    const at = api.now().toISOString();
    // As the log holds them: schema v1, the typed name in plain text, one stream per name.
    for (let i = 0; i < SIGN_IN_POLICY.perAddress.free; i++) {
      await api.platform.store.append(
        `signin-legacy-${i}`,
        'any',
        [{ type: 'SignInFailed', schemaVersion: 1, data: { usernameKey: `old-typed-name-${i}`, address: '10.34.0.1', via: 'password', at } }],
        { userId: 'anonymous', commandId: `legacy-${i}`, correlationId: `legacy-${i}`, causationId: `legacy-${i}` },
      );
    }
    await rebuildProjector({ db: api.platform.db, source: api.platform.store, projector: signInAttemptsProjector });
    const shown = await api.call('GET', '/be/api/system-log?type=SignInFailed&limit=500', { token: rootToken });
    expect(shown.status).toBe(200);
    expect(shown.body.data.logs.filter((l: any) => l.data.address === '10.34.0.1')).toHaveLength(SIGN_IN_POLICY.perAddress.free);
    expect(JSON.stringify(shown.body)).not.toContain('old-typed-name');
    expect((await attempt('root', ROOT_PASSWORD, '10.34.0.1')).status).toBe(429);
    expect((await attempt('root', ROOT_PASSWORD, '10.34.0.2')).status).toBe(200);
    await forget();
  });

  it('a one-time code and /confirm stay behind the same throttle', async () => {
    const address = '10.35.0.1';
    for (let i = 0; i < SIGN_IN_POLICY.perAddress.free; i++) {
      const r = await api.call('POST', '/be/api/user/login/code', { body: { code: `WRONG-${String(i).padStart(5, 'A')}` }, headers: from(address) });
      expect(r.status).toBe(401);
    }
    expect((await api.call('POST', '/be/api/user/login/code', { body: { code: 'AAAAA-BBBBB' }, headers: from(address) })).status).toBe(429);
    expect((await attempt('li', 'password-1', address)).status).toBe(429);

    const token = await api.login('bea', 'password-1', from('10.35.0.2'));
    for (let i = 0; i < PAIR.free; i++) {
      expect((await api.call('POST', '/be/api/user/confirm', { token, body: { password: 'not-it' }, headers: from('10.35.0.2') })).status).toBe(400);
    }
    const locked = await api.call('POST', '/be/api/user/confirm', { token, body: { password: 'password-1' }, headers: from('10.35.0.2') });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    await forget();
  });
});
