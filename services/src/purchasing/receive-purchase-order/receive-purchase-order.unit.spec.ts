import { spec, testContext } from '../../platform/cqrs/decider-spec.js';
import { purchaseOrderDecider } from '../purchase-order.decider.js';
import { committed, drafted, facts, received } from '../testing/purchase-fixtures.js';
import type { ReceivePurchaseOrder } from './receive-purchase-order.decide.js';

const receive = (over: Partial<ReceivePurchaseOrder['receipt']> = {}, f = facts()): ReceivePurchaseOrder => ({
  type: 'ReceivePurchaseOrder',
  receipt: { receiptId: 'r1', receiptNumber: 'RC-20260115-0001', warehouseId: 'w1', zoneId: 'z1', receivedAt: '2026-01-14T10:00:00.000Z', rate: '940', lines: [{ orderLine: 1, quantity: '4' }], ...over },
  facts: f,
});
const given = [drafted(), committed()];

describe('receive a purchase order', () => {
  it('records the receipt priced from the order line and the StockMoved of kind receipt in base units', () =>
    spec(purchaseOrderDecider).given(given).when(receive()).then([
      {
        type: 'PurchaseOrderReceived',
        data: {
          purchaseOrderId: 'po1', number: 'PO-20260115-0001', receiptId: 'r1', receiptNumber: 'RC-20260115-0001', supplierId: 's1', warehouseId: 'w1', zoneId: 'z1',
          receivedAt: '2026-01-14T10:00:00.000Z', currency: 'USD', rate: '940', costCurrency: 'CLP',
          lines: [{ line: 1, orderLine: 1, productId: 'p1', unit: 'box', unitQuantity: '4', quantity: '96', unitPrice: '12.5', unitCost: '489.583333', amount: '50.00' }],
          amount: '50.00',
        },
      },
      {
        type: 'StockMoved',
        data: {
          source: { type: 'purchase', id: 'po1', number: 'PO-20260115-0001' },
          reason: null,
          allowNegative: false,
          movements: [{ line: 1, kind: 'receipt', warehouseId: 'w1', zoneId: 'z1', productId: 'p1', quantity: '96', unit: 'box', unitQuantity: '4', unitCost: '489.583333' }],
          at: '2026-01-14T10:00:00.000Z',
          documentId: 'r1',
        },
      },
    ]));

  it('takes another packing than the order line, priced per that packing', () =>
    spec(purchaseOrderDecider).given(given).when(receive({ lines: [{ orderLine: 1, unit: 'bag', quantity: '3' }] })).then((events) => {
      expect((events[0].data as any).lines[0]).toMatchObject({ unit: 'bag', unitQuantity: '3', quantity: '18', unitPrice: '3.125', amount: '9.38' });
    }));

  it('allows over-delivery up to the tolerance (10%), and refuses more, counting earlier receipts', () => {
    spec(purchaseOrderDecider).given(given).when(receive({ lines: [{ orderLine: 1, unit: 'unit', quantity: '264' }] })).then((events) => expect(events).toHaveLength(2));
    spec(purchaseOrderDecider).given(given).when(receive({ lines: [{ orderLine: 1, unit: 'unit', quantity: '265' }] })).thenFails('over_delivery');
    spec(purchaseOrderDecider).given([...given, received('r0', '10', '240')]).when(receive({ lines: [{ orderLine: 1, unit: 'unit', quantity: '25' }] })).thenFails('over_delivery');
    spec(purchaseOrderDecider).given(given).when(receive({ lines: [{ orderLine: 1, quantity: '6' }, { orderLine: 1, quantity: '6' }] })).thenFails('over_delivery');
  });

  it('refuses a draft, a cancelled or closed order, an unknown line, a zone of another warehouse, a future arrival, a missing rate', () => {
    spec(purchaseOrderDecider).given([drafted()]).when(receive()).thenFails('order_not_committed');
    spec(purchaseOrderDecider).given([...given, { type: 'PurchaseOrderCancelled', data: { purchaseOrderId: 'po1', number: 'PO', reason: '' } }]).when(receive()).thenFails('order_cancelled');
    spec(purchaseOrderDecider).given([...given, { type: 'PurchaseOrderClosed', data: { purchaseOrderId: 'po1', number: 'PO', reason: '', shortfall: [] } }]).when(receive()).thenFails('purchase_order_closed');
    spec(purchaseOrderDecider).given(given).when(receive({ lines: [{ orderLine: 7, quantity: '1' }] })).thenFails('order_line_not_found');
    spec(purchaseOrderDecider).given(given).when(receive({ warehouseId: 'w2' })).thenFails('zone_not_found');
    spec(purchaseOrderDecider).given(given).when(receive({ warehouseId: 'w3', zoneId: null })).thenFails('warehouse_disabled');
    spec(purchaseOrderDecider).given(given).when(receive({ receivedAt: '2026-01-16T00:00:00.000Z' })).thenFails('date_in_future');
    spec(purchaseOrderDecider).given(given).when(receive({ rate: undefined })).thenFails('rate_required');
  });

  it('receives at now when no arrival time is given', () =>
    spec(purchaseOrderDecider).given(given).when(receive({ receivedAt: undefined }), testContext()).then((events) => expect((events[0].data as any).receivedAt).toBe('2026-01-15T10:00:00.000Z')));

  it('refuses goods arrived on a closed day or in a closed month (company time), and takes them the day after', () => {
    const closed = { days: ['2026-01-14'], months: ['2025-12'] };
    spec(purchaseOrderDecider).given(given).when(receive({}, facts({ closed }))).thenFails('period_closed');
    spec(purchaseOrderDecider).given(given).when(receive({ receivedAt: '2025-12-31T12:00:00.000Z' }, facts({ closed }))).thenFails('period_closed');
    // 2026-01-14 22:00 UTC is already the 15th at UTC+3: an open day.
    spec(purchaseOrderDecider).given(given).when(receive({ receivedAt: '2026-01-14T22:00:00.000Z' }, facts({ closed, utcOffsetHours: 3 }))).then((events) => expect(events).toHaveLength(2));
  });
});
