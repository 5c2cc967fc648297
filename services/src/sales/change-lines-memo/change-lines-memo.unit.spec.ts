import { spec } from '../../platform/cqrs/decider-spec.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { draftWith, line } from '../testing/sale-order-fixtures.js';

describe('change lines memo', () => {
  const history = () => draftWith([line({ productId: 'p1' }), line({ productId: 'p2', memo: 'fragile' })]);

  it('one memo for several lines; a line that already says it is not mentioned', () =>
    spec(saleOrderDecider)
      .given(history())
      .when({ type: 'ChangeLinesMemo', lineIds: ['id-1', 'id-2'], memo: 'fragile' })
      .then([{ type: 'SaleOrderLinesChanged', data: { orderId: 'o1', what: 'memo', lines: [{ lineId: 'id-1', memo: 'fragile' }] } }]));

  it('nothing changes when every line says it already; an unknown line is refused', () => {
    spec(saleOrderDecider).given(history()).when({ type: 'ChangeLinesMemo', lineIds: ['id-2'], memo: 'fragile' }).thenNothing();
    spec(saleOrderDecider).given(history()).when({ type: 'ChangeLinesMemo', lineIds: ['zz'], memo: 'x' }).thenFails('line_not_found');
  });
});
