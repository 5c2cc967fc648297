import { allowed } from './auth.guard.js';

describe('route access: roles, the page, and further pages', () => {
  const session = (roles: string[], pages: Record<string, boolean>) => ({ roles, pages });
  const supplierScreen = { roles: ['Admin'], page: ['Supplier', 'BasicsSupplier'] } as const;

  it('the same screen under a second route passes with either page privilege', () => {
    expect(allowed(session([], { Supplier: true }), supplierScreen)).toBe(true);
    expect(allowed(session([], { BasicsSupplier: true }), supplierScreen)).toBe(true);
  });
  it('a page privilege that is not Accessable, or another page, does not pass', () => {
    expect(allowed(session([], { BasicsSupplier: false }), supplierScreen)).toBe(false);
    expect(allowed(session([], { SupplierAccount: true }), supplierScreen)).toBe(false);
    expect(allowed(session(['Invoice'], {}), supplierScreen)).toBe(false);
  });
  it('the role, and Root, pass without any page', () => {
    expect(allowed(session(['Admin'], {}), supplierScreen)).toBe(true);
    expect(allowed(session(['Root'], {}), { roles: [], page: ['SaleList'] })).toBe(true);
  });
});
