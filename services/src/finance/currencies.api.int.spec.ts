import { randomUUID } from 'node:crypto';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';
import { apiCalls } from '../identity/testing/api-calls.js';

/**
 * Currencies and exchange rates over real HTTP on PostgreSQL (docs/finance.md): the company's
 * currencies and their decimals, rates entered as a history, the rates in force, as of a moment,
 * to the base currency, the prompt, the statistic per currency, bad input, races, retries, access.
 */
describe('currencies and exchange rates API', () => {
  let api: ApiHarness;
  let root: string;
  let rates: string;
  let adder: string;
  let outsider: string;

  const { call, ok, read, countEvents, noteWrite } = apiCalls(() => api, () => root);

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    const position = async (name: string, pages: string[]) => (await ok('POST', '/positions', { name, pagePrivileges: Object.fromEntries(pages.map((p) => [p, 'Accessable'])) })).id;
    for (const [username, pages] of [['rates', ['Currency']], ['adder', ['CurrencyNew']], ['outsider', ['ProductList']]] as [string, string[]][]) {
      await ok('POST', '/employees', { username, password: 'password-1', name: username, positionIds: [await position(`P ${username}`, pages)] });
    }
    rates = await api.login('rates', 'password-1');
    adder = await api.login('adder', 'password-1');
    outsider = await api.login('outsider', 'password-1');
  });
  afterAll(() => api?.close());

  it("lists the company's currencies from its settings, with the money module's decimals, and the main ones", async () => {
    const list = await read('/currencies?limit=9999');
    expect(list.currencies).toEqual([
      { id: 'CLP', code: 'CLP', name: 'Peso chileno', decimals: 0, roles: ['base', 'cost'] },
      { id: 'USD', code: 'USD', name: 'US dollar', decimals: 2, roles: ['second'] },
    ]);
    expect(list.total).toBe(2);
    const main = await read('/currencies/main');
    expect({ base: main.base.code, second: main.second.code, third: main.third, cost: main.cost.code }).toEqual({ base: 'CLP', second: 'USD', third: null, cost: 'CLP' });
  });

  it('before any rate the box is empty and the prompt asks for the second currency', async () => {
    expect(await read('/cache/exchange-rate')).toEqual([]);
    expect(await read('/cache/exchange-rate-prompt')).toEqual({ prompt: true, pairs: [{ fromCode: 'USD', toCode: 'CLP', lastEffectiveAt: null }] });
    expect(await read('/currency/base-exchange-rate')).toEqual([{ fromCode: 'CLP', toCode: 'CLP', rate: '1', value: '1' }]);
  });

  it('adds a currency once: its decimals are the money module’s; a retry applies once; a second add is 409', async () => {
    const commandId = randomUUID();
    const before = await countEvents();
    const first = await call('POST', '/currencies', { commandId, code: 'KWD', name: 'Dinar kuwaití' }, adder);
    expect({ status: first.status, id: first.body.data?.id }).toEqual({ status: 201, id: 'KWD' });
    noteWrite(first.body.data.globalPosition);
    const retry = await call('POST', '/currencies', { commandId, code: 'KWD', name: 'Dinar kuwaití' }, adder);
    expect({ status: retry.status, duplicate: retry.body.data?.duplicate }).toEqual({ status: 201, duplicate: true });
    expect(await countEvents()).toBe(before + 1);
    const again = await call('POST', '/currencies', { code: 'KWD', name: 'Other' }, adder);
    expect({ status: again.status, code: again.body.error?.reason }).toEqual({ status: 409, code: 'currency_exists' });
    const list = await read('/currencies', rates);
    expect(list.currencies.find((c: any) => c.code === 'KWD')).toEqual({ id: 'KWD', code: 'KWD', name: 'Dinar kuwaití', decimals: 3, roles: [] });
  });

  it('two people adding the same currency at once: one wins, the other gets 409', async () => {
    const rs = await Promise.all([call('POST', '/currencies', { code: 'EUR', name: 'Euro' }), call('POST', '/currencies', { code: 'EUR', name: 'Euro' })]);
    expect(rs.map((r) => r.status).sort()).toEqual([201, 409]);
    noteWrite(rs.find((r) => r.status === 201)!.body.data.globalPosition);
  });

  it('refuses bad currencies and rates with 400 and appends nothing', async () => {
    const before = await countEvents();
    const bad: [string, unknown][] = [
      ['/currencies', { code: 'E1', name: 'x' }],
      ['/currencies', { code: 'GBP', name: '' }],
      ['/currencies', { code: 'GBP', name: 'Pound', decimals: 4 }],
      ['/currency/exchange-rate', { fromCode: 'USD', toCode: 'CLP', rate: '-1' }],
      ['/currency/exchange-rate', { fromCode: 'USD', toCode: 'CLP', rate: 'abc' }],
      ['/currency/exchange-rate', { fromCode: 'USD', toCode: 'CLP', rate: '0' }],
      ['/currency/exchange-rate', { fromCode: 'USD', toCode: 'CLP', rate: '1.123456789' }],
      ['/currency/exchange-rate', { fromCode: 'USD', toCode: 'USD', rate: '1' }],
      ['/currency/exchange-rate', { fromCode: 'USD', toCode: 'CLP', rate: '950', effectiveAt: 'yesterday' }],
    ];
    for (const [path, body] of bad) {
      const r = await call('POST', path, body);
      expect({ path, body, status: r.status, data: r.body.data }).toEqual({ path, body, status: 400, data: null });
    }
    const unknown = await call('POST', '/currency/exchange-rate', { fromCode: 'GBP', toCode: 'CLP', rate: '1100' });
    expect({ status: unknown.status, code: unknown.body.error?.reason }).toEqual({ status: 400, code: 'currency_unknown' });
    expect(await countEvents()).toBe(before);
  });

  it('keeps the history: the rate in force is the latest effective one; as of a moment gives the one then', async () => {
    await ok('POST', '/currency/exchange-rate', { fromCode: 'USD', toCode: 'CLP', rate: '950.50', effectiveAt: '2026-01-10T09:00', memo: 'bank' }, rates);
    const nowIso = new Date(Date.now() - 60_000).toISOString();
    await ok('POST', '/currency/exchange-rate', { fromCode: 'USD', toCode: 'CLP', rate: '960', effectiveAt: nowIso }, rates);
    // A rate for next year does not apply yet.
    await ok('POST', '/currency/exchange-rate', { fromCode: 'USD', toCode: 'CLP', rate: '999', effectiveAt: '2099-01-01T00:00:00Z' }, rates);
    const current = await read('/cache/exchange-rate', outsider);
    expect(current.map((r: any) => ({ fromCode: r.fromCode, toCode: r.toCode, rate: r.rate, value: r.value }))).toEqual([{ fromCode: 'USD', toCode: 'CLP', rate: '960', value: '0.00104167' }]);
    const history = await read('/currency/exchange-rates?fromCode=USD&toCode=CLP', rates);
    expect(history.total).toBe(3);
    expect(history.rates.map((r: any) => r.rate)).toEqual(['999', '960', '950.5']);
    expect(history.rates[2]).toMatchObject({ effectiveAt: '2026-01-10T13:00:00.000Z', memo: 'bank', enteredBy: 'rates' });
    // SystemTimeZone -4: 09:00 company time is 13:00 UTC.
    expect((await read('/currency/exchange-rate?fromCode=USD&toCode=CLP&at=2026-01-10T10:00', outsider)).rate).toBe('950.5');
    expect(await read('/currency/exchange-rate?fromCode=USD&toCode=CLP&at=2026-01-10T08:59', outsider)).toBeNull();
  });

  it('two people entering a rate for the same pair and moment: one wins, the other gets 409; a retry applies once', async () => {
    const body = { fromCode: 'CLP', toCode: 'EUR', rate: '0.001', effectiveAt: '2026-02-01T00:00:00Z' };
    const before = await countEvents();
    const rs = await Promise.all([call('POST', '/currency/exchange-rate', body, rates), call('POST', '/currency/exchange-rate', { ...body, rate: '0.002' }, rates)]);
    expect(rs.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(rs.find((r) => r.status === 409)!.body.error!.reason).toBe('exchange_rate_exists');
    const commandId = randomUUID();
    const a = await call('POST', '/currency/exchange-rate', { ...body, commandId, effectiveAt: '2026-02-02T00:00:00Z' }, rates);
    const b = await call('POST', '/currency/exchange-rate', { ...body, commandId, effectiveAt: '2026-02-02T00:00:00Z' }, rates);
    expect([a.status, b.status, b.body.data.duplicate]).toEqual([201, 201, true]);
    noteWrite(a.body.data.globalPosition);
    expect(await countEvents()).toBe(before + 2);
  });

  it('gives every currency in the base currency (a rate from the base counts inverted) and stops prompting for today', async () => {
    const base = await read('/currency/base-exchange-rate', outsider);
    expect(base).toEqual([
      { fromCode: 'CLP', toCode: 'CLP', rate: '1', value: '1' },
      { fromCode: 'USD', toCode: 'CLP', rate: '960', value: '0.00104167' },
      { fromCode: 'EUR', toCode: 'CLP', rate: '1000', value: '0.001' },
    ]);
    const prompt = await read('/cache/exchange-rate-prompt', outsider);
    expect(prompt.pairs).toEqual([
      { fromCode: 'USD', toCode: 'CLP', lastEffectiveAt: expect.any(String) },
      { fromCode: 'EUR', toCode: 'CLP', lastEffectiveAt: '2026-02-02T00:00:00.000Z' },
      { fromCode: 'KWD', toCode: 'CLP', lastEffectiveAt: null },
    ]);
    expect(prompt.prompt).toBe(true);
  });

  it('the finance statistic answers what is owed per currency: supplier payables at the current rate in the base currency', async () => {
    const supplier = (await ok('POST', '/suppliers', { code: 'YIWU', name: 'Yiwu Trading', currency: 'USD', country: 'CN' })).id;
    await ok('POST', `/supplier-accounts/${supplier}/entries`, { kind: 'opening', currency: 'USD', amount: '1000.50', date: '2026-01-02' });
    const stat = await read('/currencies/finance-statistic', rates);
    expect(stat.baseCurrency).toBe('CLP');
    expect(stat.currencies.find((c: any) => c.currency === 'USD')).toEqual({ currency: 'USD', decimals: 2, receivables: '0.00', payables: '1000.50', net: '-1000.50', netInBase: '-960480', cash: '0.00', bank: '0.00' });
    expect(stat.currencies.find((c: any) => c.currency === 'KWD')).toEqual({ currency: 'KWD', decimals: 3, receivables: '0.000', payables: '0.000', net: '0.000', netInBase: null, cash: '0.000', bank: '0.000' });
  });

  it('each call is open to the page it serves: rates on Currency, adding on CurrencyNew, the sidebar box to everyone', async () => {
    const status = async (method: string, path: string, token: string, body?: unknown) => (await call(method, path, body, token)).status;
    expect(await status('GET', '/currencies', outsider)).toBe(403);
    expect(await status('GET', '/currencies/main', outsider)).toBe(403);
    expect(await status('GET', '/currencies/finance-statistic', outsider)).toBe(403);
    expect(await status('GET', '/currency/exchange-rates', outsider)).toBe(403);
    expect(await status('POST', '/currency/exchange-rate', outsider, { fromCode: 'USD', toCode: 'CLP', rate: '1' })).toBe(403);
    expect(await status('POST', '/currencies', rates, { code: 'GBP', name: 'Pound' })).toBe(403);
    expect(await status('POST', '/currency/exchange-rate', adder, { fromCode: 'USD', toCode: 'CLP', rate: '1' })).toBe(403);
    expect(await status('GET', '/currencies', adder)).toBe(200);
    expect(await status('GET', '/cache/exchange-rate', outsider)).toBe(200);
    expect(await status('GET', '/cache/exchange-rate', '')).toBe(401);
  });
});
