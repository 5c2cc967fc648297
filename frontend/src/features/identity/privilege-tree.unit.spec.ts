import { LAYOUT_ROUTES } from '../../app/route-tree';
import {
  buildPrivilegeTree,
  checkState,
  effectiveGranted,
  filterTree,
  inheritedPages,
  privilegeNames,
  setGranted,
  setOverride,
  type PrivilegeNode,
} from './privilege-tree';

const tree = buildPrivilegeTree(LAYOUT_ROUTES);
const find = (nodes: readonly PrivilegeNode[], name: string): PrivilegeNode | undefined => {
  for (const n of nodes) {
    if (n.name === name) return n;
    const inner = find(n.children, name);
    if (inner) return inner;
  }
  return undefined;
};

describe('page privilege tree', () => {
  it('has one branch per restricted menu section, in menu order', () => {
    const names = tree.map((s) => s.name);
    expect(names.slice(0, 3)).toEqual(['MainControl', 'Sale', 'Purchase']);
    expect(names).toContain('Setting');
    expect(names).not.toContain('Home');
    expect(names).not.toContain('Profile');
  });

  it('puts hidden detail pages under the menu page they belong to', () => {
    const saleOrderForm = find(tree, 'SaleOrderForm')!;
    expect(saleOrderForm.page).toBe(true);
    expect(saleOrderForm.children.map((c) => c.name)).toContain('SaleOrderFormUpdate');
    expect(privilegeNames(saleOrderForm)).toEqual(expect.arrayContaining(['SaleOrderForm', 'SaleOrderFormUpdate']));
  });

  it('keeps menu sub-groups and folds pages governed by another privilege', () => {
    const basics = find(tree, 'Basics')!;
    expect(basics.page).toBe(false);
    expect(privilegeNames(basics)).toContain('Warehouse');
    expect(find(tree, 'RecommendSupplier')).toBeUndefined();
    expect(find(tree, 'Recommend')).toBeDefined();
  });

  it('folds print pages into the screens whose documents they print: no tick of their own', () => {
    const all = tree.flatMap(privilegeNames);
    for (const print of ['SalePrint', 'SaleNoPricePrint', 'SalePrint1', 'SaleChinesePrint1', 'SaleDeliveryNoteEn', 'StockTransferPrint', 'StockDamagePrint', 'StockCheckPrint']) {
      expect(all).not.toContain(print);
    }
    expect(all).toEqual(expect.arrayContaining(['SaleNew', 'SaleList', 'StockTransferNew', 'StockDamage']));
  });

  it('lists every privilege name once', () => {
    const all = tree.flatMap(privilegeNames);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain('Employees');
  });

  it('checks a section when all, some or none of its pages are granted', () => {
    const setting = find(tree, 'Setting')!;
    const names = privilegeNames(setting);
    const granted = setGranted({}, names, true);
    expect(checkState(names, (n) => granted[n] === 'Accessable')).toBe('all');
    const fewer = setGranted(granted, ['Employees'], false);
    expect(fewer.Employees).toBeUndefined();
    expect(checkState(names, (n) => fewer[n] === 'Accessable')).toBe('some');
    expect(checkState(names, () => false)).toBe('none');
  });

  it('records employee overrides only where they differ from the positions', () => {
    const inherited = inheritedPages([{ pagePrivileges: { SaleList: 'Accessable', Tag: 'Accessable' } }, { pagePrivileges: { Position: 'Accessable' }, disabled: true }]);
    expect([...inherited].sort()).toEqual(['SaleList', 'Tag']);
    let overrides = setOverride({}, inherited, ['SaleList', 'Employees'], true);
    expect(overrides).toEqual({ Employees: 'Accessable' });
    overrides = setOverride(overrides, inherited, ['Tag'], false);
    expect(overrides).toEqual({ Employees: 'Accessable', Tag: 'NotAccessable' });
    expect(effectiveGranted(overrides, inherited, 'Tag')).toBe(false);
    expect(effectiveGranted(overrides, inherited, 'SaleList')).toBe(true);
    overrides = setOverride(overrides, inherited, ['Tag', 'Employees'], true);
    expect(overrides).toEqual({ Employees: 'Accessable' });
  });

  it('filters by translated title and keeps the path to each match', () => {
    const found = filterTree(tree, 'employees', (n) => n.title);
    const setting = found.find((s) => s.name === 'Setting')!;
    expect(setting.children.map((c) => c.name)).toEqual(['Employees']);
    expect(found.map((s) => s.name)).not.toContain('Sale');
    expect(filterTree(tree, '', (n) => n.title)).toHaveLength(tree.length);
  });
});
