import { emptyPriceTable } from '@tradedesk/contracts/catalog/products';
import { DEFAULT_SYNC_SETTINGS, type SupplierSyncSettings } from '@tradedesk/contracts/catalog/supplier-sync';
import ExcelJS from 'exceljs';
import { changePercent, compareRows, type MatchIndex, type ProductFacts, readPriceList } from './price-list.js';

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('lista');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const product = (id: string, over: Partial<ProductFacts> = {}): ProductFacts => {
  const prices = emptyPriceTable();
  prices.unit.purchase = '100';
  return { id, code: id.toUpperCase(), name: `Product ${id}`, version: 3, prices, packings: { box: { size: '12' }, bigBag: null, bag: null }, suppliers: {}, ...over };
};
const index = (products: ProductFacts[], byItemCode: [string, string][] = [], byBarcode: [string, string][] = []): MatchIndex => ({
  products: new Map(products.map((p) => [p.id, p])),
  byItemCode: new Map(byItemCode),
  byBarcode: new Map(byBarcode),
});
const settings = (over: Partial<SupplierSyncSettings> = {}): SupplierSyncSettings => ({ ...DEFAULT_SYNC_SETTINGS, ...over });
const row = (n: number, cells: Record<string, string>) => ({ row: n, cells });

describe('supplier price list: reading the sheet', () => {
  it('matches headers by name in any order and language, ignores columns it does not know', async () => {
    const sheet = await readPriceList(await xlsx([['Código proveedor', 'EAN', 'Stock', 'Precio', 'Box size'], ['A-1', '7801', 40, 12.5, 24], [null, null, null, null, null], ['A-2', '', 3, '8', null]]));
    expect(sheet.errors).toEqual([]);
    expect(sheet.rows).toEqual([
      { row: 2, cells: { itemCode: 'A-1', barcode: '7801', price: '12.5', boxSize: '24' } },
      { row: 4, cells: { itemCode: 'A-2', price: '8' } },
    ]);
  });

  it('reads the same list from a CSV (UTF-8 with BOM, semicolons, a quoted field holding the separator)', async () => {
    const csv = Buffer.from('\uFEFFCódigo proveedor;EAN;Precio;Box size;Nota\r\nA-1;7801;12.5;24;"caja; 24 u."\r\n;;;;\r\nA-2;;8;;\r\n');
    const sheet = await readPriceList(csv);
    expect(sheet.errors).toEqual([]);
    expect(sheet.rows).toEqual([
      { row: 2, cells: { itemCode: 'A-1', barcode: '7801', price: '12.5', boxSize: '24' } },
      { row: 4, cells: { itemCode: 'A-2', price: '8' } },
    ]);
  });

  it('a file that is neither .xlsx nor text, or a header without item code and barcode, is refused as a whole', async () => {
    expect((await readPriceList(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).errors[0]).toMatchObject({ row: 0, field: 'file' });
    expect((await readPriceList(Buffer.from('code;price\nA;1'))).errors[0]).toMatchObject({ row: 1, field: 'itemCode' });
    expect((await readPriceList(await xlsx([['name', 'price'], ['x', 1]]))).errors[0]).toMatchObject({ row: 1, field: 'itemCode' });
    expect((await readPriceList(await xlsx([['item code', 'name'], ['x', 'y']]))).errors[0]).toMatchObject({ row: 1, field: 'price' });
  });
});

describe('supplier price list: comparing with our products', () => {
  it('matches by a linked item code first, else by barcode; a row matching nothing is unknown', () => {
    const p1 = product('p1', { suppliers: { s1: 'A-1' } });
    const p2 = product('p2');
    const rows = compareRows('s1', [row(2, { itemCode: 'a-1', price: '100' }), row(3, { itemCode: 'B-7', barcode: '7802', price: '90' }), row(4, { itemCode: 'Z', barcode: '000' })], index([p1, p2], [['a-1', 'p1']], [['7802', 'p2']]), settings());
    expect(rows.map((r) => [r.status, r.match?.productId ?? null, r.match?.by ?? null])).toEqual([
      ['changed', 'p1', 'itemCode'],
      ['changed', 'p2', 'barcode'],
      ['unknown', null, null],
    ]);
    // row 2: the linked code differs in case only -> the link is rewritten to the sheet's spelling; the price is the same
    expect(rows[0].changes).toEqual({ link: { old: 'A-1', new: 'a-1' } });
    expect(rows[1].changes).toEqual({ link: { old: null, new: 'B-7' }, price: { unit: 'unit', old: '100', new: '90', percent: '-10' } });
    expect(rows[1].selected).toEqual({ link: true, price: true, packing: false });
  });

  it('without matchByBarcode a barcode finds nothing', () => {
    const rows = compareRows('s1', [row(2, { itemCode: 'B-7', barcode: '7802', price: '90' })], index([product('p2')], [], [['7802', 'p2']]), settings({ matchByBarcode: false }));
    expect(rows[0].status).toBe('unknown');
  });

  it('unchanged rows, packing changes (selected only when the settings say so), and a price for the box', () => {
    const p = product('p1', { suppliers: { s1: 'A-1' } });
    p.prices.box.purchase = '1200';
    const idx = index([p], [['a-1', 'p1']]);
    expect(compareRows('s1', [row(2, { itemCode: 'A-1', price: '100.00', boxSize: '12' })], idx, settings())[0].status).toBe('unchanged');
    const packed = compareRows('s1', [row(2, { itemCode: 'A-1', boxSize: '24', bagSize: '6' })], idx, settings())[0];
    expect(packed.changes.packings).toEqual({ box: { old: '12', new: '24' }, bag: { old: null, new: '6' } });
    expect(packed.selected.packing).toBe(false);
    expect(compareRows('s1', [row(2, { itemCode: 'A-1', boxSize: '24' })], idx, settings({ updatePackings: true }))[0].selected.packing).toBe(true);
    const boxPrice = compareRows('s1', [row(2, { itemCode: 'A-1', price: '1260' })], idx, settings({ priceUnit: 'box' }))[0];
    expect(boxPrice.changes.price).toEqual({ unit: 'box', old: '1200', new: '1260', percent: '5' });
    const noBag = compareRows('s1', [row(2, { itemCode: 'A-1', price: '10' })], idx, settings({ priceUnit: 'bag' }))[0];
    expect(noBag.changes.price).toBeUndefined();
    expect(noBag.errors[0].field).toBe('price');
  });

  it('small price changes are shown but not selected below minPriceChangePercent', () => {
    const idx = index([product('p1', { suppliers: { s1: 'A-1' } })], [['a-1', 'p1']]);
    const small = compareRows('s1', [row(2, { itemCode: 'A-1', price: '101' })], idx, settings({ minPriceChangePercent: '2' }))[0];
    expect(small.changes.price?.percent).toBe('1');
    expect(small.selected.price).toBe(false);
    expect(compareRows('s1', [row(2, { itemCode: 'A-1', price: '97' })], idx, settings({ minPriceChangePercent: '2' }))[0].selected.price).toBe(true);
    expect(compareRows('s1', [row(2, { itemCode: 'A-1', price: '150' })], idx, settings({ updatePurchasePrice: false }))[0].selected.price).toBe(false);
  });

  it('bad cells and duplicates are invalid rows naming the field; two rows for one product: the second is refused', () => {
    const idx = index([product('p1')], [], [['7801', 'p1'], ['7809', 'p1']]);
    const rows = compareRows(
      's1',
      [
        row(2, { name: 'no codes', price: '1' }),
        row(3, { itemCode: 'A', price: '12,50' }),
        row(4, { itemCode: 'B', boxSize: '0' }),
        row(5, { itemCode: 'C', barcode: '7801', price: '1' }),
        row(6, { itemCode: 'c', price: '1' }),
        row(7, { itemCode: 'D', barcode: '7809', price: '1' }),
        row(8, { itemCode: 'E', barcode: '78 01' }),
      ],
      idx,
      settings(),
    );
    expect(rows.map((r) => [r.row, r.status, r.errors[0]?.field ?? null])).toEqual([
      [2, 'invalid', 'itemCode'],
      [3, 'invalid', 'price'],
      [4, 'invalid', 'boxSize'],
      [5, 'changed', null],
      [6, 'invalid', 'itemCode'],
      [7, 'invalid', 'barcode'],
      [8, 'invalid', 'barcode'],
    ]);
    expect(rows[4].errors[0].message).toContain('row 5');
    expect(rows[5].errors[0].message).toContain('row 5');
  });

  it('percentages are exact decimals, one place', () => {
    expect(changePercent('3', '4')).toBe('33.3');
    expect(changePercent('100', '99.95')).toBe('-0.1');
    expect(changePercent('100', '100.01')).toBe('0');
    expect(changePercent(null, '4')).toBeNull();
    expect(changePercent('0', '4')).toBeNull();
  });
});
