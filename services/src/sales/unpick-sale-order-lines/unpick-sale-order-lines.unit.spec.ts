import { draftWith, facts, line, run, state } from '../testing/sale-order-fixtures.js';

describe('unpick sale order lines', () => {
  const dist = () => {
    const h = draftWith([line({ productId: 'p1', quantity: '10' }), line({ productId: 'p2', quantity: '5' })], { warehouseId: 'w1', deliveryMode: 'distribution' });
    return [...h, ...run(h, { type: 'SaveCommitSaleOrder', payments: [], facts: facts() })];
  };

  it('unpick takes the picks back; an order without picks ships as ordered', () => {
    let h = dist();
    h = [...h, ...run(h, { type: 'PickSaleOrderLines', lines: [{ lineId: 'id-1' }], facts: facts() })];
    h = [...h, ...run(h, { type: 'UnpickSaleOrderLines', lineIds: ['id-1'] })];
    expect(state(h).picks).toEqual({});
    expect((run(h, { type: 'StockOutSaleOrder', facts: facts() })[1].data as any).movements.map((m: any) => m.quantity)).toEqual(['-10', '-5']);
  });
});
