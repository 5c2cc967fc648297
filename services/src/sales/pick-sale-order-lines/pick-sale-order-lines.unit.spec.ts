import { spec } from '../../platform/cqrs/decider-spec.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { committedDistribution, draftWith, facts, line, run } from '../testing/sale-order-fixtures.js';

describe('pick sale order lines', () => {
  it('refuses picking more than ordered, a zone of another warehouse, and picking a direct order', () => {
    spec(saleOrderDecider).given(committedDistribution()).when({ type: 'PickSaleOrderLines', lines: [{ lineId: 'id-1', quantity: '11' }], facts: facts() }).thenFails('pick_quantity');
    spec(saleOrderDecider).given(committedDistribution()).when({ type: 'PickSaleOrderLines', lines: [{ lineId: 'id-1', zoneId: 'elsewhere' }], facts: facts() }).thenFails('zone_not_found');
    const direct = draftWith([line({ productId: 'p1' })]);
    const committed = [...direct, ...run(direct, { type: 'SaveCommitSaleOrder', payments: [], facts: facts() })];
    spec(saleOrderDecider).given(committed).when({ type: 'PickSaleOrderLines', lines: [{ lineId: 'id-1' }], facts: facts() }).thenFails('not_distribution');
  });

  it('a pick without a quantity picks the whole line, from the shelf given', () =>
    spec(saleOrderDecider)
      .given(committedDistribution())
      .when({ type: 'PickSaleOrderLines', lines: [{ lineId: 'id-1', zoneId: 'z1' }], facts: facts() })
      .then([{ type: 'SaleOrderLinesPicked', data: { orderId: 'o1', picks: [{ lineId: 'id-1', baseQuantity: '10', zoneId: 'z1' }] } }]));
});
