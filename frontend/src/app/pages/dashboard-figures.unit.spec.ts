import { ROLE_ADMIN, ROLE_ROOT } from '@tradedesk/contracts/identity/identity';
import type { StockRow } from '@tradedesk/contracts/inventory/stock';
import { mayCall } from '../permission';
import { stockAlerts, totalsPerCurrency } from './dashboard-figures';

const stock = (productId: string, quantity: string): StockRow => ({ warehouseId: 'w', productId, quantity, warehouseCode: 'W', warehouseName: 'Main', code: productId, name: productId, unitLabel: '', value: '0', packings: { box: null, bigBag: null, bag: null } });

describe('dashboard figures', () => {
  it("sums today's orders per currency in decimals, not floats", () => {
    const rows = [{ currency: 'EUR', total: '0.10' }, { currency: 'EUR', total: '0.20' }, { currency: 'HUF', total: '1500' }];
    expect(totalsPerCurrency(rows)).toEqual([{ currency: 'EUR', count: 2, total: '0.3' }, { currency: 'HUF', count: 1, total: '1500' }]);
    expect(totalsPerCurrency([])).toEqual([]);
  });

  it('alerts on stock at or below zero only', () => {
    const rows = [stock('a', '5'), stock('b', '0'), stock('c', '-2.5'), stock('d', '0.000'), stock('e', '0.001')];
    expect(stockAlerts(rows).map((r) => r.productId)).toEqual(['b', 'c', 'd']);
  });

  it('shows a card only when the server would answer the call (Root, a listed role, or an Accessable page)', () => {
    const rule = { roles: [ROLE_ADMIN], pages: ['SaleList'] as const };
    expect(mayCall({ roles: [ROLE_ROOT], pagePrivileges: {} }, rule)).toBe(true);
    expect(mayCall({ roles: [ROLE_ADMIN], pagePrivileges: {} }, rule)).toBe(true);
    expect(mayCall({ roles: ['Clerk'], pagePrivileges: { SaleList: 'Accessable' } }, rule)).toBe(true);
    expect(mayCall({ roles: ['Clerk'], pagePrivileges: { SaleList: 'NotAccessable', ProductList: 'Accessable' } }, rule)).toBe(false);
  });
});
