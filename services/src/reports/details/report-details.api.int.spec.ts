import { addDays, businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';

/**
 * The detail reports over real HTTP on PostgreSQL (docs/report-details.md), on a small data set
 * committed through the real commands, figures worked out by hand below. Everything is in CLP
 * (base and cost currency, no decimals, no tax), the company is at UTC-3; one supplier is paid in
 * USD at 950 CLP.
 *
 * Sales, all today (events carry the real time of their append, so the periods before and
 * after today show what an opening and a closing balance are):
 * - Lucky Star's opening balance 500.
 * - O1 by root to Lucky Star: 3 rice at 1,000 less 10 % = 2,700 (cost 3 x 400 = 1,200) and
 *   2 sauce as a gift (0; cost 2 x 300 = 600); paid 1,000 cash (into the cash box).
 *   O2 by the clerk, walk-in: 5 sauce at 900 = 4,500 (cost 1,500), paid by card (into the bank).
 *   Lucky Star pays 300 on account by bank transfer (no account).
 * - O3 by root to Lucky Star: 1 rice at 1,200, then back to draft (the debt reversed).
 *   O4 by root to Moon: 2 rice at 1,000 = 2,000 (cost 800), unpaid.
 * Lucky Star's account: 500 -> +2,700 = 3,200 -> -1,000 = 2,200 -> -300 = 1,900 -> +1,200 =
 * 3,100 -> -1,200 = 1,900.
 *
 * Supplier ACME (CLP), dated by hand in January: opening 100,000 on the 2nd; 60 of 100 water at 500
 * received on the 5th (30,000), 10 sent back on the 8th (-5,000); paid 30,000 cash on the 10th,
 * 5,000 cash on the 11th reversed on the 12th. ACME's payable: 100,000, 130,000, 125,000, 95,000,
 * 90,000, 95,000. Supplier BETA (USD): paid 100 USD by transfer on the 15th (rate 950 since the 1st).
 */
describe('detail reports API', () => {
  let api: ApiHarness;
  let root: string;
  let clerk: string;
  let reader: string;
  let outsider: string;
  let rice: string;
  let water: string;
  let sauce: string;
  let salsas: string;
  let central: string;
  let lucky: string;
  let moon: string;
  let acme: string;
  let beta: string;
  let caja: string;
  let banco: string;
  let today: string;
  let yesterday: string;
  let tomorrow: string;

  const call = (method: string, path: string, body?: unknown, token = root) => api.call(method, `/be/api${path}`, { token, body });
  const ok = async (method: string, path: string, body?: unknown, token = root) => {
    const r = await call(method, path, body, token);
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body.error)}`);
    return r.body.data;
  };
  /** A report once the read models hold everything written so far. */
  const get = async (path: string, token = root) => {
    const head = await api.written();
    for (let i = 0; ; i++) {
      const r = await api.call('GET', `/be/api/report/${path}${path.includes('?') ? '&' : '?'}waitFor=${head}`, { token });
      if (r.headers.get('X-Read-Model-Fresh') !== 'no' || i >= 11) return r;
    }
  };
  const data = async (path: string, token = root) => {
    const r = await get(path, token);
    expect({ path, status: r.status, error: r.body.error }).toEqual({ path, status: 200, error: null });
    return r.body.data;
  };
  const sell = (token: string, order: Record<string, unknown>, payments: unknown[] = []) =>
    ok('POST', '/sale/order/save-commit', { order: { warehouseId: central, ...order }, payments }, token);

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    await ok('PUT', '/system-setting/settings', {
      settings: { BaseCurrencyID: 'CLP', SecondCurrencyID: 'USD', CostCurrencyID: 'CLP', PriceDecimal: 0, EnableSaleOrderTax: false, NegativeStockPolicy: 'warn', SystemTimeZone: -3 },
    });
    const position = async (name: string, pages: string[]) => (await ok('POST', '/positions', { name, pagePrivileges: Object.fromEntries(pages.map((p) => [p, 'Accessable'])) })).id;
    for (const [username, pages] of [['clerk', ['SaleNew', 'SaleList']], ['reader', ['ReportSaleDetail']], ['outsider', ['ProductList']]] as const) {
      await ok('POST', '/employees', { username, password: 'password-1', name: `Name ${username}`, positionIds: [await position(`P ${username}`, [...pages])] });
    }
    clerk = await api.login('clerk', 'password-1');
    reader = await api.login('reader', 'password-1');
    outsider = await api.login('outsider', 'password-1');
    const granos = (await ok('POST', '/categories', { name: 'Granos' })).id;
    salsas = (await ok('POST', '/categories', { name: 'Salsas' })).id;
    water = (await ok('POST', '/products', { code: 'AGUA-1', name: 'Agua 1 l' })).id;
    rice = (await ok('POST', '/products', { code: 'RICE-1', name: 'Arroz 1 kg', cost: '400', categoryId: granos, prices: { unit: { retail: '1200', wholesale: '1000' } } })).id;
    sauce = (await ok('POST', '/products', { code: 'SOY-1', name: 'Salsa de soya', cost: '300', categoryId: salsas, prices: { unit: { retail: '900', wholesale: '800' } } })).id;
    central = (await ok('POST', '/warehouses', { code: 'CENTRAL', name: 'Bodega Central' })).id;
    lucky = (await ok('POST', '/customers', { code: 'LUCKY', name: 'Lucky Star' })).id;
    moon = (await ok('POST', '/customers', { code: 'MOON', name: 'Moon Market' })).id;
    caja = (await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja tienda', currency: 'CLP' })).id;
    banco = (await ok('POST', '/finance/accounts', { kind: 'bank', name: 'Banco Estado', currency: 'CLP', bankName: 'BE' })).id;
    await ok('POST', '/currency/exchange-rate', { fromCode: 'USD', toCode: 'CLP', rate: '950', effectiveAt: '2026-01-01T00:00:00.000Z' });

    // The supplier side, dated by hand.
    acme = (await ok('POST', '/suppliers', { code: 'ACME', name: 'Acme Bebidas', currency: 'CLP' })).id;
    beta = (await ok('POST', '/suppliers', { code: 'BETA', name: 'Beta Aguas', currency: 'USD' })).id;
    await ok('POST', `/supplier-accounts/${acme}/entries`, { kind: 'opening', currency: 'CLP', amount: '100000', date: '2026-01-02' });
    const draft = await ok('POST', '/purchase/orders', { supplierId: acme, warehouseId: central, currency: 'CLP', lines: [{ productId: water, unit: 'unit', quantity: '100', unitPrice: '500' }] });
    const po = await ok('POST', `/purchase/orders/${draft.id}/commit`, { version: draft.version });
    const received = await ok('POST', `/purchase/orders/${draft.id}/receipts`, { version: po.version, warehouseId: central, receivedAt: '2026-01-05T14:00:00.000Z', lines: [{ orderLine: 1, quantity: '60' }] });
    await ok('POST', `/purchase/orders/${draft.id}/returns`, { version: received.version, warehouseId: central, returnedAt: '2026-01-08T14:00:00.000Z', reason: 'rotos', lines: [{ orderLine: 1, quantity: '10' }] });
    await ok('POST', `/supplier-accounts/${acme}/entries`, { kind: 'payment', currency: 'CLP', amount: '30000', method: 'cash', date: '2026-01-10' });
    const twice = await ok('POST', `/supplier-accounts/${acme}/entries`, { kind: 'payment', currency: 'CLP', amount: '5000', method: 'cash', date: '2026-01-11' });
    await ok('POST', `/supplier-accounts/${acme}/entries/${twice.entryId ?? twice.id}/reverse`, { reason: 'paid twice', date: '2026-01-12' });
    await ok('POST', `/supplier-accounts/${beta}/entries`, { kind: 'payment', currency: 'USD', amount: '100', method: 'bank-transfer', date: '2026-01-15' });

    // The sales, today.
    today = businessDayOf(api.now(), -3);
    yesterday = addDays(today, -1);
    tomorrow = addDays(today, 1);
    await ok('POST', `/customers/${lucky}/account/entries`, { kind: 'opening', amount: '500' });
    await sell(root, { customerId: lucky, lines: [{ productId: rice, quantity: '3', price: '1000', discount: '10' }, { productId: sauce, quantity: '2', price: '800', gift: true }] }, [{ method: 'cash', amount: '1000' }]);
    await sell(clerk, { lines: [{ productId: sauce, quantity: '5', price: '900' }] }, [{ method: 'card', amount: '4500' }]);
    await ok('POST', `/customers/${lucky}/account/entries`, { kind: 'payment', amount: '300', method: 'bankTransfer', reference: 'TR-7' });
    const o3 = await sell(root, { customerId: lucky, lines: [{ productId: rice, quantity: '1', price: '1200' }] });
    await ok('POST', '/sale/order/unsave', { id: o3.order.id, version: o3.version, reason: 'wrong price' });
    await sell(root, { customerId: moon, lines: [{ productId: rice, quantity: '2', price: '1000' }] });
  });
  afterAll(() => api?.close());

  const lineRows = (d: any) => d.rows.map((r: any) => [r.day, r.customerCode, r.salespersonName, r.code, r.quantity, r.price, r.discount, r.gift, r.amount, r.cost, r.profit]);

  it('sale detail: every committed line of the period with its price, discount, amount, cost and profit, and totals that agree with the sale facts', async () => {
    const d = await data(`sale-detail?from=${yesterday}&to=${today}`);
    expect(lineRows(d).map((r: any[]) => r.filter((_, i) => i !== 5 || !r[7]))).toEqual([
      [today, 'LUCKY', 'Root', 'RICE-1', '3', '1000', '10', false, '2700', '1200', '1500'],
      // the gift: no amount, its cost counts (its price is left out of the comparison)
      [today, 'LUCKY', 'Root', 'SOY-1', '2', '0', true, '0', '600', '-600'],
      [today, null, 'Name clerk', 'SOY-1', '5', '900', '0', false, '4500', '1500', '3000'],
      [today, 'MOON', 'Root', 'RICE-1', '2', '1000', '0', false, '2000', '800', '1200'],
    ]);
    // O3 went back to draft: not a committed line.
    expect(d).toMatchObject({ total: 4, currency: 'CLP', costCurrency: 'CLP' });
    // 3 + 5 + 2 sold, 2 given; 2,700 + 4,500 + 2,000; 1,200 + 600 + 1,500 + 800; 1,500 - 600 + 3,000 + 1,200.
    expect(d.totals).toEqual({ lines: 4, orders: 3, baseQuantity: '10', giftQuantity: '2', amount: '9200', cost: '4100', profit: '5100' });
    expect(d.rows[0].number).toMatch(/^SO-/);
    const facts = await data(`sales?by=product&from=${yesterday}&to=${today}`);
    expect([facts.totals.amount, facts.totals.cost, facts.totals.profit]).toEqual([d.totals.amount, d.totals.cost, d.totals.profit]);
  });

  it('sale detail: filters, any sort, paging with totals over every line', async () => {
    const amounts = async (q: string) => (await data(`sale-detail?from=${yesterday}&to=${today}&${q}`)).rows.map((r: any) => r.amount);
    expect(await amounts('walkIn=true')).toEqual(['4500']);
    expect(await amounts(`customerId=${lucky}`)).toEqual(['2700', '0']);
    expect(await amounts(`salespersonId=${(await data('detail-filters')).salespeople.find((u: any) => u.name === 'Name clerk').id}`)).toEqual(['4500']);
    expect(await amounts(`categoryId=${salsas}`)).toEqual(['0', '4500']);
    expect(await amounts(`productId=${rice}`)).toEqual(['2700', '2000']);
    expect(await amounts('product=arroz')).toEqual(['2700', '2000']);
    expect(await amounts('gift=true')).toEqual(['0']);
    expect(await amounts(`warehouseId=${central}&sort=amount&desc=true`)).toEqual(['4500', '2700', '2000', '0']);
    expect(await amounts('sort=profit')).toEqual(['0', '2000', '2700', '4500']);
    expect(await amounts('sort=customer&desc=true')).toEqual(['2000', '2700', '0', '4500']);
    const page = await data(`sale-detail?from=${yesterday}&to=${today}&limit=2&offset=2`);
    expect(page.rows.map((r: any) => r.amount)).toEqual(['4500', '2000']);
    expect(page).toMatchObject({ total: 4, totals: { amount: '9200', lines: 4 } });
    // Days without sales; a period open at its start.
    expect((await data(`sale-detail?from=${yesterday}&to=${yesterday}`)).totals).toMatchObject({ lines: 0, orders: 0, amount: '0' });
    expect((await data(`sale-detail?from=${tomorrow}`)).rows).toEqual([]);
    expect((await data(`sale-detail?to=${today}`)).totals).toMatchObject({ lines: 4, amount: '9200' });
  });

  it("customer statement: opening balance, each sale, payment and reversal with the running balance, closing balance equal to the customer's account", async () => {
    const s = await data(`customer-detail?customerId=${lucky}&from=${yesterday}&to=${today}`);
    expect(s.party).toEqual({ id: lucky, code: 'LUCKY', name: 'Lucky Star' });
    expect(s.rows.map((r: any) => [r.day, r.kind, r.group, r.debit, r.credit, r.balance])).toEqual([
      [today, 'opening', 'other', '500', '0', '500'],
      [today, 'sale', 'sale', '2700', '0', '3200'],
      [today, 'salePayment', 'payment', '0', '1000', '2200'],
      [today, 'payment', 'payment', '0', '300', '1900'],
      [today, 'sale', 'sale', '1200', '0', '3100'],
      [today, 'saleReversed', 'return', '0', '1200', '1900'],
    ]);
    // 0 + 3,900 - 1,300 - 1,200 + 500 = 1,900
    expect(s.currencies).toEqual([{ currency: 'CLP', opening: '0', charged: '3900', paid: '1300', returned: '1200', other: '500', closing: '1900', lines: 6 }]);
    expect(s.total).toBe(6);
    expect(s.rows[1].document).toMatch(/^SO-/);
    expect(s.rows[3].document).toBe('TR-7');
    const account = (await call('GET', `/customers/${lucky}/account?waitFor=${await api.written()}`)).body.data;
    expect(account.balances.map((b: any) => [b.currency, b.balance])).toEqual([['CLP', s.currencies[0].closing]]);
    // After today: everything is the opening balance, nothing moves; before today: nothing at all.
    expect((await data(`customer-detail?customerId=${lucky}&from=${tomorrow}`)).currencies).toEqual([
      { currency: 'CLP', opening: '1900', charged: '0', paid: '0', returned: '0', other: '0', closing: '1900', lines: 0 },
    ]);
    expect((await data(`customer-detail?customerId=${lucky}&to=${yesterday}`))).toMatchObject({ currencies: [], rows: [], total: 0 });
    const page = await data(`customer-detail?customerId=${lucky}&limit=2&offset=4`);
    expect(page.rows.map((r: any) => r.balance)).toEqual(['3100', '1900']);
    expect(page.total).toBe(6);
  });

  it("supplier statement: owed before, receipts, returns, payments and a reversal by day with the running balance, agreeing with the per-supplier report", async () => {
    const s = await data(`supplier-detail?supplierId=${acme}&from=2026-01-05&to=2026-01-31`);
    expect(s.party).toEqual({ id: acme, code: 'ACME', name: 'Acme Bebidas' });
    expect(s.rows.map((r: any) => [r.day, r.kind, r.group, r.debit, r.credit, r.balance])).toEqual([
      ['2026-01-05', 'purchase', 'purchase', '30000', '0', '130000'],
      ['2026-01-08', 'purchase-return', 'return', '0', '5000', '125000'],
      ['2026-01-10', 'payment', 'payment', '0', '30000', '95000'],
      ['2026-01-11', 'payment', 'payment', '0', '5000', '90000'],
      ['2026-01-12', 'reversal', 'payment', '5000', '0', '95000'],
    ]);
    // 100,000 + 30,000 - 5,000 - (30,000 + 5,000 - 5,000) = 95,000
    expect(s.currencies).toEqual([{ currency: 'CLP', opening: '100000', charged: '30000', paid: '30000', returned: '5000', other: '0', closing: '95000', lines: 5 }]);
    const per = (await data(`supplier-purchase?supplierId=${acme}&from=2026-01-05&to=2026-01-31`)).rows[0];
    expect([per.opening, per.received, per.returned, per.paid, per.owed]).toEqual(['100000', '30000', '5000', '30000', '95000']);
    // The whole history: the opening is a line of its own.
    const all = await data(`supplier-detail?supplierId=${acme}`);
    expect(all.currencies[0]).toMatchObject({ opening: '0', other: '100000', closing: '95000', lines: 6 });
    expect((await data(`supplier-detail?supplierId=${beta}&currency=USD`)).currencies).toEqual([
      { currency: 'USD', opening: '0', charged: '0', paid: '100', returned: '0', other: '0', closing: '-100', lines: 1 },
    ]);
  });

  it('repayment: money collected from customers per method, account, customer and day; paid to suppliers per day and account, with totals per currency and in CLP', async () => {
    const rows = (d: any) => d.rows.map((r: any) => [r.key === '' ? '' : r.name ?? r.code ?? r.key, r.currency, r.payments, r.amount, r.baseAmount]);
    const period = `from=${yesterday}&to=${today}`;
    expect(rows(await data(`repayment?${period}&by=method`))).toEqual([
      ['bankTransfer', 'CLP', 1, '300', '300'],
      ['card', 'CLP', 1, '4500', '4500'],
      ['cash', 'CLP', 1, '1000', '1000'],
    ]);
    expect(rows(await data(`repayment?${period}&by=account`))).toEqual([
      ['', 'CLP', 1, '300', '300'],
      ['Banco Estado', 'CLP', 1, '4500', '4500'],
      ['Caja tienda', 'CLP', 1, '1000', '1000'],
    ]);
    const byParty = await data(`repayment?${period}&by=party`);
    expect(byParty.rows.map((r: any) => [r.key, r.code, r.payments, r.amount])).toEqual([
      ['', null, 1, '4500'],
      [lucky, 'LUCKY', 2, '1300'],
    ]);
    const byDay = await data(`repayment?${period}`);
    expect(rows(byDay)).toEqual([[today, 'CLP', 3, '5800', '5800']]);
    expect(byDay.totals).toEqual([{ currency: 'CLP', amount: '5800', payments: 3 }]);
    expect(byDay.base).toEqual({ currency: 'CLP', amount: '5800', unconverted: 0 });
    expect((await data(`repayment?${period}&partyId=${lucky}`)).totals).toEqual([{ currency: 'CLP', amount: '1300', payments: 2 }]);

    const suppliers = await data('repayment?side=suppliers&from=2026-01-01&to=2026-01-31');
    expect(rows(suppliers)).toEqual([
      ['2026-01-10', 'CLP', 1, '30000', '30000'],
      ['2026-01-11', 'CLP', 1, '5000', '5000'],
      ['2026-01-12', 'CLP', -1, '-5000', '-5000'],
      // 100 USD x 950
      ['2026-01-15', 'USD', 1, '100', '95000'],
    ]);
    expect(suppliers.totals).toEqual([{ currency: 'CLP', amount: '30000', payments: 1 }, { currency: 'USD', amount: '100', payments: 1 }]);
    expect(suppliers.base).toEqual({ currency: 'CLP', amount: '125000', unconverted: 0 });
    expect(rows(await data('repayment?side=suppliers&by=account&from=2026-01-01&to=2026-01-31'))).toEqual([
      ['', 'USD', 1, '100', '95000'],
      ['Caja tienda', 'CLP', 1, '30000', '30000'],
    ]);
    expect((await data(`repayment?side=suppliers&by=party&partyId=${acme}`)).rows.map((r: any) => [r.code, r.amount])).toEqual([['ACME', '30000']]);
  });

  it('answers a report reader without the profit privilege without cost or profit, and refuses other pages and other people', async () => {
    // Sorting by profit would show its order: it sorts by amount instead.
    const d = await data(`sale-detail?from=${yesterday}&to=${today}&sort=profit`, reader);
    expect(d.rows.map((r: any) => [r.amount, r.cost, r.profit])).toEqual([['0', null, null], ['2000', null, null], ['2700', null, null], ['4500', null, null]]);
    expect(d.totals).toMatchObject({ amount: '9200', cost: null, profit: null });
    expect((await get('detail-filters', reader)).status).toBe(200);
    expect((await get(`customer-detail?customerId=${lucky}`, reader)).status).toBe(403);
    expect((await get('repayment', reader)).status).toBe(403);
    expect((await get('sale-detail', outsider)).status).toBe(403);
    expect((await get(`supplier-detail?supplierId=${acme}`, clerk)).status).toBe(403);
  });

  it('answers 400 to bad input', async () => {
    for (const q of [
      'sale-detail?from=2026-03-10&to=2026-03-01',
      'sale-detail?from=2026-02-30',
      'sale-detail?sort=planet',
      `sale-detail?walkIn=true&customerId=${lucky}`,
      'sale-detail?limit=0',
      'sale-detail?colour=red',
      'customer-detail',
      `customer-detail?customerId=${lucky}&currency=usd`,
      'supplier-detail?from=2026-01-01',
      'repayment?by=planet',
      'repayment?side=banks',
    ]) {
      const r = await call('GET', `/report/${q}`);
      expect({ q, status: r.status, data: r.body.data, code: typeof r.body.error?.code }).toEqual({ q, status: 400, data: null, code: 'number' });
    }
  });
});
