import { spec } from '../../platform/cqrs/decider-spec.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { draftWith, facts, line, run } from '../testing/sale-order-fixtures.js';

describe('add sale order lines', () => {
  it('a second scan of the same unit adds to the line instead of a new line', () => {
    const history = draftWith([line({ barcode: '780000000001' })]);
    const events = run(history, { type: 'AddSaleOrderLines', lines: [line({ barcode: '780000000001', quantity: '2' })], merge: true, facts: facts() });
    expect(events).toEqual([{ type: 'SaleOrderLinesChanged', data: { orderId: 'o1', what: 'quantity', lines: [{ lineId: 'id-1', quantity: '3', baseQuantity: '3', amount: '2700' }] } }]);
  });

  it('refuses an unknown barcode, a disabled product and a unit without a packing size, naming the line', () => {
    spec(saleOrderDecider).given(draftWith([])).when({ type: 'AddSaleOrderLines', lines: [line({ barcode: 'nope' })], merge: true, facts: facts() }).thenFails('barcode_not_found');
    spec(saleOrderDecider).given(draftWith([])).when({ type: 'AddSaleOrderLines', lines: [line({ productId: 'p3' })], merge: true, facts: facts() }).thenFails('product_disabled');
    spec(saleOrderDecider).given(draftWith([])).when({ type: 'AddSaleOrderLines', lines: [line({ productId: 'p2', unit: 'bag' })], merge: true, facts: facts() }).thenFails('unit_without_packing');
  });

  it('several lines at once are added as new lines, numbered after the ones on the order', () => {
    const history = draftWith([line({ productId: 'p1' })]);
    const [e] = run(history, { type: 'AddSaleOrderLines', lines: [line({ productId: 'p1' }), line({ productId: 'p2', quantity: '2' })], merge: false, facts: facts() });
    expect(e.type).toBe('SaleOrderLinesAdded');
    expect((e as any).data.lines.map((l: any) => [l.lineId, l.productId, l.quantity])).toEqual([['id-2', 'p1', '1'], ['id-3', 'p2', '2']]);
  });
});
