import type { ImportColumn } from '@tradedesk/contracts/catalog/product-import';
import { testContext } from '../../../platform/cqrs/decider-spec.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { catalogueChangedMeanwhile, decideImportProducts, type ImportProducts, importReport, takenMeanwhile } from './import-products.decide.js';

type Cells = Partial<Record<ImportColumn, string>>;
/** Sheet rows from the second row on (row 1 is the header). */
const rows = (...cells: Cells[]) => cells.map((c, i) => ({ row: i + 2, cells: c }));

const sheet = (over: Partial<ImportProducts> = {}): ImportProducts => ({
  mode: 'all-or-nothing',
  createCategories: false,
  rows: [],
  fileErrors: [],
  takenCodes: new Set(['exist-1']),
  takenBarcodes: new Set(['7800000000001']),
  categories: [
    { id: 'c-beb', name: 'Bebidas', parentId: null, disabled: false },
    { id: 'c-aba', name: 'Abarrotes', parentId: null, disabled: false },
    { id: 'c-old', name: 'Antiguos', parentId: null, disabled: true },
  ],
  ...over,
});

const decide = (over: Partial<ImportProducts>) => decideImportProducts(sheet(over), testContext());
/** The refusals of one row, as [field, message]. */
const refusalsOf = async (cells: Cells) => (await decide({ rows: rows(cells) })).errors.map((e) => [e.field, e.message]);

