import { spec } from '../../platform/cqrs/decider-spec.js';
import { replenishmentDecider } from '../replenishment.decider.js';
import { lineFacts } from '../testing/replenishment.fixture.js';

const create = (lines: any[]) => ({ type: 'CreateReplenishment' as const, replenishmentId: 'r1', number: 'RP-20260115-0001', note: 'weekly', lines, prePurchaseIds: ['pp1'], facts: lineFacts });
const l = { productId: 'p1', warehouseId: 'w1', supplierId: 's1', unit: 'box' as const, quantity: '5', unitPrice: '96.50' };

describe('create a replenishment order', () => {
  it('records the lines with product names and base quantities', () =>
    spec(replenishmentDecider)
      .given([])
      .when(create([l]))
      .then([
        {
          type: 'ReplenishmentOrderCreated',
          data: {
            replenishmentId: 'r1', number: 'RP-20260115-0001', note: 'weekly', prePurchaseIds: ['pp1'],
            lines: [{ line: 1, productId: 'p1', code: 'COLA', name: 'Cola 350', warehouseId: 'w1', supplierId: 's1', unit: 'box', quantity: '5', baseQuantity: '120', unitPrice: '96.5' }],
          },
        },
      ]));

  it('keeps a line without a supplier or price for later', () =>
    spec(replenishmentDecider)
      .given([])
      .when(create([{ ...l, supplierId: null, unitPrice: null, unit: 'unit', quantity: '7' }]))
      .then([
        {
          type: 'ReplenishmentOrderCreated',
          data: {
            replenishmentId: 'r1', number: 'RP-20260115-0001', note: 'weekly', prePurchaseIds: ['pp1'],
            lines: [{ line: 1, productId: 'p1', code: 'COLA', name: 'Cola 350', warehouseId: 'w1', supplierId: null, unit: 'unit', quantity: '7', baseQuantity: '7', unitPrice: null }],
          },
        },
      ]));

  it('refuses a disabled product, an unknown supplier, a missing packing and a product twice for one warehouse', () => {
    spec(replenishmentDecider).given([]).when(create([{ ...l, productId: 'p2', unit: 'unit' }])).thenFails('product_disabled');
    spec(replenishmentDecider).given([]).when(create([{ ...l, supplierId: 'nope' }])).thenFails('supplier_not_found');
    spec(replenishmentDecider).given([]).when(create([{ ...l, unit: 'bag' }])).thenFails('unit_without_packing');
    spec(replenishmentDecider).given([]).when(create([l, { ...l, quantity: '1' }])).thenFails('duplicate_product');
  });
});
