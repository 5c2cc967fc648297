import { collectRouteNames } from '../../app/route-tree';
import { salePrintRouteName } from './print-routes';

describe('delivery-note print types', () => {
  it('map sheet1..sheet19, sheetiva, sheet42 and sheet52 to their own print page', () => {
    expect(salePrintRouteName('sheet1')).toBe('SalePrint1');
    expect(salePrintRouteName('sheet19')).toBe('SalePrint19');
    expect(salePrintRouteName('sheetiva')).toBe('SalePrintIva');
    expect(salePrintRouteName('sheet42')).toBe('SalePrint42');
    expect(salePrintRouteName('sheet52')).toBe('SalePrint52');
    for (const type of ['sheet1', 'sheetiva', 'sheet52']) expect(collectRouteNames()).toContain(salePrintRouteName(type));
  });
  it('fall back to the generic print page', () => {
    expect(salePrintRouteName('sheet20')).toBe('SalePrint');
    expect(salePrintRouteName(undefined)).toBe('SalePrint');
  });
});
