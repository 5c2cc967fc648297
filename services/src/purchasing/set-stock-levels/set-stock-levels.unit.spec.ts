import { spec } from '../../platform/cqrs/decider-spec.js';
import { stockLevelDecider } from '../stock-level.decider.js';

const facts = { product: { code: 'COLA', status: 'active' as const }, warehouse: { code: 'CENTRAL' } };
const set = (minimum: string, maximum: string) => ({ type: 'SetStockLevel' as const, productId: 'p1', warehouseId: 'w1', minimum, maximum, row: 1, facts });

describe('set stock levels', () => {
  it('sets the minimum and maximum of a product in a warehouse, written canonically', () =>
    spec(stockLevelDecider).given([]).when(set('24.0', '120')).then([{ type: 'StockLevelSet', data: { productId: 'p1', warehouseId: 'w1', minimum: '24', maximum: '120' } }]));

  it('the same figures again change nothing', () =>
    spec(stockLevelDecider).given([{ type: 'StockLevelSet', data: { productId: 'p1', warehouseId: 'w1', minimum: '24', maximum: '120' } }]).when(set('24', '120.00')).then([]));

  it('refuses a product or a warehouse that does not exist', () => {
    spec(stockLevelDecider).given([]).when({ ...set('1', '2'), facts: { ...facts, product: null } }).thenFails('product_not_found');
    spec(stockLevelDecider).given([]).when({ ...set('1', '2'), facts: { ...facts, warehouse: null } }).thenFails('warehouse_not_found');
  });
});
