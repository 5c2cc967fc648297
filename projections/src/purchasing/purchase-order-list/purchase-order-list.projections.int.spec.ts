import { suppliersProjector } from '../../catalog/suppliers/suppliers.projector.js';
import { warehousesProjector } from '../../catalog/warehouses/warehouses.projector.js';
import { storedEvent, useProjectorDb } from '../../testing/projector-scenario.js';
import { purchaseOrderListProjector } from './purchase-order-list.projector.js';
import { listPurchaseOrders } from './purchase-order-list.query.js';

const S = 'purchase-order-po1';
const line = (over: Record<string, unknown> = {}) => ({ line: 1, productId: 'p1', code: 'COLA', name: 'Cola', unit: 'box', quantity: '10', baseQuantity: '240', ...over });
const receipt = (v: number, id: string, base: string, amount: string) =>
  storedEvent(S, v, 'PurchaseOrderReceived', {
    purchaseOrderId: 'po1', number: 'PO-1', receiptId: id, receiptNumber: `RC-${id}`, supplierId: 's1', warehouseId: 'w1', zoneId: null, receivedAt: '2026-01-15T10:00:00.000Z',
    currency: 'USD', rate: '950', costCurrency: 'CLP', amount, lines: [{ line: 1, orderLine: 1, productId: 'p1', unit: 'unit', unitQuantity: base, quantity: base, unitPrice: '0.520833', unitCost: '494.79', amount }],
  });
const events = [
  storedEvent(S, 1, 'PurchaseOrderDrafted', { purchaseOrderId: 'po1', number: 'PO-1', supplierId: null, warehouseId: 'w1', currency: 'USD', source: { type: 'sale', id: 'so1', number: 'SO-9' }, lines: [line()] }),
  storedEvent(S, 2, 'PurchaseOrderDraftChanged', { purchaseOrderId: 'po1', supplierId: 's1', warehouseId: 'w1', currency: 'USD', expectedDate: '2026-02-01', note: 'contenedor', lines: [line({ unitPrice: '12.5' })] }),
  storedEvent(S, 3, 'PurchaseOrderCommitted', {
    purchaseOrderId: 'po1', number: 'PO-1', supplierId: 's1', warehouseId: 'w1', currency: 'USD', rate: '950', costCurrency: 'CLP', expectedDate: '2026-02-01',
    lines: [{ ...line({ unitPrice: '12.5' }), amount: '125.00' }], total: '125.00',
  }),
  receipt(4, 'r1', '96', '50.00'),
  receipt(5, 'r2', '144', '75.00'),
  storedEvent(S, 6, 'PurchaseGoodsReturned', {
    purchaseOrderId: 'po1', number: 'PO-1', returnId: 'b1', returnNumber: 'PR-1', supplierId: 's1', warehouseId: 'w1', zoneId: null, returnedAt: '2026-01-15T11:00:00.000Z', reason: 'x',
    currency: 'USD', rate: '950', costCurrency: 'CLP', amount: '12.50', lines: [{ line: 1, orderLine: 1, productId: 'p1', unit: 'box', unitQuantity: '1', quantity: '24', unitPrice: '12.5', unitCost: '494.79', amount: '12.50' }],
  }),
];

/** The purchase list: events -> rows with status, totals and received share; a replay changes nothing. */
describe('purchase-order-list projection', () => {
  const t = useProjectorDb([suppliersProjector, warehousesProjector, purchaseOrderListProjector], async (ctx) => {
    await suppliersProjector.apply([storedEvent('supplier-s1', 1, 'SupplierCreated', { supplierId: 's1', code: 'YIWU', name: 'Yiwu Trading', contact: '', phone: '', email: '', currency: 'USD', country: 'CN' })], ctx());
  });
  const q = { sort: 'createdAt', dir: 'desc', page: 1, limit: 50 } as const;

  it('follows the order from transform-po draft to received and a return, with the supplier name; a replay changes nothing', async () => {
    await purchaseOrderListProjector.apply(events.slice(0, 3), t.ctx());
    let page = await listPurchaseOrders(t.db, q, 0);
    expect(page.rows[0]).toMatchObject({ number: 'PO-1', status: 'committed', supplierName: 'Yiwu Trading', total: '125.00', receivedPercent: 0, expectedDate: '2026-02-01', sourceNumber: 'SO-9', note: 'contenedor' });
    await purchaseOrderListProjector.apply(events.slice(3, 5), t.ctx());
    page = await listPurchaseOrders(t.db, q, 0);
    expect(page.rows[0]).toMatchObject({ status: 'received', receivedAmount: '125.00', receivedPercent: 100, version: 5 });
    await purchaseOrderListProjector.apply(events, t.ctx());
    page = await listPurchaseOrders(t.db, q, 0);
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ status: 'partlyReceived', receivedAmount: '112.50', receivedPercent: 90, version: 6 });
  });

  it('is received only when every line is in: more of one line does not make up for another', async () => {
    const T = 'purchase-order-po2';
    const two = [line(), line({ line: 2, productId: 'p2', code: 'PAPAS', unit: 'unit', quantity: '10', baseQuantity: '10' })];
    await purchaseOrderListProjector.apply(
      [
        storedEvent(T, 1, 'PurchaseOrderDrafted', { purchaseOrderId: 'po2', number: 'PO-2', supplierId: 's1', warehouseId: 'w1', currency: 'USD', source: null, lines: two }),
        storedEvent(T, 2, 'PurchaseOrderCommitted', {
          purchaseOrderId: 'po2', number: 'PO-2', supplierId: 's1', warehouseId: 'w1', currency: 'USD', rate: '1', costCurrency: 'USD', expectedDate: null, total: '0',
          lines: two.map((l) => ({ ...l, unitPrice: '0', amount: '0' })),
        }),
        storedEvent(T, 3, 'PurchaseOrderReceived', {
          purchaseOrderId: 'po2', number: 'PO-2', receiptId: 'x', receiptNumber: 'RC-x', supplierId: 's1', warehouseId: 'w1', zoneId: null, receivedAt: '2026-01-15T10:00:00.000Z',
          currency: 'USD', rate: '1', costCurrency: 'USD', amount: '0', lines: [{ line: 1, orderLine: 1, productId: 'p1', unit: 'unit', unitQuantity: '250', quantity: '250', unitPrice: '0', unitCost: '0', amount: '0' }],
        }),
      ],
      t.ctx(),
    );
    const page = await listPurchaseOrders(t.db, { ...q, search: 'PO-2' }, 0);
    expect(page.rows[0]).toMatchObject({ status: 'partlyReceived', receivedPercent: 100 });
  });

  it('filters by search, status and supplier', async () => {
    expect((await listPurchaseOrders(t.db, { ...q, search: 'PO-1' }, 0)).total).toBe(1);
    expect((await listPurchaseOrders(t.db, { ...q, search: 'yiwu' }, 0)).total).toBe(2);
    expect((await listPurchaseOrders(t.db, { ...q, search: 'nothing' }, 0)).total).toBe(0);
    expect((await listPurchaseOrders(t.db, { ...q, status: 'draft' }, 0)).total).toBe(0);
    expect((await listPurchaseOrders(t.db, { ...q, status: 'partlyReceived', sort: 'number', dir: 'asc' }, 0)).rows.map((r) => r.number)).toEqual(['PO-1', 'PO-2']);
    expect((await listPurchaseOrders(t.db, { ...q, supplierId: 's1', from: '2026-01-15', to: '2026-01-15' }, 0)).total).toBe(2);
    expect((await listPurchaseOrders(t.db, { ...q, from: '2026-01-16' }, 0)).total).toBe(0);
  });
});
