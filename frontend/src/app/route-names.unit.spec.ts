import { isRouteName, ROUTE_NAMES } from '@tradedesk/contracts/platform/route-names';
import { collectRouteNames } from './route-tree';

describe('route names (one typed list in contracts)', () => {
  it('every route of the tree is in ROUTE_NAMES and every name there is a route', () => {
    const tree = collectRouteNames();
    const listed = new Set<string>(ROUTE_NAMES);
    expect(tree.filter((name) => !listed.has(name))).toEqual([]);
    const inTree = new Set<string>(tree);
    expect(ROUTE_NAMES.filter((name) => !inTree.has(name))).toEqual([]);
    expect(new Set(ROUTE_NAMES).size).toBe(ROUTE_NAMES.length);
  });

  it('tells route names from other strings that arrive at run time', () => {
    expect(isRouteName('SaleNew')).toBe(true);
    expect(isRouteName('salenew')).toBe(false);
    expect(isRouteName(undefined)).toBe(false);
  });
});
