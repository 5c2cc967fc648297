import { COMMON_SETTING_KEYS, COMPANY_SETTING_KEYS, DEFAULT_COMPANY_SETTINGS, SETTING_GROUPS } from '@tradedesk/contracts/settings/company-settings';
import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';

/** Company settings, column layouts and drop-down lists over real HTTP on PostgreSQL. */
describe('settings API', () => {
  let api: ApiHarness;
  let root: string;
  let admin: string;
  let clerk: string;

  beforeAll(async () => {
    api = await startApi();
    root = await api.login('root', ROOT_PASSWORD);
    for (const [username, roles] of [['ana', ['Admin']], ['li', []]] as const) {
      await api.call('POST', '/be/api/employees', { token: root, body: { username, password: 'password-1', name: username, roles } });
    }
    admin = await api.login('ana', 'password-1');
    clerk = await api.login('li', 'password-1');
  });
  afterAll(() => api?.close());

  it('the first start recorded the company with the defaults; Admin reads them all { Key: { value } }, every session the shell\'s part', async () => {
    const { events } = await api.platform.store.readStream('settings-company');
    expect(events.map((e) => e.type)).toEqual(['CompanyCreated']);
    const r = await api.call('GET', '/be/api/system-setting/settings', { token: admin });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.data).sort()).toEqual([...COMPANY_SETTING_KEYS].sort());
    for (const k of COMPANY_SETTING_KEYS) expect(r.body.data[k]).toEqual({ value: DEFAULT_COMPANY_SETTINGS[k] });
    expect((await api.call('GET', '/be/api/system-setting/settings')).status).toBe(401);
    // A clerk's shell reads the common settings; the whole set (stock policy, tax defaults) is the settings screen's.
    expect((await api.call('GET', '/be/api/system-setting/settings', { token: clerk })).status).toBe(403);
    const common = await api.call('GET', '/be/api/system-setting/common', { token: clerk });
    expect(common.status).toBe(200);
    expect(Object.keys(common.body.data).sort()).toEqual([...COMMON_SETTING_KEYS].sort());
    expect(common.body.data.NegativeStockPolicy).toBeUndefined();
  });

  it('round trip: Admin changes settings, every reader sees them, the log keeps who and the previous values', async () => {
    const put = await api.call('PUT', '/be/api/system-setting/settings', {
      token: admin,
      body: { settings: { CompanyName: 'Importadora Pacífico SpA', SystemTimeZone: -3, ThirdCurrencyID: 'CNY', CostCurrencyID: 'USD', MenuShowWebshop: true, DefaultTax: '19' } },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.changed.sort()).toEqual(['CompanyName', 'CostCurrencyID', 'MenuShowWebshop', 'SystemTimeZone', 'ThirdCurrencyID']);
    expect(put.body.data.settings.CompanyName).toEqual({ value: 'Importadora Pacífico SpA' });
    const got = (await api.call('GET', '/be/api/system-setting/settings?keys=CompanyName,SystemTimeZone,ThirdCurrencyID', { token: admin })).body.data;
    expect(got).toEqual({ CompanyName: { value: 'Importadora Pacífico SpA' }, SystemTimeZone: { value: -3 }, ThirdCurrencyID: { value: 'CNY' } });
    const { events } = await api.platform.store.readStream('settings-company');
    const last = events.at(-1)!;
    expect(last.data.previous).toMatchObject({ CompanyName: 'Mi Empresa', SystemTimeZone: -4, ThirdCurrencyID: null });
    const anaId = (await api.call('GET', '/be/api/user/profile', { token: admin })).body.data.id;
    expect(last.metadata.userId).toBe(anaId);
    const same = await api.call('PUT', '/be/api/system-setting/settings', { token: admin, body: { settings: { SystemTimeZone: -3 } } });
    expect(same.body.data.changed).toEqual([]);
    expect((await api.platform.store.readStream('settings-company')).events).toHaveLength(events.length);
  });

  it('unknown keys, invalid values and inconsistent currencies answer 400 and change nothing', async () => {
    const unknown = await api.call('PUT', '/be/api/system-setting/settings', { token: admin, body: { settings: { CompanyName: 'X', ShowEverything: true } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.code).toBe(ErrorCode.UnknownField);
    expect(unknown.body.error?.message).toContain('ShowEverything');
    const bad = await api.call('PUT', '/be/api/system-setting/settings', { token: admin, body: { settings: { SystemTimeZone: 'Chile' } } });
    expect(bad.status).toBe(400);
    const same = await api.call('PUT', '/be/api/system-setting/settings', { token: admin, body: { settings: { SecondCurrencyID: 'CLP' } } });
    expect(same.status).toBe(400);
    expect(same.body.error?.reason).toBe('currency_repeated');
    const name = (await api.call('GET', '/be/api/system-setting/settings?keys=CompanyName', { token: admin })).body.data.CompanyName.value;
    expect(name).toBe('Importadora Pacífico SpA');
    expect((await api.call('GET', '/be/api/system-setting/settings?keys=Nope', { token: admin })).status).toBe(400);
  });

  it('only Root and Admin change settings', async () => {
    const r = await api.call('PUT', '/be/api/system-setting/settings', { token: clerk, body: { settings: { CompanyName: 'Mine now' } } });
    expect(r.status).toBe(403);
    expect(r.body.error?.message).toBe('Access Denied');
    expect((await api.call('PUT', '/be/api/system-setting/settings', { token: root, body: { settings: { MenuShowOrderClear: true } } })).status).toBe(200);
  });

  it('group settings (the settings screen), common and web-shop (every session) answer their subsets', async () => {
    const menu = (await api.call('GET', '/be/api/system-setting/group-settings?group=menu', { token: admin })).body.data;
    expect(Object.keys(menu).sort()).toEqual([...SETTING_GROUPS.menu].sort());
    expect(menu.MenuShowOrderClear).toEqual({ value: true });
    const all = (await api.call('GET', '/be/api/system-setting/group-settings', { token: admin })).body.data;
    expect(Object.keys(all).sort()).toEqual(Object.keys(SETTING_GROUPS).sort());
    expect(all.unit.BoxUnit).toEqual({ value: 'Caja' });
    expect((await api.call('GET', '/be/api/system-setting/group-settings?group=nope', { token: admin })).status).toBe(400);
    const common = (await api.call('GET', '/be/api/system-setting/common', { token: clerk })).body.data;
    expect(Object.keys(common).sort()).toEqual([...new Set(COMMON_SETTING_KEYS)].sort());
    expect(common.SystemTimeZone).toEqual({ value: -3 });
    const shop = (await api.call('GET', '/be/api/system-setting/web-shop', { token: clerk })).body.data;
    expect(shop).toMatchObject({ CompanyName: { value: 'Importadora Pacífico SpA' }, MenuShowWebshop: { value: true }, BaseCurrencyID: { value: 'CLP' } });
  });

  it('column layouts are saved per user and per table; the voice setting is the table voiceSetting', async () => {
    const before = await api.call('GET', '/be/api/table-column-config/columns?table=saleOrderList', { token: clerk });
    expect(before.body.data).toEqual({ table: 'saleOrderList', columns: [], saved: false });
    const save = await api.call('POST', '/be/api/table-column-config/columns', { token: clerk, body: { table: 'saleOrderList', columns: ['soId', 'customer', 'total'] } });
    expect(save.status).toBe(200);
    expect((await api.call('GET', '/be/api/table-column-config/columns?table=saleOrderList', { token: clerk })).body.data).toEqual({ table: 'saleOrderList', columns: ['soId', 'customer', 'total'], saved: true });
    expect((await api.call('GET', '/be/api/table-column-config/columns?table=saleOrderList', { token: admin })).body.data.saved).toBe(false);
    await api.call('POST', '/be/api/table-column-config/columns', { token: clerk, body: { table: 'voiceSetting', columns: ['voiceClose'] } });
    expect((await api.call('GET', '/be/api/table-column-config/columns?table=voiceSetting', { token: clerk })).body.data.columns).toEqual(['voiceClose']);
    await api.call('POST', '/be/api/table-column-config/columns', { token: clerk, body: { table: 'voiceSetting', columns: [] } });
    expect((await api.call('GET', '/be/api/table-column-config/columns?table=voiceSetting', { token: clerk })).body.data).toEqual({ table: 'voiceSetting', columns: [], saved: true });
    expect((await api.call('POST', '/be/api/table-column-config/columns', { token: clerk, body: { table: 'x', columns: ['a', 'a'] } })).status).toBe(400);
    expect((await api.call('GET', '/be/api/table-column-config/columns', { token: clerk })).status).toBe(400);
  });

  it('drop-down lists carry the company unit labels and its positions as roles', async () => {
    await api.call('PUT', '/be/api/system-setting/settings', { token: admin, body: { settings: { BigBagUnit: '', BoxUnit: 'Cajón' } } });
    await api.call('POST', '/be/api/positions', { token: admin, body: { name: 'Bodeguero' } });
    const all = (await api.call('GET', '/be/api/systype/systypes', { token: clerk })).body.data;
    expect(all.unit).toEqual([
      { code: 'unit', name: 'Unidad' },
      { code: 'bag', name: 'Bolsa' },
      { code: 'box', name: 'Cajón' },
    ]);
    expect(all.paymentMethod.map((p: any) => p.code)).toEqual(expect.arrayContaining(['Cash', 'BankTransfer', 'BankCheck', 'BankInstallment']));
    expect(all.currency.find((c: any) => c.code === 'CLP')).toMatchObject({ decimals: 0 });
    expect(all.role.map((r: any) => r.code)).toEqual(['Root', 'Admin', 'Invoice', 'Bodeguero']);
    const one = (await api.call('GET', '/be/api/systype/systypes?type=language', { token: clerk })).body.data;
    expect(Object.keys(one)).toEqual(['language']);
    expect(one.language).toHaveLength(21);
  });
  it("the cash register system screen reads and changes the till's settings only: its page privilege, not the whole company's", async () => {
    const position = (await api.call('POST', '/be/api/positions', { token: root, body: { name: 'Jefa de cajas', pagePrivileges: { CashRegisterSystem: 'Accessable' } } })).body.data.id;
    await api.call('POST', '/be/api/employees', { token: root, body: { username: 'marta', password: 'password-1', name: 'Marta', positionIds: [position] } });
    const keeper = await api.login('marta', 'password-1');
    const read = await api.call('GET', '/be/api/system-setting/pos-settings', { token: keeper });
    expect(read.status).toBe(200);
    expect(Object.keys(read.body.data)).toEqual([...SETTING_GROUPS.pos]);
    expect(read.body.data.PosReceiptWidth).toEqual({ value: '80' });
    // The company's other settings are not hers; a clerk without the screen gets neither.
    expect((await api.call('GET', '/be/api/system-setting/settings', { token: keeper })).status).toBe(403);
    expect((await api.call('GET', '/be/api/system-setting/pos-settings', { token: clerk })).status).toBe(403);
    expect((await api.call('PUT', '/be/api/system-setting/pos-settings', { token: clerk, body: { settings: { PosAutoPrint: true } } })).status).toBe(403);

    const events = async () => (await api.platform.store.readStream('settings-company')).events.length;
    const before = await events();
    // Another group's key, seven header lines, a line of 49 characters, a paper width not offered: 400, nothing recorded.
    for (const settings of [{ CompanyName: 'Otra' }, { PosReceiptHeader: 'a\nb\nc\nd\ne\nf\ng' }, { PosReceiptFooter: 'x'.repeat(49) }, { PosReceiptWidth: '76' }, {}]) {
      const r = await api.call('PUT', '/be/api/system-setting/pos-settings', { token: keeper, body: { settings } });
      expect([r.status, r.body.data, typeof r.body.error?.message]).toEqual([400, null, 'string']);
    }
    expect(await events()).toBe(before);

    const put = await api.call('PUT', '/be/api/system-setting/pos-settings', { token: keeper, body: { settings: { PosReceiptHeader: 'Comercial Andes\nRUT 76.123.456-7', PosReceiptWidth: '58', PosAutoPrint: true } } });
    expect(put.status).toBe(200);
    expect(put.body.data.changed.sort()).toEqual(['PosAutoPrint', 'PosReceiptHeader', 'PosReceiptWidth']);
    expect(Object.keys(put.body.data.settings)).toEqual([...SETTING_GROUPS.pos]);
    const { events: after } = await api.platform.store.readStream('settings-company');
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ type: 'CompanySettingsChanged', data: { changes: { PosReceiptWidth: '58', PosAutoPrint: true }, previous: { PosReceiptWidth: '80', PosAutoPrint: false } } });
    expect((await api.call('GET', '/be/api/system-setting/settings?keys=PosReceiptHeader', { token: admin })).body.data.PosReceiptHeader).toEqual({ value: 'Comercial Andes\nRUT 76.123.456-7' });
  });
});
