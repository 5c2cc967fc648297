import { activeMenuPath, breadcrumbFor, buildMenu, documentTitle, openKeysFor, pageKind, sidebarWidth, toggleOpenKey } from './menu';
import { matchRoute } from './path-match';
import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { LAYOUT_ROUTES, type RouteNode } from './route-tree';

// An imaginary tree: its names need not be real routes, so they are cast to the route-name type.
const named = (name: string) => name as RouteName;
const leaf = (path: string, name: string, extra: Partial<RouteNode['meta']> = {}): RouteNode => ({ path, name: named(name), meta: { title: name, ...extra } });

describe('sidebar menu', () => {
  const tree: RouteNode[] = [
    { path: '/', name: named('Home'), meta: { title: 'Home' }, children: [leaf('dashboard', 'Dashboard', { icon: 'dashboard' })] },
    { path: '/sale', name: named('Sale'), meta: { title: 'Sale', icon: 'sale' }, children: [leaf('index', 'SaleList'), leaf('cancel', 'SaleCancel', { query: { state: 'true' } }), leaf('print/:id', 'SalePrint', { hidden: true })] },
    { path: '/report', name: named('Report'), meta: { title: 'Report', icon: 'report' }, children: [leaf('index', 'ReportHome'), leaf('other', 'ReportOther')] },
    { path: '/profile', name: named('Profile'), meta: { title: 'Profile', hidden: true }, children: [leaf('index', 'ProfileIndex')] },
    { path: '/one', name: named('One'), meta: { title: 'One', icon: 'chart' }, children: [leaf('only', 'OnlyChild'), leaf('secret', 'Secret', { hidden: true })] },
  ];
  const menu = buildMenu(tree);

  it('renders a group with exactly one visible child as one link to parent + child path', () => {
    expect(menu[0]).toMatchObject({ name: 'Dashboard', to: '/dashboard', titleKey: 'route.Dashboard' });
    expect(menu[0]!.children).toBeUndefined();
    expect(menu.find((m) => m.name === 'OnlyChild')).toMatchObject({ to: '/one/only', titleKey: 'route.OnlyChild', icon: 'chart' });
    expect(menu.map((m) => m.name)).toEqual(['Dashboard', 'Sale', 'Report', 'OnlyChild']);
  });

  it('renders a group with more children as an expandable group without hidden entries', () => {
    const sale = menu.find((m) => m.key === '/sale')!;
    expect(sale.to).toBeUndefined();
    expect(sale.children!.map((c) => c.name)).toEqual(['SaleList', 'SaleCancel']);
  });

  it("links a child whose path is 'cancel' with ?state=true", () => {
    expect(menu.find((m) => m.key === '/sale')!.children![1]!.to).toBe('/sale/cancel?state=true');
  });

  it('links a top-level entry named report straight to its first child', () => {
    expect(menu.find((m) => m.key === '/report')).toMatchObject({ to: '/report/index', titleKey: 'route.Report' });
    expect(menu.find((m) => m.key === '/report')!.children).toBeUndefined();
  });

  it('leaves hidden top-level entries out', () => {
    expect(menu.find((m) => m.key === '/profile')).toBeUndefined();
  });

  it('is as wide as the longest label x 10 px, at least 200 px', () => {
    expect(sidebarWidth(['Sale', 'Dashboard'])).toBe(200);
    expect(sidebarWidth(['Branch finance by category'])).toBe(260);
    expect(sidebarWidth([])).toBe(200);
  });

  it('keeps only one branch open (accordion)', () => {
    expect(toggleOpenKey(['/sale'], '/report')).toEqual(['/report']);
    expect(toggleOpenKey(['/product'], '/product/supplier')).toEqual(['/product', '/product/supplier']);
    expect(toggleOpenKey(['/product', '/product/supplier'], '/product')).toEqual([]);
    const full = buildMenu(LAYOUT_ROUTES);
    expect(openKeysFor(full, '/product/supplier/account')).toEqual(['/product', '/product/supplier']);
  });
});

describe('breadcrumb, title and active entry', () => {
  const t = (key: string) => `<${key}>`;

  it('builds the breadcrumb from named matched routes, prefixed with the dashboard', () => {
    const match = matchRoute(LAYOUT_ROUTES, '/setting/basics/warehouse')!;
    expect(breadcrumbFor(match).map((b) => b.name)).toEqual(['Dashboard', 'Setting', 'Basics', 'Warehouse']);
    expect(breadcrumbFor(matchRoute(LAYOUT_ROUTES, '/dashboard')!).map((b) => b.name)).toEqual(['Dashboard']);
  });

  it("titles the document 'TradeDesk - ' + the translated page title", () => {
    expect(documentTitle(matchRoute(LAYOUT_ROUTES, '/sale/new')!, t)).toBe('TradeDesk - <route.SaleNew>');
    expect(documentTitle(matchRoute(LAYOUT_ROUTES, '/setting/basics/warehouse')!, t)).toBe('TradeDesk - <route.Warehouse>');
    expect(documentTitle(null, t)).toBe('TradeDesk');
  });

  it('highlights the list entry while one of its hidden pages is open', () => {
    expect(activeMenuPath(matchRoute(LAYOUT_ROUTES, '/product/12/update')!)).toBe('/product/index');
    expect(activeMenuPath(matchRoute(LAYOUT_ROUTES, '/sale/index')!)).toBe('/sale/index');
  });

  it('classifies pages for the coming-soon text', () => {
    const kind = (path: string) => pageKind(matchRoute(LAYOUT_ROUTES, path)!);
    expect(kind('/sale/print/5')).toBe('print');
    expect(kind('/purchase/batch-import')).toBe('import');
    expect(kind('/product/new')).toBe('create');
    expect(kind('/product/5/update')).toBe('edit');
    expect(kind('/report/profit')).toBe('report');
    expect(kind('/setting/position')).toBe('settings');
    expect(kind('/customer/index')).toBe('list');
    expect(kind('/sale/pay-retail-pl')).toBe('checkout');
  });
});
