import { storedEvent, useProjectorDb } from '../../testing/projector-scenario.js';
import { supplierPricesProjector } from './supplier-prices.projector.js';
import { supplierPrices } from './supplier-prices.query.js';

const commit = (order: string, lines: [string, string, string][], supplierId = 's1') =>
  storedEvent(`purchase-order-${order}`, 2, 'PurchaseOrderCommitted', {
    purchaseOrderId: order, number: `PO-${order}`, supplierId, warehouseId: 'w1', currency: 'USD', rate: '950', costCurrency: 'CLP', expectedDate: null, total: '0',
    lines: lines.map(([productId, unit, unitPrice], i) => ({ line: i + 1, productId, code: productId, name: productId, unit, quantity: '1', baseQuantity: '1', unitPrice, amount: unitPrice })),
  });

/** Supplier price history: the last and the previous committed price per supplier, product and unit; a replay changes nothing. */
describe('supplier-prices projection', () => {
  const t = useProjectorDb([supplierPricesProjector]);

  it('keeps the last and the previous price per unit, and a replay changes nothing', async () => {
    const events = [commit('a', [['p1', 'box', '12.5'], ['p2', 'unit', '2']]), commit('b', [['p1', 'box', '13']]), commit('c', [['p1', 'unit', '0.55']], 's2'), commit('d', [['p1', 'box', '12.75']])];
    await supplierPricesProjector.apply(events.slice(0, 2), t.ctx());
    await supplierPricesProjector.apply(events, t.ctx());
    await supplierPricesProjector.apply(events, t.ctx());
    expect((await supplierPrices(t.db, 's1')).map((r) => [r.productId, r.unit, r.lastPrice, r.previousPrice, r.lastOrderNumber])).toEqual([
      ['p1', 'box', '12.75', '13', 'PO-d'],
      ['p2', 'unit', '2', null, 'PO-a'],
    ]);
    expect((await supplierPrices(t.db, 's2', ['p1'])).map((r) => [r.unit, r.lastPrice, r.currency])).toEqual([['unit', '0.55', 'USD']]);
    expect(await supplierPrices(t.db, 's1', ['p9'])).toEqual([]);
  });
});
