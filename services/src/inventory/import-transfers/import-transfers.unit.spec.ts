import type { TransferImportColumn } from '@tradedesk/contracts/inventory/stock-documents';
import type { StockFacts } from '../stock-lines.js';
import { decideImportTransfers, type ImportTransfers, refusedByStockRace, refusedReport, stockKey } from './import-transfers.decide.js';

const facts = (): StockFacts => ({
  products: new Map([
    ['p1', { id: 'p1', code: 'COLA-350', status: 'active', packings: { box: '24', bigBag: null, bag: null } }],
    ['p2', { id: 'p2', code: 'PAPAS-1', status: 'active', packings: { box: null, bigBag: null, bag: null } }],
    ['p3', { id: 'p3', code: 'VASO-02', status: 'disabled', packings: { box: null, bigBag: null, bag: null } }],
  ]),
  warehouses: new Map([
    ['w1', { id: 'w1', code: 'CENTRAL', status: 'active', zones: [] }],
    ['w2', { id: 'w2', code: 'MEIGGS', status: 'active', zones: [] }],
    ['w3', { id: 'w3', code: 'NORTE', status: 'active', zones: [] }],
    ['w4', { id: 'w4', code: 'OLD', status: 'disabled', zones: [] }],
  ]),
  averageCosts: new Map(),
});

type Cells = Partial<Record<TransferImportColumn, string>>;
/** Sheet rows from the second row on (row 1 is the header). */
const rows = (...cells: Cells[]) => cells.map((c, i) => ({ row: i + 2, cells: c }));
const row = (from: string, to: string, code: string, quantity: string, more: Cells = {}): Cells => ({ from, to, code, quantity, ...more });

const sheet = (over: Partial<ImportTransfers> = {}): ImportTransfers => {
  const f = facts();
  return {
    rows: [],
    fileErrors: [],
    warehouses: new Map([...f.warehouses.values()].map((w) => [w.code.toLowerCase(), { id: w.id, code: w.code, status: w.status }])),
    productCodes: new Map([...f.products.values()].map((p) => [p.code.toLowerCase(), p.id])),
    barcodes: new Map([
      ['7801000000011', { productId: 'p1', unit: 'box' }],
      ['7801000000028', { productId: 'p1', unit: 'unit' }],
      ['7802000000010', { productId: 'p2', unit: 'unit' }],
    ]),
    facts: f,
    allowNegative: true,
    onHand: new Map(),
    ...over,
  };
};

/** The refusals of a sheet, as [row, field, message]. */
const refusals = (over: Partial<ImportTransfers>) => {
  const { errors, transfers } = decideImportTransfers(sheet(over));
  expect(transfers).toEqual([]);
  return errors.map((e) => [e.row, e.field, e.message]);
};

