import type { StockMoved } from '@tradedesk/contracts/inventory/stock';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';

/**
 * Profit when costs are kept in another currency than the base one (issue 13, docs/costing.md
 * "Revenue"), over real HTTP on PostgreSQL: a company in Chile with base CLP keeps its costs in
 * USD. A sale in CLP committed while no USD/CLP rate is in the table records no rate to the cost
 * currency and its profit stays unknown; once 1 USD = 950 CLP is entered, the next sale records
 * the inverse (0.00105263157895 USD per CLP) and its revenue and profit in USD are known.
 */
describe('sale profit in a cost currency that is not the base currency', () => {
  let api: ApiHarness;
  let root: string;
  let cola: string;
  let central: string;
  let n = 0;
  const call = (method: string, path: string, body?: unknown) => api.call(method, `/be/api/${path}`, { token: root, body });
  const meta = () => ({ userId: 'u-test', commandId: `c-${++n}`, correlationId: `c-${n}`, causationId: `c-${n}` });
  /** A sale in CLP of `qty` colas at `price` CLP each, committed at once (direct delivery: the goods leave at the commit). */
  const sell = async (qty: string, price: string) => {
    const r = await call('POST', 'sale/order/save-commit', { order: { warehouseId: central, lines: [{ productId: cola, quantity: qty, price }] }, payments: [] });
    expect(r.status).toBe(200);
    expect(r.body.data.order).toMatchObject({ status: 'committed', header: { currency: 'CLP' } });
    return r.body.data.order as { id: string; number: string };
  };
  const commitOf = async (orderId: string) =>
    (await api.platform.db.query<{ data: any }>(`select data from es.events where stream_id = $1 and type = 'SaleOrderCommitted'`, [`sale-order-${orderId}`])).rows[0]!.data;
  const profitOf = async (orderId: string) => (await call('GET', `cost/profit?by=order&orderId=${orderId}&waitFor=${await api.written()}`)).body.data.rows[0];

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    const s = await call('PUT', 'system-setting/settings', { settings: { BaseCurrencyID: 'CLP', CostCurrencyID: 'USD', PriceDecimal: 0, EnableSaleOrderTax: false, NegativeStockPolicy: 'warn', SystemTimeZone: -3 } });
    expect(s.status).toBe(200);
    cola = (await call('POST', 'products', { code: 'COLA-350', name: 'Cola 350 ml', prices: { unit: { retail: '800', wholesale: '600' } } })).body.data.id;
    central = (await call('POST', 'warehouses', { code: 'CENTRAL', name: 'Bodega Central' })).body.data.id;
    // 10 colas received at 10 USD each (a receipt's unit cost is in the cost currency), as purchasing appends it.
    const receipt: StockMoved = {
      type: 'StockMoved',
      data: {
        source: { type: 'purchase', id: 'po-1', number: 'PO-1' }, reason: null, allowNegative: true, documentId: 'rc-1', at: new Date(api.now().getTime() - 3600_000).toISOString(),
        movements: [{ line: 1, kind: 'receipt', warehouseId: central, zoneId: null, productId: cola, quantity: '10', unit: 'unit', unitQuantity: '10', unitCost: '10' }],
      },
    };
    await api.platform.store.append('purchase-order-po-1', 'no_stream', [receipt], meta());
  });
  afterAll(() => api?.close());

  it('without a USD/CLP rate in the table the commit records none and the profit in USD stays unknown', async () => {
    const o = await sell('1', '9500');
    expect((await commitOf(o.id)).costRate).toBeNull();
    expect(await profitOf(o.id)).toMatchObject({ orderNumber: o.number, revenue: null, cost: null, profit: null, unknownLines: 1 });
  });

  it('with 1 USD = 950 CLP entered, a sale in CLP committed and delivered has its revenue, cost and profit in USD', async () => {
    const rate = await call('POST', 'currency/exchange-rate', { fromCode: 'USD', toCode: 'CLP', rate: '950' });
    expect(rate.status).toBe(201);
    // The commit reads the rates in force from their read model: wait until it has the new one.
    expect((await call('GET', `cache/exchange-rate?waitFor=${await api.written()}`)).body.data).toEqual([expect.objectContaining({ fromCode: 'USD', toCode: 'CLP', rate: '950' })]);
    const o = await sell('2', '23750');
    const commit = await commitOf(o.id);
    expect(commit).toMatchObject({ currency: 'CLP', rate: '1', total: '47500', costRate: '0.00105263157895' });
    // 47,500 CLP x 0.00105263157895 = 50 USD (6 decimals); 2 colas at 10 USD = 20 USD.
    expect(await profitOf(o.id)).toMatchObject({ orderNumber: o.number, quantity: '2', revenue: '50', cost: '20', profit: '30', unknownLines: 0 });
    // The order's own answer carries the same figures for a session allowed to see them.
    const view = await call('GET', `sale/order?id=${o.id}`);
    expect(view.body.data.profit.order).toEqual({ revenue: '50', cost: '20', profit: '30' });
  });
});
