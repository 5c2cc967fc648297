import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { buildMenu, type MenuItem } from './menu';
import { flattenRoutes } from './path-match';
import { canAccess, decideNavigation, filterRoutesByAccess, generateRoutes, hasRolePermission, isEnabledBySettings, isPublicPath, normalizePagePrivileges, normalizeSysPagePrivileges, resolveRoles, settingsContextFor, type ProfileAccess } from './permission';
import { settingFlag } from '../lib/settings';
import { collectRouteNames, LAYOUT_ROUTES, type RouteNode } from './route-tree';

const names = (routes: readonly RouteNode[]) => new Set<string>(flattenRoutes(routes).map((r) => r.node.name));
const on = { value: true };
const ALL_MENU_FLAGS = {
  MenuShowBossview: on, MenuShowWebshop: on, MenuShowAppshop: on, MenuShowOtao: on, MenuShowAIanalysis: on,
  MenuShowOrderClear: on, IsChainStoreHead: on, EnableBossPrivilege: on,
};
const profile = (p: ProfileAccess): ProfileAccess => p;

describe('route tree', () => {
  it('names every route once, including the names the menu rules and the top bar use', () => {
    const all = collectRouteNames();
    expect(new Set(all).size).toBe(all.length);
    for (const name of ['SaleNew', 'SaleInput', 'SaleBatchInput', 'ChainStoreHead', 'BossView', 'WarehouseDashb', 'CustomDashb', 'WebShop',
      'AppMall', 'OtaoMall', 'AiPurchase', 'Employees', 'OrderClear', 'mallHeadOffice', 'RecommendSupplier', 'SystemSetting', 'AlarmClock',
      'Dashboard', 'ProfileIndex', 'ProfilePassword', 'InvoiceBilling']) {
      expect(all).toContain(name);
    }
  });
});

