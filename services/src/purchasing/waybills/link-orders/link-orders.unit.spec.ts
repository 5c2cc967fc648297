import { spec } from '../../../platform/cqrs/decider-spec.js';
import { costAdded, created, line, linked, threeLines } from '../testing/waybill.fixture.js';
import { waybillDecider } from '../waybill.decider.js';

describe('link purchase orders to a sea waybill', () => {
  it('links the orders not linked yet', () =>
    spec(waybillDecider)
      .given([created, linked])
      .when({ type: 'LinkOrders', facts: { found: [{ purchaseOrderId: 'po1', number: 'PO-1' }, { purchaseOrderId: 'po2', number: 'PO-2' }], missing: [], facts: { lines: [] } } })
      .then([{ type: 'SeaWaybillOrdersLinked', data: { waybillId: 'w1', number: 'SW-20260115-0001', orders: [{ purchaseOrderId: 'po2', number: 'PO-2' }] } }]));

  it('spreads a cost waiting for receipts over the received lines of the new order', () =>
    spec(waybillDecider)
      .given([created, costAdded()])
      .when({ type: 'LinkOrders', facts: { found: [{ purchaseOrderId: 'po1', number: 'PO-1' }], missing: [], facts: threeLines() } })
      .then((events) => {
        expect(events.map((e) => e.type)).toEqual(['SeaWaybillOrdersLinked', 'LandedCostAllocated']);
        expect((events[1].data as any).allocations.map((a: any) => a.amount)).toEqual(['100.00', '200.00', '300.00']);
      }));

  it('withdraws and spreads again a cost spread before over fewer lines', () => {
    const spreadOnFirst = { type: 'LandedCostAllocated', data: { costId: 'c1', allocations: [{ purchaseOrderId: 'po1', receiptId: 'r1', receiptLine: 1, productId: 'p1', warehouseId: 'wh1', amount: '600.00' }] } } as any;
    spec(waybillDecider)
      .given([created, linked, costAdded(), spreadOnFirst])
      .when({ type: 'LinkOrders', facts: { found: [{ purchaseOrderId: 'po2', number: 'PO-2' }], missing: [], facts: { lines: [line(), line({ purchaseOrderId: 'po2', receiptId: 'r9' })] } } })
      .then((events) => expect(events.map((e) => e.type)).toEqual(['SeaWaybillOrdersLinked', 'LandedCostWithdrawn', 'LandedCostAllocated']));
  });

  it('refuses an order that does not exist; linking the same order again changes nothing', () => {
    spec(waybillDecider).given([created]).when({ type: 'LinkOrders', facts: { found: [], missing: ['po9'], facts: { lines: [] } } }).thenFails('purchase_order_not_found');
    spec(waybillDecider).given([created, linked]).when({ type: 'LinkOrders', facts: { found: [{ purchaseOrderId: 'po1', number: 'PO-1' }], missing: [], facts: { lines: [] } } }).thenNothing();
  });
});
