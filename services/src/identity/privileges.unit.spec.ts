import { effectiveAccess } from './privileges.js';

describe('effective access of a user', () => {
  it('roles are the built-in roles plus the names of the positions', () => {
    const a = effectiveAccess({ roles: ['Invoice'], isBoss: false, pagePrivileges: {}, positions: [{ name: 'Clerk', pagePrivileges: {} }] });
    expect(a.roles).toEqual(['Invoice', 'Clerk']);
  });

  it('a page opens when any position grants it', () => {
    const a = effectiveAccess({
      roles: [],
      isBoss: false,
      pagePrivileges: {},
      positions: [
        { name: 'A', pagePrivileges: { SaleNew: 'NotAccessable', SaleList: 'Accessable' } },
        { name: 'B', pagePrivileges: { SaleNew: 'Accessable' } },
      ],
    });
    expect(a.pages).toEqual({ SaleNew: true, SaleList: true });
  });

  it("the user's own entries override the positions either way", () => {
    const a = effectiveAccess({
      roles: [],
      isBoss: false,
      pagePrivileges: { SaleNew: 'NotAccessable', BossView: 'Accessable' },
      positions: [{ name: 'Clerk', pagePrivileges: { SaleNew: 'Accessable' } }],
    });
    expect(a.pages).toEqual({ SaleNew: false, BossView: true });
  });

  it('Root is always boss; others only with the flag', () => {
    expect(effectiveAccess({ roles: ['Root'], isBoss: false, pagePrivileges: {}, positions: [] }).isBoss).toBe(true);
    expect(effectiveAccess({ roles: ['Admin'], isBoss: false, pagePrivileges: {}, positions: [] }).isBoss).toBe(false);
    expect(effectiveAccess({ roles: [], isBoss: true, pagePrivileges: {}, positions: [] }).isBoss).toBe(true);
  });
});
