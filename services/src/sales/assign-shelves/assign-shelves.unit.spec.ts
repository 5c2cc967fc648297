import { spec } from '../../platform/cqrs/decider-spec.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { draftWith, facts, line, run } from '../testing/sale-order-fixtures.js';

describe('assign shelves', () => {
  it('shelves must be zones of the order warehouse; moving the order to another warehouse clears them', () => {
    let h = draftWith([line({ productId: 'p1' })]);
    spec(saleOrderDecider).given(h).when({ type: 'AssignShelves', lines: [{ lineId: 'id-1', zoneId: 'zx' }], facts: facts() }).thenFails('zone_not_found');
    h = [...h, ...run(h, { type: 'AssignShelves', lines: [{ lineId: 'id-1', zoneId: 'z1' }], facts: facts() })];
    const [e] = run(h, { type: 'ChangeSaleOrderHeader', header: { warehouseId: 'w2' }, facts: facts() });
    expect(e.data).toEqual({ orderId: 'o1', changes: { warehouseId: 'w2' }, repriced: [{ lineId: 'id-1', zoneId: null }] });
  });
});