describe('roles and page privileges', () => {
  it('Root passes every route; otherwise one of the route roles must be held', () => {
    expect(hasRolePermission(['Root'], ['Admin'])).toBe(true);
    expect(hasRolePermission(['Admin'], ['Root', 'Admin'])).toBe(true);
    expect(hasRolePermission(['Clerk'], ['Root', 'Admin'])).toBe(false);
    expect(hasRolePermission(['Clerk'], undefined)).toBe(true);
  });

  it('Root opens every layout route', () => {
    const routes = filterRoutesByAccess(LAYOUT_ROUTES, { roles: ['Root'], pagePrivileges: {} });
    expect(names(routes)).toEqual(names(LAYOUT_ROUTES));
  });

  it('Admin opens everything except the mall head office', () => {
    const routes = filterRoutesByAccess(LAYOUT_ROUTES, { roles: ['Admin'], pagePrivileges: { mallHeadOffice: 'Accessable' } });
    const missing = [...names(LAYOUT_ROUTES)].filter((n) => !names(routes).has(n));
    expect(missing).toEqual(['mallHeadOffice']);
  });

  it('Invoice opens the invoice section and the chinese-print pages, not the Root/Admin-only invoice pages', () => {
    const routes = names(generateRoutes({ profile: profile({ role: ['Invoice'] }), settings: {} }));
    expect(routes.has('InvoiceBilling')).toBe(true);
    expect(routes.has('InvoiceBillingPl')).toBe(true);
    expect(routes.has('SaleChinesePrint7')).toBe(true);
    expect(routes.has('InvoicePurchase')).toBe(false);
    expect(routes.has('InvoiceDriver')).toBe(false);
    expect(routes.has('SaleList')).toBe(false);
    expect(routes.has('Dashboard')).toBe(true);
    expect(routes.has('ProfilePassword')).toBe(true);
  });

  it('other roles see only pages their page privileges mark Accessable, hidden pages included', () => {
    const p = profile({ role: ['Clerk'], pagePrivileges: [{ page: 'SaleList', privilege: 'Accessable' }, { page: 'SalePrint', privilege: 'Accessable' }, { page: 'ProductList', privilege: 'Readonly' }] });
    const routes = names(generateRoutes({ profile: p, settings: {} }));
    expect(routes.has('SaleList')).toBe(true);
    expect(routes.has('SalePrint')).toBe(true);
    expect(routes.has('SaleOrderFormUpdate')).toBe(false);
    expect(routes.has('ProductList')).toBe(false);
    expect(routes.has('Sale')).toBe(true);
    expect(routes.has('Product')).toBe(false);
    expect(routes.has('Dashboard')).toBe(true);
  });

  it("a print page follows the privileges of its document's screens; its own privilege still opens it", () => {
    const chainOf = (name: string) => flattenRoutes(LAYOUT_ROUTES).find((r) => r.node.name === name)!.chain;
    const clerk = (...pages: string[]) => ({ roles: ['Clerk'], pagePrivileges: Object.fromEntries(pages.map((p) => [p, 'Accessable'])) });
    for (const print of ['SalePrint', 'SaleNoPricePrint', 'SaleDeliveryNoteEn']) {
      expect(canAccess(chainOf(print), clerk('SaleNew'))).toBe(true);
      expect(canAccess(chainOf(print), clerk('SaleList'))).toBe(true);
      expect(canAccess(chainOf(print), clerk('ProductList'))).toBe(false);
    }
    expect(canAccess(chainOf('StockTransferPrint'), clerk('StockTransferNew'))).toBe(true);
    expect(canAccess(chainOf('StockDamagePrint'), clerk('StockDamage'))).toBe(true);
    expect(canAccess(chainOf('StockDamagePrint'), clerk('StockTransferNew'))).toBe(false);
    expect(canAccess(chainOf('StockTransferPrint'), clerk('StockTransferPrint'))).toBe(true);
  });

  it('RecommendSupplier is governed by the Recommend privilege', () => {
    const chainOf = (name: string) => flattenRoutes(LAYOUT_ROUTES).find((r) => r.node.name === name)!.chain;
    expect(canAccess(chainOf('RecommendSupplier'), { roles: ['Clerk'], pagePrivileges: { Recommend: 'Accessable' } })).toBe(true);
    expect(canAccess(chainOf('RecommendSupplier'), { roles: ['Clerk'], pagePrivileges: { RecommendSupplier: 'Accessable' } })).toBe(false);
  });

  it('the invoice identity makes the role Invoice', () => {
    expect(resolveRoles({ role: ['Admin'] }, true)).toEqual(['Invoice']);
    expect(resolveRoles({ role: ['Admin'] }, false)).toEqual(['Admin']);
  });

  it('accepts page privileges as a list or a map', () => {
    expect(normalizePagePrivileges([{ page: 'A', privilege: 'Accessable' }])).toEqual({ A: 'Accessable' });
    expect(normalizePagePrivileges({ B: 'Accessable' })).toEqual({ B: 'Accessable' });
    expect(normalizeSysPagePrivileges([{ page: 'C', privilege: false }, { page: 'D', privilege: 'true' }])).toEqual({ C: false, D: true });
  });
});

