import { spec } from '../../platform/cqrs/decider-spec.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { committedDistribution, facts, run } from '../testing/sale-order-fixtures.js';

describe('stock out sale order', () => {
  it('stock-out refuses a partly picked order, then issues the picked goods from their shelves', () => {
    let h = committedDistribution();
    h = [...h, ...run(h, { type: 'PickSaleOrderLines', lines: [{ lineId: 'id-1', zoneId: 'z1' }, { lineId: 'id-2', quantity: '3' }], facts: facts() })];
    spec(saleOrderDecider).given(h).when({ type: 'StockOutSaleOrder', facts: facts() }).thenFails('picking_incomplete');
    h = [...h, ...run(h, { type: 'PickSaleOrderLines', lines: [{ lineId: 'id-2', quantity: '5', zoneId: 'z2' }], facts: facts() })];
    const events = run(h, { type: 'StockOutSaleOrder', facts: facts() });
    expect(events.map((e) => e.type)).toEqual(['SaleOrderStockedOut', 'StockMoved']);
    expect((events[1].data as any).movements.map((m: any) => [m.zoneId, m.quantity])).toEqual([['z1', '-10'], ['z2', '-5']]);
    h = [...h, ...events];
    spec(saleOrderDecider).given(h).when({ type: 'StockOutSaleOrder', facts: facts() }).thenFails('order_stocked_out');
    // Unsave after stock-out returns exactly what left.
    expect((run(h, { type: 'UnsaveSaleOrder', reason: '' })[1].data as any).movements.map((m: any) => m.quantity)).toEqual(['10', '5']);
  });
});
