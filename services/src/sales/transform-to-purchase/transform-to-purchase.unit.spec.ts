import { spec } from '../../platform/cqrs/decider-spec.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { draftWith, line, run, state } from '../testing/sale-order-fixtures.js';
import { purchaseDraftOf } from './transform-to-purchase.decide.js';

describe('transform to purchase', () => {
  it('an order is turned into a purchase order once', () => {
    const h = draftWith([line({ productId: 'p1' })]);
    const marked = run(h, { type: 'TransformToPurchase', purchaseOrderId: 'po1', purchaseNumber: 'PO-20260115-0001' });
    spec(saleOrderDecider).given([...h, ...marked]).when({ type: 'TransformToPurchase', purchaseOrderId: 'po2', purchaseNumber: 'PO-2' }).thenFails('already_transformed');
  });

  it("the purchase order draft has the order's lines in base units, no supplier, and names the order it came from", () => {
    const h = draftWith([line({ productId: 'p1', unit: 'box', quantity: '5' })]);
    expect(purchaseDraftOf(state(h), 'po1', 'PO-20260115-0001')).toEqual({
      type: 'PurchaseOrderDrafted',
      data: {
        purchaseOrderId: 'po1', number: 'PO-20260115-0001', supplierId: null, warehouseId: 'w1', currency: 'CLP',
        source: { type: 'sale', id: 'o1', number: 'SO-20260115-0001' },
        lines: [{ line: 1, productId: 'p1', code: 'TAZA-01', name: 'Taza', unit: 'box', quantity: '5', baseQuantity: '120' }],
      },
    });
  });

  it('an order without lines has nothing to buy', () => spec(saleOrderDecider).given(draftWith([])).when({ type: 'TransformToPurchase', purchaseOrderId: 'po1', purchaseNumber: 'PO-1' }).thenFails('order_empty'));
});
