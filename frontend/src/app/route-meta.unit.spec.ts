import { ROLE_ADMIN, ROLE_ROOT } from '@tradedesk/contracts/identity/identity';
import { buildMenu, type MenuItem } from './menu';
import { flattenRoutes } from './path-match';
import { isNodeEnabled, meetsRequirement, SETTINGS_GOVERNED_NAMES, settingsContextFor } from './permission';
import { ALL_ROUTES, LAYOUT_ROUTES, type RouteNode } from './route-tree';

const on = { value: true };
const ctx = (settings: Record<string, unknown>, roles: string[] = [ROLE_ADMIN], isBoss = false) =>
  settingsContextFor({ role: roles, privilege: { isBoss } }, settings, roles);
const flat = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flat(i.children ?? [])]);

describe('settings gating and links come from route meta', () => {
  it('the settings-governed entries are exactly the routes whose meta says what they need', () => {
    expect([...SETTINGS_GOVERNED_NAMES].sort()).toEqual(
      ['AiPurchase', 'AppMall', 'BossView', 'ChainStoreHead', 'CustomDashb', 'Employees', 'OrderClear', 'OtaoMall', 'SaleBatchInput', 'SaleInput', 'SaleNew', 'WarehouseDashb', 'WebShop'].sort(),
    );
  });

  it('a route added with meta.requires is gated without touching permission.ts', () => {
    const node: RouteNode = { path: 'x', name: 'TopSale', meta: { title: 'TopSale', requires: { anyOf: [{ setting: 'MenuShowVat', truthy: true }, { role: ROLE_ROOT }] } } };
    expect(isNodeEnabled(node, ctx({}))).toBe(false);
    expect(isNodeEnabled(node, ctx({ MenuShowVat: on }))).toBe(true);
    expect(isNodeEnabled(node, ctx({}, [ROLE_ROOT]))).toBe(true);
    expect(isNodeEnabled({ ...node, meta: { title: 'TopSale' } }, ctx({}))).toBe(true);
  });

  it('reads each kind of requirement', () => {
    expect(meetsRequirement({ setting: 'SaleType', notEquals: 'Retail' }, ctx({ SaleType: { value: 'Retail' } }))).toBe(false);
    expect(meetsRequirement({ setting: 'SaleType', notEquals: 'Retail' }, ctx({}))).toBe(true);
    expect(meetsRequirement({ setting: 'MenuNoUserManage', truthy: false }, ctx({ MenuNoUserManage: 'true' }))).toBe(false);
    expect(meetsRequirement({ boss: true }, ctx({}, [ROLE_ADMIN], true))).toBe(true);
    expect(meetsRequirement({ allOf: [{ boss: true }, { role: ROLE_ROOT }] }, ctx({}, [ROLE_ADMIN], true))).toBe(false);
    const profileFlag = settingsContextFor({ role: [ROLE_ADMIN], sysSettings: { IsChainStoreHead: true } }, {}, [ROLE_ADMIN]);
    expect(meetsRequirement({ setting: 'IsChainStoreHead', truthy: true, orProfile: true }, profileFlag)).toBe(true);
    expect(meetsRequirement({ setting: 'IsChainStoreHead', truthy: true }, profileFlag)).toBe(false);
  });

  it('the cancelled-orders entry links to the sale list state its meta.query names', () => {
    const items = flat(buildMenu(LAYOUT_ROUTES));
    expect(items.find((i) => i.name === 'SaleCancel')?.to).toBe('/sale/cancel?state=true');
    const withQuery: string[] = flattenRoutes(ALL_ROUTES).filter((r) => r.node.meta.query).map((r) => r.node.name);
    for (const item of items.filter((i) => i.to && !withQuery.includes(i.name))) expect(item.to).not.toContain('?');
  });
});

describe('planned entries in the menu', () => {
  const built = new Set(['Dashboard', 'SaleList', 'SaleNew']);
  const menu = flat(buildMenu(LAYOUT_ROUTES, (name) => built.has(name)));

  it('marks an entry without a screen as planned and one with a screen as not', () => {
    expect(menu.find((i) => i.name === 'SaleList')?.planned).toBe(false);
    expect(menu.find((i) => i.name === 'SaleCancel')?.planned).toBe(true);
    expect(menu.find((i) => i.name === 'BossView')?.planned).toBe(true);
  });

  it('marks a group planned only when none of its entries has a screen', () => {
    expect(menu.find((i) => i.key === '/sale')?.planned).toBe(false);
    expect(menu.find((i) => i.key === '/main-control')?.planned).toBe(true);
  });

  it('counts every entry as built when no page map is given', () => {
    expect(flat(buildMenu(LAYOUT_ROUTES)).filter((i) => i.planned)).toEqual([]);
  });
});