describe('product import', () => {
  it('creates one product per row with its packings, prices, cost and category as CreateProduct takes them', async () => {
    const out = await decide({
      rows: rows(
        { code: 'ARROZ-1', name: 'Arroz grado 1 kg', category: 'bebidas', unit: 'kg', barcode: '7802000000010', boxSize: '10', boxBarcode: '17802000000017', retailPrice: '1290.50', cost: '650.0', shelfLifeDays: '365' },
        { code: 'SAL-1', name: 'Sal fina' },
      ),
    });
    expect([out.total, out.errors, out.categories]).toEqual([2, [], []]);
    expect(out.products.map((p) => [p.row, p.productId, p.events.map((e) => e.type)])).toEqual([
      [2, 'id-1', ['ProductCreated']],
      [3, 'id-2', ['ProductCreated']],
    ]);
    expect(out.products[0]!.events[0]!.data).toMatchObject({
      productId: 'id-1', code: 'ARROZ-1', name: 'Arroz grado 1 kg', categoryId: 'c-beb', unitLabel: 'kg', barcode: '7802000000010', cost: '650', shelfLifeDays: 365,
      packings: { box: { size: '10', barcode: '17802000000017', enabled: true } },
    });
    expect((out.products[0]!.events[0]!.data as any).prices.unit.retail).toBe('1290.5');
    expect(out.products[1]!.events[0]!.data).toMatchObject({ categoryId: null, cost: '0', shelfLifeDays: null, barcode: '' });
  });

  it('refuses cells the product form refuses, each by its column', async () => {
    expect(await refusalsOf({ name: 'Sin código' })).toEqual([['code', 'required']]);
    expect(await refusalsOf({ code: 'A-1' })).toEqual([['name', 'required']]);
    expect(await refusalsOf({ code: 'has space', name: 'x'.repeat(201), unit: 'u'.repeat(21) })).toEqual([
      ['code', 'letters, digits and . _ - / # only, no spaces'],
      ['name', 'at most 200 characters'],
      ['unit', 'at most 20 characters'],
    ]);
    expect(await refusalsOf({ code: 'A-1', name: 'x', boxSize: '0', bagBarcode: '123', retailPrice: 'caro', cost: '-1', shelfLifeDays: '1.5', barcode: 'con espacio' })).toEqual([
      ['boxSize', '"0" is not a number of base units greater than 0'],
      ['bagBarcode', 'a bag barcode needs a bag size'],
      ['retailPrice', '"caro" is not a non-negative decimal number'],
      ['cost', '"-1" is not a non-negative decimal number'],
      ['shelfLifeDays', '"1.5" is not a whole number of days'],
      ['barcode', 'a barcode is printable ASCII without spaces, at most 64 characters'],
    ]);
    expect(await refusalsOf({ code: 'A-1', name: 'x', barcode: '111', boxSize: '6', boxBarcode: '111' })).toEqual([['barcode', 'the same barcode is given to two units of this row']]);
  });

  it('refuses codes and barcodes taken in the catalogue, and those of an earlier row of the file', async () => {
    const out = await decide({
      mode: 'valid-rows',
      rows: rows(
        { code: 'EXIST-1', name: 'a' },
        { code: 'N-1', name: 'b', barcode: '7800000000001' },
        { code: 'N-2', name: 'c', barcode: '555' },
        { code: 'n-2', name: 'd' },
        { code: 'N-3', name: 'e', boxSize: '12', boxBarcode: '555' },
      ),
    });
    expect(out.errors).toEqual([
      { row: 2, field: 'code', message: 'code EXIST-1 is already in the catalogue' },
      { row: 3, field: 'barcode', message: 'barcode 7800000000001 is already in the catalogue' },
      { row: 5, field: 'code', message: 'code n-2 is also on row 4' },
      { row: 6, field: 'barcode', message: 'barcode 555 is also on row 4' },
    ]);
    expect(out.products.map((p) => p.row)).toEqual([4]);
  });

  it('refuses a category it does not know (a disabled one included) unless asked to create it', async () => {
    const file = rows({ code: 'A-1', name: 'a', category: 'Antiguos' }, { code: 'A-2', name: 'b', category: 'Abarrotes / Infusiones' });
    const refused = await decide({ rows: file, mode: 'valid-rows' });
    expect(refused.errors).toEqual([
      { row: 2, field: 'category', message: 'unknown category "Antiguos" (import with createCategories=true to create it)' },
      { row: 3, field: 'category', message: 'unknown category "Abarrotes / Infusiones" (import with createCategories=true to create it)' },
    ]);
    expect(refused.products).toEqual([]);
  });

  it('creates the missing categories of a path under the existing ones, once, and only those an imported product uses', async () => {
    const out = await decide({
      createCategories: true,
      mode: 'valid-rows',
      rows: rows(
        { code: 'TE-1', name: 'Té verde', category: 'Abarrotes / Infusiones / Té' },
        { code: 'TE-2', name: 'Té negro', category: 'abarrotes/infusiones/té' },
        { code: 'X-1', name: 'x', category: 'Nuevos / Solo' },
        { code: 'X-2', name: 'y', category: 'Nuevos' },
      ),
    });
    expect(out.errors).toEqual([]);
    expect(out.categories.map((c) => [c.path, c.events])).toEqual([
      ['Abarrotes / Infusiones', [{ type: 'CategoryCreated', data: { categoryId: 'id-5', name: 'Infusiones', parentId: 'c-aba' } }]],
      ['Abarrotes / Infusiones / Té', [{ type: 'CategoryCreated', data: { categoryId: 'id-6', name: 'Té', parentId: 'id-5' } }]],
      ['Nuevos', [{ type: 'CategoryCreated', data: { categoryId: 'id-7', name: 'Nuevos', parentId: null } }]],
      ['Nuevos / Solo', [{ type: 'CategoryCreated', data: { categoryId: 'id-8', name: 'Solo', parentId: 'id-7' } }]],
    ]);
    expect(out.products.map((p) => (p.events[0]!.data as any).categoryId)).toEqual(['id-6', 'id-6', 'id-8', 'id-7']);

    const refusedRow = await decide({ createCategories: true, mode: 'valid-rows', rows: rows({ code: 'A-1', name: 'a', category: 'Solo suyo' }, { code: 'exist-1', name: 'b', category: 'De nadie' }) });
    expect(refusedRow.categories.map((c) => c.path)).toEqual(['Solo suyo']);
    const tooLong = await decide({ createCategories: true, rows: rows({ code: 'A-1', name: 'a', category: 'n'.repeat(101) }) });
    expect(tooLong.errors.map((e) => e.field)).toEqual(['category']);
  });

  it("'all-or-nothing' creates nothing when one row is refused; 'valid-rows' creates the others", async () => {
    const file = rows({ code: 'A-1', name: 'a', category: 'Nueva' }, { code: 'A-2', name: '' }, { code: 'A-3', name: 'c' });
    const all = await decide({ rows: file, createCategories: true });
    expect([all.total, all.products, all.categories, all.errors.map((e) => [e.row, e.field])]).toEqual([3, [], [], [[3, 'name']]]);
    const valid = await decide({ rows: file, createCategories: true, mode: 'valid-rows' });
    expect([valid.total, valid.products.map((p) => p.row), valid.categories.map((c) => c.path), valid.errors.map((e) => [e.row, e.field])]).toEqual([3, [2, 4], ['Nueva'], [[3, 'name']]]);
  });

  it('a file that cannot be read, or has no product rows, is refused as a whole', async () => {
    const header = { row: 1, field: 'colour', message: 'unknown column "colour"' };
    expect(await decide({ fileErrors: [header] })).toEqual({ total: 0, errors: [header], products: [], categories: [] });
    expect(await decide({ rows: [] })).toEqual({ total: 0, errors: [{ row: 0, field: 'file', message: 'the sheet has no product rows' }], products: [], categories: [] });
  });

  it('paces itself on every row of each pass so a large sheet does not hold the API', async () => {
    let paced = 0;
    await decideImportProducts(sheet({ rows: rows({ code: 'A-1', name: 'a' }, { code: 'A-2', name: 'b' }, { code: 'A-3', name: 'c' }) }), testContext(), () => void paced++);
    expect(paced).toBe(12);
  });

  it('the report counts each refused row once, the header and the file not among them, rows in order', () => {
    const clash = new DomainError('barcode_taken', 'barcode: another product has this barcode.', 409, { field: 'barcode' });
    const report = importReport('valid-rows', 5, 2, [takenMeanwhile(6, clash), { row: 1, field: 'x', message: 'b' }, { row: 4, field: 'name', message: 'required' }, { row: 4, field: 'unit', message: 'u' }], ['Nueva'], 12);
    expect(report).toEqual({
      mode: 'valid-rows', total: 5, imported: 2, refused: 2, createdCategories: ['Nueva'], durationMs: 12,
      errors: [
        { row: 1, field: 'x', message: 'b' },
        { row: 4, field: 'name', message: 'required' },
        { row: 4, field: 'unit', message: 'u' },
        { row: 6, field: 'barcode', message: 'barcode: another product has this barcode.' },
      ],
    });
    expect(catalogueChangedMeanwhile('code: another product has this code.')).toEqual({ row: 0, field: 'file', message: 'the catalogue changed during the import (code: another product has this code.); nothing was imported' });
  });
});
