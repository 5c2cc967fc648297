import { committedDistribution, facts, run, state } from '../testing/sale-order-fixtures.js';

describe('unpick sale order lines', () => {
  it('unpick takes the picks back; an order without picks ships as ordered', () => {
    let h = committedDistribution();
    h = [...h, ...run(h, { type: 'PickSaleOrderLines', lines: [{ lineId: 'id-1' }], facts: facts() })];
    h = [...h, ...run(h, { type: 'UnpickSaleOrderLines', lineIds: ['id-1'] })];
    expect(state(h).picks).toEqual({});
    expect((run(h, { type: 'StockOutSaleOrder', facts: facts() })[1].data as any).movements.map((m: any) => m.quantity)).toEqual(['-10', '-5']);
  });
});
