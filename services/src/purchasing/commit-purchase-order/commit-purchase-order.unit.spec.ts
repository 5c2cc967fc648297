import { spec } from '../../platform/cqrs/decider-spec.js';
import { purchaseOrderDecider } from '../purchase-order.decider.js';
import { committed, drafted, facts } from '../testing/purchase-fixtures.js';
import type { CommitPurchaseOrder } from './commit-purchase-order.decide.js';

const commit = (over: Partial<CommitPurchaseOrder> = {}): CommitPurchaseOrder => ({ type: 'CommitPurchaseOrder', rate: '950', facts: facts(), ...over });

describe('commit a purchase order', () => {
  it('records lines with amounts in the order currency, the total and the rate to the cost currency', () =>
    spec(purchaseOrderDecider).given([drafted()]).when(commit()).then([committed()]));

  it('the rate is 1 when the order is in the cost currency, and required otherwise', () => {
    spec(purchaseOrderDecider).given([drafted({ currency: 'CLP' })]).when(commit({ rate: undefined })).then((events) => expect((events[0].data as any).rate).toBe('1'));
    spec(purchaseOrderDecider).given([drafted()]).when(commit({ rate: undefined })).thenFails('rate_required');
  });

  it('needs a supplier, lines and a price on every line', () => {
    spec(purchaseOrderDecider).given([drafted({ supplierId: null })]).when(commit()).thenFails('supplier_required');
    spec(purchaseOrderDecider).given([drafted({ lines: [] })]).when(commit()).thenFails('order_empty');
    spec(purchaseOrderDecider)
      .given([drafted({ lines: [{ line: 1, productId: 'p2', code: 'PAPAS', name: 'Papas', unit: 'unit', quantity: '5', baseQuantity: '5' }] })])
      .when(commit())
      .thenFails('price_required');
  });

  it('refuses a product disabled since the draft, and a second commit', () => {
    spec(purchaseOrderDecider).given([drafted()]).when(commit({ facts: facts({ products: new Map([...facts().products].map(([k, p]) => [k, { ...p, status: 'disabled' as const }])) }) })).thenFails('product_disabled');
    spec(purchaseOrderDecider).given([drafted(), committed()]).when(commit()).thenFails('purchase_order_not_draft');
  });
});
