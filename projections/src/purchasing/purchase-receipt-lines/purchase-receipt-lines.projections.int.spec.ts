import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { productsProjector } from '../../catalog/products/products.projector.js';
import { warehousesProjector } from '../../catalog/warehouses/warehouses.projector.js';
import { contextFor, LIVE_SCHEMA } from '../../platform/projector.js';
import { projectorTestDb, type ProjectorTestDb } from '../../testing/projector-db.js';
import { purchaseReceiptLinesProjector } from './purchase-receipt-lines.projector.js';
import { receiptLinesOfOrders, receivedOrders } from './purchase-receipt-lines.query.js';

let pos = 0;
const stored = (streamId: string, streamVersion: number, type: string, data: any): StoredEvent =>
  ({ type, data, schemaVersion: 1, streamId, streamVersion, globalPosition: String(++pos), transactionId: '1', metadata: { userId: 'u1', commandId: 'c', correlationId: 'c', causationId: 'c' }, recordedAt: '2026-01-20T10:00:00.000Z' }) as StoredEvent;

const line = (n: number, productId: string, quantity: string, unitCost: string) => ({ line: n, orderLine: n, productId, unit: 'unit', unitQuantity: quantity, quantity, unitPrice: unitCost, unitCost, amount: '0' });
const head = { purchaseOrderId: 'po1', number: 'PO-20260115-0001', supplierId: 's1', zoneId: null, currency: 'CNY', rate: '0.14', costCurrency: 'USD', amount: '0' };
const events = [
  stored('purchase-order-po1', 3, 'PurchaseOrderReceived', { ...head, receiptId: 'r1', receiptNumber: 'RC-1', warehouseId: 'w1', receivedAt: '2026-01-18T09:00:00.000Z', lines: [line(1, 'p1', '100', '1.4'), line(2, 'p2', '12', '0.25')] }),
  stored('purchase-order-po1', 4, 'PurchaseOrderReceived', { ...head, receiptId: 'r2', receiptNumber: 'RC-2', warehouseId: 'w2', receivedAt: '2026-01-19T09:00:00.000Z', lines: [line(1, 'p1', '50', '1.4')] }),
  stored('purchase-order-po1', 5, 'PurchaseGoodsReturned', { ...head, returnId: 'x1', returnNumber: 'PR-1', warehouseId: 'w1', returnedAt: '2026-01-20T09:00:00.000Z', reason: 'broken', lines: [line(1, 'p1', '5', '1.4')] }),
  stored('purchase-order-po2', 3, 'PurchaseOrderReceived', { ...head, purchaseOrderId: 'po2', number: 'PO-20260115-0002', receiptId: 'r3', receiptNumber: 'RC-3', warehouseId: 'w1', receivedAt: '2026-01-21T09:00:00.000Z', lines: [line(1, 'p2', '1', '3')] }),
];

/** rm.purchase_receipt_lines: every received line (and returned line, negative) with its value in the cost currency. */
describe('purchase receipt lines projection', () => {
  let t: ProjectorTestDb;
  const ctx = () => contextFor(t.db, LIVE_SCHEMA);
  beforeAll(async () => {
    t = await projectorTestDb();
    for (const p of [productsProjector, warehousesProjector, purchaseReceiptLinesProjector]) await p.migrate(ctx());
    await warehousesProjector.apply([stored('warehouse-w1', 1, 'WarehouseCreated', { warehouseId: 'w1', code: 'CENTRAL', name: 'Central', address: '' })], ctx());
  });
  afterAll(() => t?.drop());

  it('lists the received and returned lines of an order with quantity x unit cost, oldest first; a replay changes nothing', async () => {
    await purchaseReceiptLinesProjector.apply(events, ctx());
    await purchaseReceiptLinesProjector.apply(events, ctx());
    const rows = await receiptLinesOfOrders(t.db, ['po1']);
    expect(rows.map((r) => [r.kind, r.receiptNumber, r.receiptLine, r.productId, r.warehouseCode || r.warehouseId, r.quantity, r.value, r.costCurrency])).toEqual([
      ['receipt', 'RC-1', 1, 'p1', 'CENTRAL', '100', '140', 'USD'],
      ['receipt', 'RC-1', 2, 'p2', 'CENTRAL', '12', '3', 'USD'],
      ['receipt', 'RC-2', 1, 'p1', 'w2', '50', '70', 'USD'],
      ['return', 'PR-1', 1, 'p1', 'CENTRAL', '-5', '-7', 'USD'],
    ]);
    expect(rows[0]).toMatchObject({ purchaseOrderId: 'po1', orderNumber: 'PO-20260115-0001', receiptId: 'r1', orderLine: 1, receivedAt: '2026-01-18T09:00:00.000Z' });
    expect(await receiptLinesOfOrders(t.db, [])).toEqual([]);
  });

  it('offers the orders that received goods, newest first, found by number', async () => {
    expect((await receivedOrders(t.db)).map((o) => [o.number, o.receipts])).toEqual([['PO-20260115-0002', 1], ['PO-20260115-0001', 2]]);
    expect((await receivedOrders(t.db, '0001')).map((o) => o.purchaseOrderId)).toEqual(['po1']);
  });
});
