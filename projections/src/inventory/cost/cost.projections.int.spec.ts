import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { contextFor, LIVE_SCHEMA } from '../../platform/projector.js';
import type { Sql } from '../../platform/sql.js';
import { projectorTestDb } from '../../testing/projector-db.js';
import { storedEvent } from '../../testing/projector-scenario.js';
import { costProjector } from './cost.projector.js';
import { costHistory, profit, stockValue } from './cost.query.js';

/**
 * The cost projection from events, figures worked out by hand. A trader receives cola (p1) into
 * two warehouses, sells it, then learns late facts: the freight of the second receipt, and a
 * receipt that arrived before the first sale but was entered after both sales. Each late fact
 * corrects the cost and profit of the sales after it; applying the events again changes nothing,
 * and valuing everything in one batch (a rebuild) gives the same rows as batch after batch.
 */
const at = (d: string) => `2026-01-${d}.000Z`;
const company = (costCurrency = 'CLP') =>
  storedEvent('settings-company', 1, 'CompanyCreated', { settings: { BaseCurrencyID: 'CLP', CostCurrencyID: costCurrency, CostMethod: 'moving-average' } }, at('01T00:00:00'));
const receipt = (id: string, wh: string, qty: string, cost: string, arrived: string, recorded = arrived) =>
  storedEvent(`purchase-order-po-${id}`, 2, 'StockMoved', {
    source: { type: 'purchase', id: `po-${id}`, number: `PO-${id}` }, reason: null, allowNegative: true, documentId: `rc-${id}`, at: arrived,
    movements: [{ line: 1, kind: 'receipt', warehouseId: wh, zoneId: null, productId: 'p1', quantity: qty, unit: 'unit', unitQuantity: qty, unitCost: cost }],
  }, recorded);
const sale = (id: string, wh: string, qty: string, amount: string, when: string, currency = 'CLP', rate = '1') => [
  storedEvent(`sale-order-${id}`, 3, 'SaleOrderCommitted', {
    orderId: id, number: `SO-${id}`, customer: { id: 'c1', code: 'C1', name: 'Almacén Sol' }, warehouseId: wh, currency, rate, deliveryMode: 'direct', deliveryDate: null,
    taxRate: null, subtotal: amount, tax: '0', total: amount, dueDate: '2026-02-01',
    lines: [{ lineId: `${id}-l1`, productId: 'p1', unit: 'unit', quantity: qty, baseQuantity: qty, amount, gift: false, unitCost: '100' }],
  }, when),
  storedEvent(`sale-order-${id}`, 4, 'StockMoved', {
    source: { type: 'sale', id, number: `SO-${id}` }, reason: null, allowNegative: false,
    movements: [{ line: 1, kind: 'issue', warehouseId: wh, zoneId: null, productId: 'p1', quantity: `-${qty}`, unit: 'unit', unitQuantity: qty, unitCost: '100' }],
  }, when),
];
const freight = (amount: string, when: string) =>
  storedEvent('sea-waybill-wb1', 1, 'LandedCostAllocated', {
    waybillId: 'wb1', waybillNumber: 'WB-1', costId: 'freight-1', kind: 'freight', basis: 'value', currency: 'CLP', amount, rate: '1', costCurrency: 'CLP',
    allocations: [{ purchaseOrderId: 'po-2', receiptId: 'rc-2', receiptLine: 1, productId: 'p1', warehouseId: 'w2', amount }],
  }, when);

const first = [company(), receipt('1', 'w1', '10', '100', at('01T10:00:00')), ...sale('so1', 'w1', '4', '600', at('02T10:00:00'))];
const second = [receipt('2', 'w2', '6', '130', at('03T10:00:00')), ...sale('so2', 'w2', '3', '450', at('04T10:00:00'))];
const lateFreight = [freight('60', at('10T09:00:00'))];
// Arrived on the 2nd at midnight (before the first sale), entered on the 10th.
const lateReceipt = [receipt('3', 'w1', '10', '70', at('02T00:00:00'), at('10T10:00:00'))];

