import { spec } from '../../platform/cqrs/decider-spec.js';
import { prePurchaseDecider } from '../pre-purchase.decider.js';

const facts = {
  products: new Map([['p1', { code: 'COLA', name: 'Cola 350', status: 'active' as const, packings: { box: '24', bigBag: null, bag: null } }]]),
  warehouses: new Map([['w1', { code: 'CENTRAL', status: 'active' as const }]]),
};
const req = { type: 'RequestPrePurchase' as const, prePurchaseId: 'pp1', productId: 'p1', warehouseId: 'w1', unit: 'box' as const, quantity: '2', note: 'for Mr. Li', askedBy: 'Ana', facts };

describe('request a pre-purchase order', () => {
  it('records the wanted quantity in base units too', () =>
    spec(prePurchaseDecider)
      .given([])
      .when(req)
      .then([{ type: 'PrePurchaseRequested', data: { prePurchaseId: 'pp1', productId: 'p1', code: 'COLA', name: 'Cola 350', warehouseId: 'w1', unit: 'box', quantity: '2', baseQuantity: '48', note: 'for Mr. Li', askedBy: 'Ana' } }]));

  it('refuses a unit the product has no packing for, an unknown product or warehouse', () => {
    spec(prePurchaseDecider).given([]).when({ ...req, unit: 'bag' }).thenFails('unit_without_packing');
    spec(prePurchaseDecider).given([]).when({ ...req, productId: 'nope' }).thenFails('product_not_found');
    spec(prePurchaseDecider).given([]).when({ ...req, warehouseId: 'nope' }).thenFails('warehouse_not_found');
  });
});
