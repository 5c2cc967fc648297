import type { SupplierProductFigures } from '@tradedesk/projections/purchasing/purchase-receipt-lines/supplier-performance.query';
import { rankSuppliers } from './supplier-ranking.js';

const fig = (productId: string, supplierCode: string, f: Partial<SupplierProductFigures>): SupplierProductFigures => ({
  productId, productCode: productId.toUpperCase(), productName: productId, categoryId: 'drinks', categoryName: 'Drinks',
  supplierId: supplierCode.toLowerCase(), supplierCode, supplierName: supplierCode, received: '100', returned: '0', receivedValue: '100', lastCost: '1',
  orders: 1, leadDaysSum: '0', leadOrders: 0, lastReceived: '2026-03-01T00:00:00.000Z', ...f,
});

describe('supplier ranking', () => {
  it('ranks the suppliers of a product by price index after returns, with the reasons', () => {
    const rows = rankSuppliers(
      [
        // A: 100 units for 200 (2.00 each), 10 sent back (10 %), 2 orders 4 + 6 days: index 100, after returns 110.
        fig('cola', 'A', { received: '100', returned: '10', receivedValue: '200', lastCost: '2', orders: 2, leadDaysSum: '10', leadOrders: 2 }),
        // B: 50 for 105 (2.10): index 105, no returns; 3 days; last 2.30 > 2.10 x 1.05: rising.
        fig('cola', 'B', { received: '50', receivedValue: '105', lastCost: '2.3', leadDaysSum: '3', leadOrders: 1 }),
      ],
      'product',
    );
    expect(rows.map((r) => [r.supplierCode, r.rank, r.averageCost, r.priceIndex, r.returnsShare, r.leadDays, r.reasons])).toEqual([
      ['B', 1, '2.1000', '105.0', '0.0', '3.0', ['fastest', 'fewestReturns', 'pricier', 'priceRising']],
      ['A', 2, '2.0000', '100.0', '10.0', '5.0', ['cheapest', 'slower', 'highReturns']],
    ]);
  });

  it('a tie after returns goes to the shorter lead time; a lone supplier is the only one', () => {
    const rows = rankSuppliers(
      [
        fig('cola', 'A', { leadDaysSum: '9', leadOrders: 1 }),
        fig('cola', 'B', { leadDaysSum: '2', leadOrders: 1 }),
        fig('water', 'C', {}),
      ],
      'product',
    );
    expect(rows.map((r) => [r.code, r.supplierCode, r.rank, r.reasons])).toEqual([
      ['COLA', 'B', 1, ['cheapest', 'fastest']],
      ['COLA', 'A', 2, ['cheapest', 'slower']],
      ['WATER', 'C', 1, ['onlySupplier']],
    ]);
  });

  it('by category: the mean of the products\' price indexes, the units and lead times added up', () => {
    const rows = rankSuppliers(
      [
        // cola: A 2.00 (100), B 2.20 (110); water: A 1.10 (110), B 1.00 (100). Both average 105: the lead time decides.
        fig('cola', 'A', { receivedValue: '200', leadDaysSum: '4', leadOrders: 1 }),
        fig('cola', 'B', { receivedValue: '220', leadDaysSum: '2', leadOrders: 1 }),
        fig('water', 'A', { receivedValue: '110', leadDaysSum: '6', leadOrders: 1 }),
        fig('water', 'B', { receivedValue: '100', leadDaysSum: '2', leadOrders: 1 }),
      ],
      'category',
    );
    expect(rows.map((r) => [r.key, r.name, r.supplierCode, r.rank, r.products, r.received, r.priceIndex, r.leadDays, r.averageCost])).toEqual([
      ['drinks', 'Drinks', 'B', 1, 2, '200', '105.0', '2.0', null],
      ['drinks', 'Drinks', 'A', 2, 2, '200', '105.0', '5.0', null],
    ]);
  });
});
