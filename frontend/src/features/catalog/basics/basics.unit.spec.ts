import type { CategoryNode } from '@tradedesk/contracts/catalog/categories';
import type { PriceListComparison, SyncRow } from '@tradedesk/contracts/catalog/supplier-sync';
import { DEFAULT_SYNC_SETTINGS } from '@tradedesk/contracts/catalog/supplier-sync';
import { balanceSide } from './amounts';
import { flattenTree, indented, moveTargets } from './category-tree';
import { applyBody, filterRows, initialSelection, selectedCount } from './price-sync';
import { moveItem, parseColors, parseSizes } from './size-list';
import { csvValues, zonesFromValues } from './zone-sheet';

const node = (id: string, productCount: number, children: CategoryNode[] = [], over: Partial<CategoryNode> = {}): CategoryNode => ({
  id, name: id, parentId: null, path: id, disabled: false, productCount, version: 1, children, ...over,
});

describe('category tree', () => {
  const tree = [node('drinks', 2, [node('juice', 3, [node('apple', 1)]), node('water', 0)]), node('food', 4, [], { disabled: true })];
  it('flattens in tree order with depth, own and total product counts', () => {
    const flat = flattenTree(tree);
    expect(flat.map((c) => [c.id, c.depth, c.productCount, c.totalCount, c.childCount])).toEqual([
      ['drinks', 0, 2, 6, 2],
      ['juice', 1, 3, 4, 1],
      ['apple', 2, 1, 1, 0],
      ['water', 1, 0, 0, 0],
      ['food', 0, 4, 4, 0],
    ]);
    expect(indented(flat[2]!)).toBe('— — apple');
  });
  it('never offers a move under itself, a sub-category, or a disabled category', () => {
    const flat = flattenTree(tree.map((n) => ({ ...n, children: n.children.map((c) => ({ ...c, parentId: n.id, children: c.children.map((g) => ({ ...g, parentId: c.id })) })) })));
    expect(moveTargets(flat, 'juice').map((c) => c.id)).toEqual(['drinks', 'water']);
    expect(moveTargets(flat, 'drinks').map((c) => c.id)).toEqual([]);
  });
});

describe('amounts', () => {
  it('tells who owes whom', () => {
    expect(balanceSide('800')).toBe('owed');
    expect(balanceSide('-0.5')).toBe('credit');
    expect(balanceSide('0.00')).toBe('zero');
  });
});

describe('sizes and colours', () => {
  it('sizes in the order typed, one per line or comma separated', () => {
    expect(parseSizes('S, M\nL ;XL\n\n')).toEqual(['S', 'M', 'L', 'XL']);
  });
  it('colours without duplicates of any case', () => {
    expect(parseColors('rojo, Azul, ROJO,, verde')).toEqual(['rojo', 'Azul', 'verde']);
  });
  it('moves a size up or down, never past the edges', () => {
    expect(moveItem(['S', 'M', 'L'], 2, -1)).toEqual(['S', 'L', 'M']);
    expect(moveItem(['S', 'M', 'L'], 0, -1)).toEqual(['S', 'M', 'L']);
  });
});

describe('zone sheet', () => {
  it('a CSV (BOM, semicolons, quoted fields) gives the same zones as the .xlsx rows', () => {
    const csv = '\uFEFFNombre;Código;Barcode\r\n"Aisle; 1";A1;Z-A1\r\n\r\nAisle 2;A2;100200300\r\n';
    expect(zonesFromValues(csvValues(csv))).toEqual(zonesFromValues([['Nombre', 'Código', 'Barcode'], ['Aisle; 1', 'A1', 'Z-A1'], [], ['Aisle 2', 'A2', 100200300]]));
    expect(zonesFromValues(csvValues('code,name\nB1,Bin 1\n')).rows).toEqual([{ code: 'B1', name: 'Bin 1' }]);
  });

  it('matches headers in any order and language; blank rows skipped; rows numbered as in the sheet', () => {
    const sheet = zonesFromValues([['Nombre', 'Código', 'Barcode'], ['Aisle 1', 'A1', 'Z-A1'], [], ['Aisle 2', 'A2', 100200300], [null, '', '']]);
    expect(sheet).toEqual({ rows: [{ name: 'Aisle 1', code: 'A1', barcode: 'Z-A1' }, { name: 'Aisle 2', code: 'A2', barcode: '100200300' }], sheetRows: [2, 4], missing: [] });
  });
  it('says which required columns are missing', () => {
    expect(zonesFromValues([['barcode'], ['x']]).missing).toEqual(['code', 'name']);
  });
});

