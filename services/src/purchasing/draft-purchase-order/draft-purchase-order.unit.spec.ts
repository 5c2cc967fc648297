import { spec } from '../../platform/cqrs/decider-spec.js';
import { purchaseOrderDecider } from '../purchase-order.decider.js';
import { drafted, facts } from '../testing/purchase-fixtures.js';
import type { DraftPurchaseOrder } from './draft-purchase-order.decide.js';

const draft = (over: Partial<DraftPurchaseOrder> = {}): DraftPurchaseOrder => ({
  type: 'DraftPurchaseOrder', purchaseOrderId: 'po1', number: 'PO-20260115-0001', supplierId: 's1', warehouseId: 'w1', currency: 'USD', expectedDate: '2026-02-01', note: 'container',
  lines: [{ productId: 'p1', unit: 'box', quantity: '1.5', unitPrice: '12.50' }, { productId: 'p2', unit: 'unit', quantity: '3' }],
  facts: facts(), ...over,
});

describe('draft a purchase order', () => {
  it('keeps lines in their packing with the base quantity, prices optional', () =>
    spec(purchaseOrderDecider).given([]).when(draft()).then([
      {
        type: 'PurchaseOrderDrafted',
        data: {
          purchaseOrderId: 'po1', number: 'PO-20260115-0001', supplierId: 's1', warehouseId: 'w1', currency: 'USD', source: null, expectedDate: '2026-02-01', note: 'container',
          lines: [
            { line: 1, productId: 'p1', code: 'COLA', name: 'Cola 350', unit: 'box', quantity: '1.5', baseQuantity: '36', unitPrice: '12.5' },
            { line: 2, productId: 'p2', code: 'PAPAS', name: 'Papas', unit: 'unit', quantity: '3', baseQuantity: '3' },
          ],
        },
      },
    ]));

  it('may leave the supplier open (chosen by commit)', () =>
    spec(purchaseOrderDecider).given([]).when(draft({ supplierId: null, facts: facts({ supplier: null }) })).then((events) => expect((events[0].data as any).supplierId).toBeNull()));

  it('refuses an unknown or disabled supplier, warehouse or product, a unit without packing, a foreign currency', () => {
    spec(purchaseOrderDecider).given([]).when(draft({ supplierId: 's9', facts: facts({ supplier: null }) })).thenFails('supplier_not_found');
    spec(purchaseOrderDecider).given([]).when(draft({ facts: facts({ supplier: { id: 's1', code: 'YIWU', status: 'disabled', currency: 'USD' } }) })).thenFails('supplier_disabled');
    spec(purchaseOrderDecider).given([]).when(draft({ warehouseId: 'w9' })).thenFails('warehouse_not_found');
    spec(purchaseOrderDecider).given([]).when(draft({ warehouseId: 'w3' })).thenFails('warehouse_disabled');
    spec(purchaseOrderDecider).given([]).when(draft({ lines: [{ productId: 'p9', unit: 'unit', quantity: '1' }] })).thenFails('product_not_found');
    spec(purchaseOrderDecider).given([]).when(draft({ lines: [{ productId: 'p3', unit: 'unit', quantity: '1' }] })).thenFails('product_disabled');
    spec(purchaseOrderDecider).given([]).when(draft({ lines: [{ productId: 'p1', unit: 'bigBag', quantity: '1' }] })).thenFails('unit_without_packing');
    spec(purchaseOrderDecider).given([]).when(draft({ currency: 'JPY' })).thenFails('unknown_currency');
  });

  it('an order is drafted once', () => spec(purchaseOrderDecider).given([drafted()]).when(draft()).thenFails('purchase_order_exists'));
});
