import { spec } from '../../platform/cqrs/decider-spec.js';
import { purchaseOrderDecider } from '../purchase-order.decider.js';
import { committed, drafted, facts } from '../testing/purchase-fixtures.js';
import type { ChangePurchaseOrder } from './change-purchase-order.decide.js';

const change = (over: Partial<ChangePurchaseOrder> = {}): ChangePurchaseOrder => ({
  type: 'ChangePurchaseOrder', supplierId: 's1', warehouseId: 'w2', currency: 'CLP', expectedDate: null, note: 'n',
  lines: [{ productId: 'p1', unit: 'bag', quantity: '2', unitPrice: '3000' }], facts: facts(), ...over,
});

describe('change a purchase order draft', () => {
  it('replaces the header and the lines of a transform-po draft', () =>
    spec(purchaseOrderDecider).given([drafted({ supplierId: null, source: { type: 'sale', id: 'so1', number: 'SO-1' } })]).when(change()).then([
      {
        type: 'PurchaseOrderDraftChanged',
        data: {
          purchaseOrderId: 'po1', supplierId: 's1', warehouseId: 'w2', currency: 'CLP', expectedDate: null, note: 'n',
          lines: [{ line: 1, productId: 'p1', code: 'COLA', name: 'Cola 350', unit: 'bag', quantity: '2', baseQuantity: '12', unitPrice: '3000' }],
        },
      },
    ]));

  it('only a draft can change', () => {
    spec(purchaseOrderDecider).given([drafted(), committed()]).when(change()).thenFails('purchase_order_not_draft');
    spec(purchaseOrderDecider).given([]).when(change()).thenFails('purchase_order_not_found');
  });

  it('checks the lines as a new draft does', () =>
    spec(purchaseOrderDecider).given([drafted()]).when(change({ lines: [{ productId: 'p2', unit: 'box', quantity: '1' }] })).thenFails('unit_without_packing'));
});
