import { spec } from '../../../platform/cqrs/decider-spec.js';
import { costAdded, created, linked } from '../testing/waybill.fixture.js';
import { waybillDecider } from '../waybill.decider.js';

const spread = { type: 'LandedCostAllocated', data: { costId: 'c1', allocations: [{ purchaseOrderId: 'po1', receiptId: 'r1', receiptLine: 1, productId: 'p1', warehouseId: 'wh1', amount: '600.00' }] } } as any;

describe('remove a cost from a sea waybill', () => {
  it('withdraws its allocation, then removes it', () =>
    spec(waybillDecider).given([created, linked, costAdded(), spread]).when({ type: 'RemoveCost', costId: 'c1' }).then([
      { type: 'LandedCostWithdrawn', data: { waybillId: 'w1', waybillNumber: 'SW-20260115-0001', costId: 'c1', reason: 'cost removed' } },
      { type: 'SeaWaybillCostRemoved', data: { waybillId: 'w1', number: 'SW-20260115-0001', costId: 'c1' } },
    ]));

  it('a cost not spread is just removed; an unknown cost is refused', () => {
    spec(waybillDecider).given([created, costAdded()]).when({ type: 'RemoveCost', costId: 'c1' }).then([{ type: 'SeaWaybillCostRemoved', data: { waybillId: 'w1', number: 'SW-20260115-0001', costId: 'c1' } }]);
    spec(waybillDecider).given([created]).when({ type: 'RemoveCost', costId: 'c1' }).thenFails('cost_not_found');
  });
});
