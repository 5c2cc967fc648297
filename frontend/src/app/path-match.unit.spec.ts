import { fillPath, flattenRoutes, joinPath, matchPattern, matchRoute } from './path-match';
import { ALL_ROUTES, LAYOUT_ROUTES, PUBLIC_ROUTES } from './route-tree';

describe('path matching', () => {
  it('joins and matches paths with parameters', () => {
    expect(joinPath('/sale', 'print/:id')).toBe('/sale/print/:id');
    expect(joinPath('/', 'dashboard')).toBe('/dashboard');
    expect(matchPattern('/pos/invoiceReturn/:id/:soId/:price', '/pos/invoiceReturn/1/SO-2/9.50')).toEqual({ id: '1', soId: 'SO-2', price: '9.50' });
    expect(matchPattern('/sale/print/:id', '/sale/print')).toBeNull();
    expect(fillPath('/sale/print/:id', { id: '7' })).toBe('/sale/print/7');
  });

  it('prefers static segments over parameters', () => {
    expect(matchRoute(LAYOUT_ROUTES, '/customer/create/coupon')!.node.name).toBe('CouponNew');
    expect(matchRoute(LAYOUT_ROUTES, '/customer/12/create-account')!.node.name).toBe('CustomerCreateAccount');
    expect(matchRoute(LAYOUT_ROUTES, '/chain/outbound/order')!.node.name).toBe('ChainOutboundOrder');
    expect(matchRoute(LAYOUT_ROUTES, '/chain/5/outbound/order')!.node.name).toBe('ChainOutboundOrderEdit');
  });

  it('gives every route a distinct absolute path', () => {
    const paths = flattenRoutes(ALL_ROUTES).map((r) => r.fullPath);
    expect(new Set(paths).size).toBe(paths.length);
    expect(flattenRoutes(PUBLIC_ROUTES).map((r) => r.fullPath)).toContain('/pos/buyExcelExport');
  });
});