describe('menu switches from company settings', () => {
  const ctx = (settings: Record<string, unknown>, extra: Partial<ProfileAccess> = {}, roles = ['Admin']) =>
    settingsContextFor({ role: roles, ...extra }, settings, roles);

  it('a system page privilege of false removes the entry', () => {
    const routes = names(generateRoutes({ profile: { role: ['Root'], sysPagePrilvileges: { CustomerList: false } }, settings: ALL_MENU_FLAGS }));
    expect(routes.has('CustomerList')).toBe(false);
    expect(routes.has('CustomerGroup')).toBe(true);
  });

  it('Retail sale type removes scan sale, sale entry and batch sale entry', () => {
    const routes = names(generateRoutes({ profile: { role: ['Root'] }, settings: { ...ALL_MENU_FLAGS, SaleType: { value: 'Retail' } } }));
    for (const name of ['SaleNew', 'SaleInput', 'SaleBatchInput']) expect(routes.has(name)).toBe(false);
    expect(routes.has('SaleRetail')).toBe(true);
    const wholesale = names(generateRoutes({ profile: { role: ['Root'] }, settings: { ...ALL_MENU_FLAGS, SaleType: { value: 'Wholesale' } } }));
    expect(wholesale.has('SaleNew')).toBe(true);
  });

  it('chain store head pages only for a chain-store head company', () => {
    expect(isEnabledBySettings('ChainStoreHead', ctx({}))).toBe(false);
    expect(isEnabledBySettings('ChainStoreHead', ctx({ IsChainStoreHead: { value: true } }))).toBe(true);
    expect(isEnabledBySettings('ChainStoreHead', ctx({}, { sysSettings: { IsChainStoreHead: true } }))).toBe(true);
  });

  it('BossView needs MenuShowBossview and (boss privilege with boss, or Root)', () => {
    const flags = { MenuShowBossview: on, EnableBossPrivilege: on };
    expect(isEnabledBySettings('BossView', ctx(flags, { privilege: { isBoss: true } }))).toBe(true);
    expect(isEnabledBySettings('BossView', ctx(flags, { privilege: { isBoss: false } }))).toBe(false);
    expect(isEnabledBySettings('BossView', ctx({ MenuShowBossview: on }, { privilege: { isBoss: true } }))).toBe(false);
    expect(isEnabledBySettings('BossView', ctx({ MenuShowBossview: on }, {}, ['Root']))).toBe(true);
    expect(isEnabledBySettings('BossView', ctx({}, {}, ['Root']))).toBe(false);
  });

  it('OrderClear needs MenuShowOrderClear and boss or Root', () => {
    expect(isEnabledBySettings('OrderClear', ctx({ MenuShowOrderClear: on }, { privilege: { isBoss: true } }))).toBe(true);
    expect(isEnabledBySettings('OrderClear', ctx({ MenuShowOrderClear: on }))).toBe(false);
    expect(isEnabledBySettings('OrderClear', ctx({ MenuShowOrderClear: on }, {}, ['Root']))).toBe(true);
    expect(isEnabledBySettings('OrderClear', ctx({}, {}, ['Root']))).toBe(false);
  });

  it('warehouse and custom dashboards need MenuShowBossview; Employees goes with MenuNoUserManage', () => {
    expect(isEnabledBySettings('WarehouseDashb', ctx({}))).toBe(false);
    expect(isEnabledBySettings('CustomDashb', ctx({ MenuShowBossview: { value: 'true' } }))).toBe(true);
    expect(isEnabledBySettings('Employees', ctx({}))).toBe(true);
    expect(isEnabledBySettings('Employees', ctx({ MenuNoUserManage: { value: 1 } }))).toBe(false);
  });

  it('web shop, app mall, Otao and AI purchasing follow their flags', () => {
    const pairs: [RouteName, string][] = [['WebShop', 'MenuShowWebshop'], ['AppMall', 'MenuShowAppshop'], ['OtaoMall', 'MenuShowOtao'], ['AiPurchase', 'MenuShowAIanalysis']];
    for (const [name, flag] of pairs) {
      expect(isEnabledBySettings(name, ctx({}))).toBe(false);
      expect(isEnabledBySettings(name, ctx({ [flag]: on }))).toBe(true);
    }
  });

  it('reads settings given as {value} objects or bare values', () => {
    expect(settingFlag({ A: { value: true }, B: 'false', C: 1 }, 'A')).toBe(true);
    expect(settingFlag({ B: 'false' }, 'B')).toBe(false);
    expect(settingFlag({ C: 1 }, 'C')).toBe(true);
  });
});