describe('transfer import', () => {
  it('makes one transfer per pair of warehouses, in the order the pairs first appear, with its rows as lines in sheet order', () => {
    const { errors, transfers } = decideImportTransfers(
      sheet({
        rows: rows(
          row('CENTRAL', 'MEIGGS', '', '3', { barcode: '7801000000011', note: '' }),
          row('central', 'norte', 'PAPAS-1', '4', { unit: 'Unit' }),
          row('CENTRAL', 'MEIGGS', 'PAPAS-1', '2.5', { note: 'pedido 12' }),
          row('MEIGGS', 'CENTRAL', 'cola-350', '1', { unit: 'box', note: 'vuelta' }),
        ),
      }),
    );
    expect(errors).toEqual([]);
    expect(transfers).toEqual([
      {
        fromWarehouseId: 'w1', toWarehouseId: 'w2', fromWarehouseCode: 'CENTRAL', toWarehouseCode: 'MEIGGS', note: 'pedido 12', rows: [2, 4],
        // a packing's barcode selects its unit; no unit given is the base unit
        lines: [{ productId: 'p1', unit: 'box', quantity: '3' }, { productId: 'p2', unit: 'unit', quantity: '2.5' }],
      },
      { fromWarehouseId: 'w1', toWarehouseId: 'w3', fromWarehouseCode: 'CENTRAL', toWarehouseCode: 'NORTE', note: '', rows: [3], lines: [{ productId: 'p2', unit: 'unit', quantity: '4' }] },
      { fromWarehouseId: 'w2', toWarehouseId: 'w1', fromWarehouseCode: 'MEIGGS', toWarehouseCode: 'CENTRAL', note: 'vuelta', rows: [5], lines: [{ productId: 'p1', unit: 'box', quantity: '1' }] },
    ]);
  });

  it('refuses a row whose warehouses are missing, unknown, disabled or the same, naming the side', () => {
    expect(
      refusals({
        rows: rows(row('', 'MEIGGS', 'COLA-350', '1'), row('CENTRAL', '', 'COLA-350', '1'), row('SUR', 'MEIGGS', 'COLA-350', '1'), row('CENTRAL', 'old', 'COLA-350', '1'), row('Central', 'CENTRAL', 'COLA-350', '1')),
      }),
    ).toEqual([
      [2, 'from', 'the source warehouse code is missing'],
      [3, 'to', 'the destination warehouse code is missing'],
      [4, 'from', 'no warehouse with code SUR'],
      [5, 'to', 'warehouse OLD is disabled'],
      [6, 'to', 'the destination is the source warehouse CENTRAL: choose two different warehouses'],
    ]);
  });

  it('refuses a row whose product cannot be found by its code or barcode, or whose code and barcode disagree', () => {
    expect(
      refusals({
        rows: rows(
          row('CENTRAL', 'MEIGGS', '', '1'),
          row('CENTRAL', 'MEIGGS', 'NOPE', '1'),
          row('CENTRAL', 'MEIGGS', '', '1', { barcode: '0000' }),
          row('CENTRAL', 'MEIGGS', 'PAPAS-1', '1', { barcode: '7801000000011' }),
        ),
      }),
    ).toEqual([
      [2, 'code', 'give the product code or barcode'],
      [3, 'code', 'no product with code NOPE'],
      [4, 'barcode', 'no product with barcode 0000'],
      [5, 'barcode', 'barcode 7801000000011 is not a barcode of product PAPAS-1'],
    ]);
  });

  it('refuses an unknown unit, a unit other than its barcode says, a quantity that is not above zero and a long note', () => {
    expect(
      refusals({
        rows: rows(
          row('CENTRAL', 'MEIGGS', 'COLA-350', '1', { unit: 'pallet' }),
          row('CENTRAL', 'MEIGGS', '', '1', { barcode: '7801000000011', unit: 'unit' }),
          row('CENTRAL', 'MEIGGS', 'COLA-350', ''),
          row('CENTRAL', 'MEIGGS', 'COLA-350', '0'),
          row('CENTRAL', 'MEIGGS', 'COLA-350', '1,5'),
          row('CENTRAL', 'MEIGGS', 'COLA-350', '1', { note: 'x'.repeat(501) }),
        ),
      }),
    ).toEqual([
      [2, 'unit', 'unknown unit "pallet" (unit, box, bigBag, bag)'],
      [3, 'unit', 'barcode 7801000000011 is the box barcode, not unit'],
      [4, 'quantity', 'the quantity is missing'],
      [5, 'quantity', '"0" is not a quantity greater than zero (a number like 12 or 2.5)'],
      [6, 'quantity', '"1,5" is not a quantity greater than zero (a number like 12 or 2.5)'],
      [7, 'note', 'at most 500 characters'],
    ]);
  });

  it("applies the catalogue's rules: a disabled product, a unit the product has no packing size for", () => {
    expect(refusals({ rows: rows(row('CENTRAL', 'MEIGGS', 'VASO-02', '1'), row('CENTRAL', 'MEIGGS', 'PAPAS-1', '1', { unit: 'bag' })) })).toEqual([
      [2, 'code', 'VASO-02 is disabled.'],
      [3, 'unit', 'product PAPAS-1 has no bag packing size.'],
    ]);
  });

  it('names every problem of a row, and one bad row refuses the whole file', () => {
    const { errors, transfers } = decideImportTransfers(sheet({ rows: rows(row('CENTRAL', 'MEIGGS', 'COLA-350', '1'), row('SUR', 'MEIGGS', 'NOPE', '-1')) }));
    expect(transfers).toEqual([]);
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'from'],
      [3, 'code'],
      [3, 'quantity'],
    ]);
  });

  describe('when the company refuses negative stock', () => {
    const onHand = new Map([[stockKey('w1', 'p1'), '192'], [stockKey('w1', 'p2'), '50']]);

    it("compares the whole file's demand per source warehouse and product with the stock on hand, naming every row of it", () => {
      expect(
        refusals({
          allowNegative: false,
          onHand,
          rows: rows(row('CENTRAL', 'MEIGGS', '', '5', { barcode: '7801000000011' }), row('CENTRAL', 'NORTE', 'PAPAS-1', '1'), row('CENTRAL', 'NORTE', 'COLA-350', '4', { unit: 'box' }), row('MEIGGS', 'NORTE', 'PAPAS-1', '1')),
        }),
      ).toEqual([
        [2, 'quantity', 'not enough stock of COLA-350 in CENTRAL: 192 on hand, 216 requested by rows 2, 4'],
        [4, 'quantity', 'not enough stock of COLA-350 in CENTRAL: 192 on hand, 216 requested by rows 2, 4'],
        [5, 'quantity', 'not enough stock of PAPAS-1 in MEIGGS: 0 on hand, 1 requested'],
      ]);
    });

    it('imports a file whose demand the stock covers exactly', () => {
      const { errors, transfers } = decideImportTransfers(sheet({ allowNegative: false, onHand, rows: rows(row('CENTRAL', 'MEIGGS', 'COLA-350', '8', { unit: 'box' })) }));
      expect([errors, transfers.length]).toEqual([[], 1]);
    });

    it('does not compare stock when the company allows negative stock', () => {
      expect(decideImportTransfers(sheet({ onHand, rows: rows(row('CENTRAL', 'MEIGGS', 'COLA-350', '9', { unit: 'box' })) })).errors).toEqual([]);
    });
  });

  it('a file that cannot be read is refused with its own errors', () => {
    expect(refusals({ fileErrors: [{ row: 1, field: 'quantity', message: 'the header row has no quantity column' }] })).toEqual([[1, 'quantity', 'the header row has no quantity column']]);
  });

  it('the report of a refusal counts each refused row once, the header and the file not among them', () => {
    const report = refusedReport(5, [
      { row: 4, field: 'code', message: 'a' },
      { row: 1, field: 'x', message: 'b' },
      { row: 4, field: 'quantity', message: 'c' },
      { row: 3, field: 'to', message: 'd' },
    ]);
    expect(report).toMatchObject({ total: 5, imported: 0, refused: 2, transfers: [], duplicate: false });
    expect(report.errors.map((e) => e.row)).toEqual([1, 3, 4, 4]);
  });

  it('stock taken between the check and the append refuses the rows taking that product from that warehouse', () => {
    const { transfers } = decideImportTransfers(
      sheet({ rows: rows(row('CENTRAL', 'MEIGGS', 'COLA-350', '1', { unit: 'box' }), row('CENTRAL', 'NORTE', 'COLA-350', '2'), row('CENTRAL', 'MEIGGS', 'PAPAS-1', '1'), row('MEIGGS', 'NORTE', 'COLA-350', '1')) }),
    );
    expect(refusedByStockRace(transfers, facts(), { productId: 'p1', warehouseId: 'w1', available: '20', requested: '26' })).toEqual([
      { row: 2, field: 'quantity', message: 'not enough stock of COLA-350 in CENTRAL: 20 on hand, 26 requested' },
      { row: 3, field: 'quantity', message: 'not enough stock of COLA-350 in CENTRAL: 20 on hand, 26 requested' },
    ]);
  });
});
