import { storedEvent, useProjectorDb } from '../../testing/projector-scenario.js';
import { onOrderProjector } from './on-order.projector.js';
import { lastPurchases, onOrderQuantities, openOrderLines } from './on-order.query.js';

const line = (n: number, productId: string, baseQuantity: string, unitPrice: string, unit = 'box') => ({
  line: n, productId, code: productId.toUpperCase(), name: productId, unit, quantity: baseQuantity, baseQuantity, unitPrice, amount: '0',
});
const committed = (po: string, number: string, supplierId: string, warehouseId: string, lines: ReturnType<typeof line>[]) =>
  storedEvent(`purchase-order-${po}`, 2, 'PurchaseOrderCommitted', {
    purchaseOrderId: po, number, supplierId, warehouseId, currency: 'USD', rate: '1', costCurrency: 'USD', expectedDate: null, lines, total: '0',
  });
const received = (po: string, version: number, lines: { orderLine: number; productId: string; quantity: string }[]) =>
  storedEvent(`purchase-order-${po}`, version, 'PurchaseOrderReceived', {
    purchaseOrderId: po, number: 'x', receiptId: `r${version}`, receiptNumber: 'RC', supplierId: 's1', warehouseId: 'w1', zoneId: null, receivedAt: '2026-01-15T10:00:00.000Z',
    currency: 'USD', rate: '1', costCurrency: 'USD', amount: '0',
    lines: lines.map((l, i) => ({ line: i + 1, orderLine: l.orderLine, productId: l.productId, unit: 'unit', unitQuantity: l.quantity, quantity: l.quantity, unitPrice: '1', unitCost: '1', amount: '0' })),
  });

/** On order: committed minus received per product and warehouse; closed or cancelled orders stop counting. */
describe('on-order projection', () => {
  const t = useProjectorDb([onOrderProjector]);
  const { ctx } = t;
  const pairs = [{ warehouseId: 'w1', productId: 'cola' }, { warehouseId: 'w1', productId: 'agua' }, { warehouseId: 'w2', productId: 'cola' }];
  const onOrder = async () => Object.fromEntries(await onOrderQuantities(t.db, pairs));

  const po1 = committed('po1', 'PO-1', 's1', 'w1', [line(1, 'cola', '240', '96'), line(2, 'agua', '120', '30')]);
  const po1Part = received('po1', 3, [{ orderLine: 1, productId: 'cola', quantity: '100' }, { orderLine: 2, productId: 'agua', quantity: '150' }]);
  const po2 = committed('po2', 'PO-2', 's2', 'w2', [line(1, 'cola', '48', '90')]);
  const po2Cancelled = storedEvent('purchase-order-po2', 3, 'PurchaseOrderCancelled', { purchaseOrderId: 'po2', number: 'PO-2', reason: 'wrong supplier' });
  const po1Closed = storedEvent('purchase-order-po1', 4, 'PurchaseOrderClosed', { purchaseOrderId: 'po1', number: 'PO-1', reason: 'short', shortfall: [] });

  it('a committed order puts its lines on order in its warehouse; a receipt takes them off (never below zero); a replay changes nothing', async () => {
    await onOrderProjector.apply([po1, po2], ctx());
    expect(await onOrder()).toEqual({ 'w1:cola': '240', 'w1:agua': '120', 'w2:cola': '48' });
    await onOrderProjector.apply([po1Part], ctx());
    await onOrderProjector.apply([po1, po1Part], ctx());
    expect(await onOrder()).toEqual({ 'w1:cola': '140', 'w1:agua': '0', 'w2:cola': '48' });
    expect(await openOrderLines(t.db, 'cola')).toEqual([
      { purchaseOrderId: 'po1', number: 'PO-1', warehouseId: 'w1', open: '140' },
      { purchaseOrderId: 'po2', number: 'PO-2', warehouseId: 'w2', open: '48' },
    ]);
  });

  it('the last committed purchase of a product names its supplier, unit and price', async () => {
    expect(Object.fromEntries(await lastPurchases(t.db, ['cola', 'agua']))).toEqual({
      cola: { supplierId: 's2', unit: 'box', unitPrice: '90', currency: 'USD' },
      agua: { supplierId: 's1', unit: 'box', unitPrice: '30', currency: 'USD' },
    });
  });

  it('a cancelled or closed order is no longer on order', async () => {
    await onOrderProjector.apply([po2Cancelled, po1Closed], ctx());
    await onOrderProjector.apply([po2Cancelled], ctx());
    expect(await onOrder()).toEqual({});
  });
});