async function freshDb() {
  const t = await projectorTestDb();
  await costProjector.migrate(contextFor(t.db, LIVE_SCHEMA));
  return t;
}
const apply = (db: Sql, events: StoredEvent[]) => costProjector.apply(events, contextFor(db, LIVE_SCHEMA));
const orderProfit = async (db: Sql) => (await profit(db, { by: 'order', limit: 50, offset: 0 })).rows.map((r) => [r.orderNumber, r.revenue, r.cost, r.profit]);
async function tables(db: Sql) {
  const out: Record<string, unknown[]> = {};
  for (const t of costProjector.tables) out[t] = (await db.query(`select * from rm.${t} order by 1, 2`)).rows;
  return out;
}

describe('cost projection', () => {
  let t: Awaited<ReturnType<typeof freshDb>>;
  beforeAll(async () => {
    t = await freshDb();
  });
  afterAll(() => t.drop());

  it('values sales at the moving average of their moment', async () => {
    await apply(t.db, first);
    await apply(t.db, second);
    // 10 @ 100; the first sale takes 4 at 100; +6 @ 130 = 12 worth 1380 = 115; the second takes 3 at 115.
    expect(await orderProfit(t.db)).toEqual([
      ['SO-so1', '600', '400', '200'],
      ['SO-so2', '450', '345', '105'],
    ]);
  });

  it('a landed cost arriving late corrects the sale after its receipt', async () => {
    await apply(t.db, lateFreight);
    // The second receipt costs 780 + 60 = 840: 12 worth 1440 = 120, the second sale costs 360.
    expect(await orderProfit(t.db)).toEqual([
      ['SO-so1', '600', '400', '200'],
      ['SO-so2', '450', '360', '90'],
    ]);
  });

  it('a backdated receipt corrects the cost and profit of the later sales, the history and the stock value as of a moment', async () => {
    await apply(t.db, lateReceipt);
    // 10 @ 100 + 10 @ 70 (arrived on the 2nd) = 20 worth 1700 = 85: the first sale costs 340;
    // 16 worth 1360 + 6 worth 840 = 22 worth 2200 = 100: the second sale costs 300.
    expect(await orderProfit(t.db)).toEqual([
      ['SO-so1', '600', '340', '260'],
      ['SO-so2', '450', '300', '150'],
    ]);
    const byCustomer = await profit(t.db, { by: 'customer', limit: 50, offset: 0 });
    expect(byCustomer.rows).toEqual([expect.objectContaining({ customerId: 'c1', customerName: 'Almacén Sol', quantity: '7', revenue: '1050', cost: '640', profit: '410', unknownLines: 0 })]);
    const byProduct = await profit(t.db, { by: 'product', limit: 50, offset: 0 });
    expect(byProduct.rows).toEqual([expect.objectContaining({ productId: 'p1', profit: '410' })]);

    const history = await costHistory(t.db, { productId: 'p1', limit: 50, offset: 0 });
    expect(history.rows.map((r) => [r.kind, r.quantity, r.value, r.unitCostAfter])).toEqual([
      ['receipt', '10', '1000', '100'],
      ['receipt', '10', '700', '85'],
      ['issue', '-4', '-340', '85'],
      ['receipt', '6', '840', '100'],
      ['issue', '-3', '-300', '100'],
    ]);
    // Now: 16 in w1 and 3 in w2 at 100. On the 3rd at noon: 16 in w1 and 6 in w2 at 100.
    const now = await stockValue(t.db, { limit: 50, offset: 0 });
    expect(now.rows.map((r) => [r.warehouseId, r.quantity, r.unitCost, r.value])).toEqual([['w1', '16', '100', '1600'], ['w2', '3', '100', '300']]);
    const then = await stockValue(t.db, { asOf: at('03T12:00:00'), limit: 50, offset: 0 });
    expect(then.rows.map((r) => [r.warehouseId, r.quantity, r.value])).toEqual([['w1', '16', '1600'], ['w2', '6', '600']]);
    const before = await stockValue(t.db, { asOf: at('01T23:00:00'), limit: 50, offset: 0 });
    expect(before.rows.map((r) => [r.warehouseId, r.quantity, r.value])).toEqual([['w1', '10', '1000'], ['w2', '0', '0']]);
  });

  it('applying the events again changes nothing, and one batch (a rebuild) gives the same rows', async () => {
    const all = [...first, ...second, ...lateFreight, ...lateReceipt];
    const once = await tables(t.db);
    await apply(t.db, all);
    expect(await tables(t.db)).toEqual(once);
    const r = await freshDb();
    try {
      await apply(r.db, all);
      expect(await tables(r.db)).toEqual(once);
    } finally {
      await r.drop();
    }
  });

  it('rows written with COPY equal rows written with an insert (a store without COPY), batch by batch and in one batch', async () => {
    const all = [...first, ...second, ...lateFreight, ...lateReceipt];
    const withCopy = await tables(t.db);
    for (const batches of [[all], [first, second, lateFreight, lateReceipt]]) {
      const r = await freshDb();
      try {
        const insertOnly: Sql = { query: (text, params) => r.db.query(text, params) };
        for (const b of batches) await apply(insertOnly, b);
        expect(await tables(r.db)).toEqual(withCopy);
      } finally {
        await r.drop();
      }
    }
  });

  it('a cancelled order leaves the profit report; switching to FIFO revalues everything from the start', async () => {
    const cancelled = [
      storedEvent('sale-order-so2', 5, 'SaleOrderCancelled', { orderId: 'so2', number: 'SO-so2', customer: null, currency: 'CLP', total: '450', wasCommitted: true, reason: 'customer changed mind' }, at('11T10:00:00')),
      storedEvent('sale-order-so2', 6, 'StockMoved', {
        source: { type: 'sale', id: 'so2', number: 'SO-so2' }, reason: 'cancelled', allowNegative: true,
        movements: [{ line: 1, kind: 'issue-reversal', warehouseId: 'w2', zoneId: null, productId: 'p1', quantity: '3', unit: 'unit', unitQuantity: '3', unitCost: '115' }],
      }, at('11T10:00:00')),
    ];
    await apply(t.db, cancelled);
    expect(await orderProfit(t.db)).toEqual([['SO-so1', '600', '340', '260']]);
    const fifo = [storedEvent('settings-company', 2, 'CompanySettingsChanged', { changes: { CostMethod: 'fifo' }, previous: { CostMethod: 'moving-average' } }, at('12T10:00:00'))];
    await apply(t.db, fifo);
    // FIFO: layers 10 @ 100 (1st), 10 @ 70 (2nd): the first sale takes 4 of the oldest at 100.
    expect(await orderProfit(t.db)).toEqual([['SO-so1', '600', '400', '200']]);
    const line = await profit(t.db, { by: 'line', orderId: 'so1', limit: 10, offset: 0 });
    expect(line.rows).toEqual([expect.objectContaining({ key: 'so1:1', line: 1, productId: 'p1', cost: '400' })]);
    // The same events in one batch (a rebuild) give the same rows.
    const r = await freshDb();
    try {
      await apply(r.db, [...first, ...second, ...lateFreight, ...lateReceipt, ...cancelled, ...fifo]);
      expect(await tables(r.db)).toEqual(await tables(t.db));
    } finally {
      await r.drop();
    }
  });

  it('a sale committed before costRate was recorded, in a currency without a rate to the cost currency, has no profit; a distribution order before its stock-out has no cost', async () => {
    const u = await freshDb();
    try {
      await apply(u.db, [company('USD'), receipt('9', 'w1', '5', '10', at('01T10:00:00'))]);
      // Sold in CLP, costs kept in USD, the company's base currency is CLP: no rate CLP -> USD.
      await apply(u.db, sale('so9', 'w1', '1', '9000', at('02T10:00:00')));
      const r = await profit(u.db, { by: 'order', limit: 10, offset: 0 });
      expect(r.rows).toEqual([expect.objectContaining({ orderNumber: 'SO-so9', revenue: null, cost: null, profit: null, unknownLines: 1 })]);
      // Committed, nothing left yet (distribution): cost unknown.
      await apply(u.db, [sale('so10', 'w1', '1', '20', at('03T10:00:00'), 'USD', '950')[0]!]);
      const r2 = await profit(u.db, { by: 'line', orderId: 'so10', limit: 10, offset: 0 });
      expect(r2.rows).toEqual([expect.objectContaining({ revenue: null, cost: null, unknownLines: 1 })]);
    } finally {
      await u.drop();
    }
  });

  it('a sale in the base currency with costs in USD: the commit\'s costRate gives revenue and profit in USD; without a rate in the table they stay unknown', async () => {
    const u = await freshDb();
    try {
      // Base CLP, costs in USD: 10 units received at 10 USD.
      const start = [company('USD'), receipt('11', 'w1', '10', '10', at('01T10:00:00'))];
      await apply(u.db, start);
      const withRate = (id: string, qty: string, amount: string, when: string, costRate: string | null) => {
        const [commit, issue] = sale(id, 'w1', qty, amount, when);
        (commit!.data as any).costRate = costRate;
        return [commit!, issue!];
      };
      // 2 sold for 47,500 CLP at 1 USD = 950 CLP (costRate 0.00105263157895): 50 USD, cost 20.
      // 1 sold when the table had no rate to USD (costRate null): unknown.
      const sales = [...withRate('so11', '2', '47500', at('02T10:00:00'), '0.00105263157895'), ...withRate('so12', '1', '9500', at('03T10:00:00'), null)];
      await apply(u.db, sales);
      expect(await orderProfit(u.db)).toEqual([
        ['SO-so11', '50', '20', '30'],
        ['SO-so12', null, null, null],
      ]);
      const byProduct = await profit(u.db, { by: 'product', limit: 10, offset: 0 });
      expect(byProduct.rows).toEqual([expect.objectContaining({ productId: 'p1', revenue: '50', cost: '20', profit: '30', unknownLines: 1 })]);
      // Rebuilt from the same events in one batch: the same figures (the rate is read from the event only).
      const r = await freshDb();
      try {
        await apply(r.db, [...start, ...sales]);
        expect(await tables(r.db)).toEqual(await tables(u.db));
      } finally {
        await r.drop();
      }
    } finally {
      await u.drop();
    }
  });

  it('negative stock: a sale before any receipt leaves at the catalogue cost it recorded; the receipt in a later batch revalues it', async () => {
    const u = await freshDb();
    try {
      const [commit, issue] = sale('so20', 'w1', '3', '60', at('02T10:00:00'));
      (issue!.data as any).movements[0].unitCost = '9';
      await apply(u.db, [company(), commit!, issue!]);
      expect(await orderProfit(u.db)).toEqual([['SO-so20', '60', '27', '33']]);
      await apply(u.db, [receipt('20', 'w1', '5', '11', at('03T10:00:00'))]);
      // The 3 sold short are covered by the receipt at 11: the sale costs 33; 2 stay worth 22.
      expect(await orderProfit(u.db)).toEqual([['SO-so20', '60', '33', '27']]);
      const history = await costHistory(u.db, { productId: 'p1', limit: 10, offset: 0 });
      expect(history.rows.map((r) => [r.kind, r.value, r.unitCost, r.quantityAfter, r.valueAfter])).toEqual([
        ['issue', '-33', '11', '-3', '-27'],
        ['receipt', '55', '11', '2', '22'],
      ]);
    } finally {
      await u.drop();
    }
  });
});
