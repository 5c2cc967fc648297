import { spec } from '../../../platform/cqrs/decider-spec.js';
import { costAdded, created, linked } from '../testing/waybill.fixture.js';
import { waybillDecider } from '../waybill.decider.js';

const spread = { type: 'LandedCostAllocated', data: { costId: 'c1', allocations: [{ purchaseOrderId: 'po1', receiptId: 'r1', receiptLine: 1, productId: 'p1', warehouseId: 'wh1', amount: '600.00' }] } } as any;

describe('unlink a purchase order from a sea waybill', () => {
  it('unlinks the order and withdraws the costs when nothing received stays', () =>
    spec(waybillDecider).given([created, linked, costAdded(), spread]).when({ type: 'UnlinkOrder', purchaseOrderId: 'po1', facts: { lines: [] } }).then([
      { type: 'SeaWaybillOrderUnlinked', data: { waybillId: 'w1', number: 'SW-20260115-0001', purchaseOrderId: 'po1' } },
      { type: 'LandedCostWithdrawn', data: { waybillId: 'w1', waybillNumber: 'SW-20260115-0001', costId: 'c1', reason: 'order unlinked' } },
    ]));

  it('refuses an order that is not on the waybill', () => spec(waybillDecider).given([created]).when({ type: 'UnlinkOrder', purchaseOrderId: 'po1', facts: { lines: [] } }).thenFails('order_not_linked'));
});