describe('access guard and session', () => {
  const ready = (roles: string[], pathname: string, search = '') =>
    decideNavigation({ pathname, search, token: 't', sessionReady: true, accessibleRoutes: generateRoutes({ profile: { role: roles }, settings: ALL_MENU_FLAGS }) });

  it('lets public pages open without a session and sends the rest to login with a way back', () => {
    for (const path of ['/login', '/authredirect', '/404', '/401', '/pos/invoice', '/pos/invoiceList', '/pos/posAuthorize', '/pos/invoicePrice', '/pos/invoiceReturn/1/2/3', '/pos/returnNoReceipt', '/pos/buyExcelExport']) {
      expect(isPublicPath(path)).toBe(true);
      expect(decideNavigation({ pathname: path, search: '', token: null, sessionReady: false, accessibleRoutes: null }).type).toBe('render-public');
    }
    expect(decideNavigation({ pathname: '/sale/index', search: '?a=1', token: null, sessionReady: false, accessibleRoutes: null }))
      .toEqual({ type: 'redirect', to: '/login?redirect=%2Fsale%2Findex%3Fa%3D1' });
    expect(decideNavigation({ pathname: '/', search: '', token: null, sessionReady: false, accessibleRoutes: null })).toEqual({ type: 'redirect', to: '/login' });
  });

  it('accepts a token from /token/:token or ?token= as the session token', () => {
    expect(decideNavigation({ pathname: '/token/abc', search: '', token: null, sessionReady: false, accessibleRoutes: null }))
      .toEqual({ type: 'adopt-token', token: 'abc', to: '/' });
    expect(decideNavigation({ pathname: '/sale/index', search: '?token=xyz&x=1', token: null, sessionReady: false, accessibleRoutes: null }))
      .toEqual({ type: 'adopt-token', token: 'xyz', to: '/sale/index?x=1' });
  });

  it('with a session, the login page goes to the root, and a token without a profile loads it', () => {
    expect(decideNavigation({ pathname: '/login', search: '', token: 't', sessionReady: false, accessibleRoutes: null })).toEqual({ type: 'redirect', to: '/' });
    expect(decideNavigation({ pathname: '/login', search: '?redirect=%2Fsale%2Fnew', token: 't', sessionReady: false, accessibleRoutes: null })).toEqual({ type: 'redirect', to: '/sale/new' });
    expect(decideNavigation({ pathname: '/login', search: '?redirect=https%3A%2F%2Fevil.example', token: 't', sessionReady: false, accessibleRoutes: null })).toEqual({ type: 'redirect', to: '/' });
    expect(decideNavigation({ pathname: '/login', search: '?redirect=%2F%2Fevil.example', token: 't', sessionReady: false, accessibleRoutes: null })).toEqual({ type: 'redirect', to: '/' });
    expect(decideNavigation({ pathname: '/dashboard', search: '', token: 't', sessionReady: false, accessibleRoutes: null })).toEqual({ type: 'load-session' });
  });

  it('renders allowed pages, sends forbidden ones to 401 with no-go-back and unknown ones to 404', () => {
    expect(ready(['Admin'], '/sale/new').type).toBe('render-layout');
    expect(ready(['Admin'], '/mall/mall-head-office')).toEqual({ type: 'redirect', to: '/401?noGoBack=true' });
    expect(ready(['Root'], '/mall/mall-head-office').type).toBe('render-layout');
    expect(ready(['Admin'], '/no/such/page')).toEqual({ type: 'redirect', to: '/404' });
    expect(ready(['Clerk'], '/sale/new')).toEqual({ type: 'redirect', to: '/401?noGoBack=true' });
  });

  it('opens the first allowed page of a group path, and / goes to the dashboard', () => {
    expect(ready(['Admin'], '/')).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(ready(['Admin'], '/sale')).toEqual({ type: 'redirect', to: '/sale/index' });
    expect(ready(['Invoice'], '/invoice')).toEqual({ type: 'redirect', to: '/invoice/list' });
  });

  it('matches routes with parameters', () => {
    const decision = ready(['Admin'], '/sale/no-price-print/1/42');
    expect(decision.type).toBe('render-layout');
    if (decision.type === 'render-layout') expect(decision.match.params).toEqual({ pshow: '1', id: '42' });
  });
});

describe('menu of a generated tree', () => {
  const flatItems = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatItems(i.children ?? [])]);
  it('never lists hidden pages and keeps settings-removed entries out', () => {
    const routes = generateRoutes({ profile: { role: ['Admin'] }, settings: {} });
    const items = flatItems(buildMenu(routes)).map((i) => i.name);
    expect(items).not.toContain('SalePrint');
    expect(items).not.toContain('BossView');
    expect(items).not.toContain('WebShop');
    expect(items).not.toContain('ProfileIndex');
    expect(items).toContain('SaleList');
  });
});
