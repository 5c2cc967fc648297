import { spec } from '../../../platform/cqrs/decider-spec.js';
import { costAdded, created, line, linked, threeLines } from '../testing/waybill.fixture.js';
import { waybillDecider } from '../waybill.decider.js';

const spreadOnFirst = { type: 'LandedCostAllocated', data: { costId: 'c1', allocations: [{ purchaseOrderId: 'po1', receiptId: 'r1', receiptLine: 1, productId: 'p1', warehouseId: 'wh1', amount: '600.00' }] } } as any;

describe('allocate (spread again) the landed costs of a sea waybill', () => {
  it('a later receipt: the old spread is withdrawn and the cost spread over every received line', () =>
    spec(waybillDecider).given([created, linked, costAdded(), spreadOnFirst]).when({ type: 'AllocateLandedCosts', facts: threeLines() }).then((events) => {
      expect(events[0]).toEqual({ type: 'LandedCostWithdrawn', data: { waybillId: 'w1', waybillNumber: 'SW-20260115-0001', costId: 'c1', reason: 'spread again' } });
      expect((events[1].data as any).allocations.map((a: any) => [a.receiptId, a.receiptLine, a.amount])).toEqual([['r1', 1, '100.00'], ['r1', 2, '200.00'], ['r2', 1, '300.00']]);
    }));

  it('nothing when every cost is spread this way already', () =>
    spec(waybillDecider).given([created, linked, costAdded(), spreadOnFirst]).when({ type: 'AllocateLandedCosts', facts: { lines: [line({ value: '5' })] } }).thenNothing());

  it('refuses without receipts, without costs, and a weight basis without measures', () => {
    spec(waybillDecider).given([created, linked, costAdded()]).when({ type: 'AllocateLandedCosts', facts: { lines: [] } }).thenFails('no_receipts');
    spec(waybillDecider).given([created, linked]).when({ type: 'AllocateLandedCosts', facts: threeLines() }).thenFails('no_costs');
    spec(waybillDecider).given([created, linked, costAdded({ basis: 'weight' })]).when({ type: 'AllocateLandedCosts', facts: threeLines() }).thenFails('measures_missing');
  });

  it('refuses a basis the lines have none of (goods received at no value)', () =>
    spec(waybillDecider).given([created, linked, costAdded()]).when({ type: 'AllocateLandedCosts', facts: { lines: [line({ value: '0' })] } }).thenFails('nothing_to_spread'));
});