describe('price-list selection', () => {
  const row = (n: number, over: Partial<SyncRow>): SyncRow => ({
    row: n, itemCode: `I${n}`, barcode: '', name: '', price: null, status: 'changed', errors: [], match: { productId: `p${n}`, code: `P${n}`, name: '', version: n, by: 'barcode' },
    changes: {}, selected: { link: false, price: false, packing: false }, ...over,
  });
  const rows = [
    row(2, { changes: { link: { old: null, new: 'I2' }, price: { unit: 'box', old: '10', new: '12', percent: '20' } }, selected: { link: true, price: true, packing: false } }),
    row(3, { changes: { packings: { box: { old: '12', new: '24' } } } }),
    row(4, { status: 'unknown', match: null }),
  ];
  const comparison: PriceListComparison = { supplierId: 's', settings: DEFAULT_SYNC_SETTINGS, rows, counts: { total: 3, changed: 2, unchanged: 0, unknown: 1, invalid: 0 } };
  it('starts from the settings choice; only changed rows can be selected', () => {
    const s = initialSelection(rows);
    expect(s).toEqual({ 2: { link: true, price: true, packing: false }, 3: { link: false, price: false, packing: false } });
    expect(selectedCount(s)).toBe(1);
  });
  it('builds the apply body from what is selected, each product at the version compared', () => {
    const body = applyBody(comparison, { 2: { link: false, price: true, packing: false }, 3: { link: false, price: false, packing: true } }, 'c1');
    expect(body).toEqual({
      commandId: 'c1',
      items: [
        { productId: 'p2', version: 2, purchasePrice: '12', priceUnit: 'box' },
        { productId: 'p3', version: 3, priceUnit: 'unit', packings: { box: '24' } },
      ],
    });
    expect(applyBody(comparison, {})).toBeNull();
  });
  it('filters by kind of difference', () => {
    expect(filterRows(rows, 'new').map((r) => r.row)).toEqual([2]);
    expect(filterRows(rows, 'packing').map((r) => r.row)).toEqual([3]);
    expect(filterRows(rows, 'unknown').map((r) => r.row)).toEqual([4]);
  });
});

describe('create-account form', () => {
  const form = { kind: 'payment' as const, currency: 'USD', amount: ' 200.25 ', date: '', method: 'bank-check' as const, reference: 'CH-1', reason: 'ignored', note: '' };
  const fieldsRefused = (r: { error?: { issues: { path: PropertyKey[] }[] } }) => r.error!.issues.map((i) => String(i.path[0]));
  it('a payment keeps its method and reference, drops the reason, and leaves the date to the server when blank', async () => {
    const { supplierEntryForm } = await import('./entry-form');
    expect(supplierEntryForm('6f1f7b6e-1b1a-4c55-9d1e-0d7c7f3f0a11').safeParse(form)).toEqual({
      success: true,
      data: { commandId: '6f1f7b6e-1b1a-4c55-9d1e-0d7c7f3f0a11', kind: 'payment', currency: 'USD', amount: '200.25', method: 'bank-check', reference: 'CH-1', note: '' },
    });
  });
  it('names the field that is wrong: a float-like amount, a missing reason', async () => {
    const { supplierEntryForm } = await import('./entry-form');
    const schema = supplierEntryForm('6f1f7b6e-1b1a-4c55-9d1e-0d7c7f3f0a11');
    expect(fieldsRefused(schema.safeParse({ ...form, amount: '12,5' }))).toContain('amount');
    expect(fieldsRefused(schema.safeParse({ ...form, kind: 'adjustment', amount: '-5', reason: '' }))).toContain('reason');
  });
});
