import { facts } from '../testing/purchase-fixtures.js';
import { decideImportPurchaseOrders, type ImportPurchaseOrders } from './import-purchase-orders.decide.js';

const row = (n: number, cells: Record<string, string>) => ({ row: n, cells });
const sheet = (rows: ReturnType<typeof row>[], over: Partial<ImportPurchaseOrders> = {}): ImportPurchaseOrders => ({
  rows,
  fileErrors: [],
  commit: true,
  suppliers: new Map([
    ['yiwu', { id: 's1', code: 'YIWU', status: 'active', currency: 'USD' }],
    ['old', { id: 's2', code: 'OLD', status: 'disabled', currency: 'USD' }],
  ]),
  warehouses: new Map([['central', { id: 'w1', code: 'CENTRAL', status: 'active' }]]),
  productCodes: new Map([['cola', 'p1'], ['papas', 'p2'], ['old', 'p3']]),
  facts: facts({ supplier: null }),
  ...over,
});
const good = (n: number, over: Record<string, string> = {}) =>
  row(n, { ref: 'A', supplier: 'yiwu', warehouse: 'CENTRAL', currency: 'usd', rate: '950', code: 'COLA', unit: 'box', quantity: '10', price: '12.5', ...over });

describe('import purchase orders from a sheet', () => {
  it('makes one order per ref, lines in sheet order, header from the first row', () => {
    const d = decideImportPurchaseOrders(sheet([good(2, { expected: '2026-02-01' }), good(3, { ref: 'B', currency: 'CLP', rate: '' }), good(4, { code: 'papas', unit: 'unit', quantity: '5', price: '2' })]));
    expect(d.errors).toEqual([]);
    expect(d.orders.map((o) => [o.ref, o.rows, o.supplierId, o.warehouseId, o.currency, o.expectedDate, o.rate, o.lines])).toEqual([
      ['A', [2, 4], 's1', 'w1', 'USD', '2026-02-01', '950', [{ productId: 'p1', unit: 'box', quantity: '10', unitPrice: '12.5' }, { productId: 'p2', unit: 'unit', quantity: '5', unitPrice: '2' }]],
      ['B', [3], 's1', 'w1', 'CLP', null, undefined, [{ productId: 'p1', unit: 'box', quantity: '10', unitPrice: '12.5' }]],
    ]);
  });

  it('names every refused row and field; one refused row refuses the file', () => {
    const d = decideImportPurchaseOrders(
      sheet([
        good(2, { supplier: 'nobody' }),
        good(3, { ref: 'B', supplier: 'old', warehouse: 'x', currency: 'JPY', expected: '1/2/2026' }),
        good(4, { ref: 'C', code: 'old', unit: 'crate', quantity: '0', price: 'abc' }),
        good(5, { ref: 'D', code: 'papas', unit: 'box' }),
        good(6, { ref: 'E', rate: '', price: '' }),
        good(7, { ref: 'A', supplier: 'old' }),
        row(8, { supplier: 'yiwu' }),
      ]),
    );
    expect(d.orders).toEqual([]);
    expect(d.errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'supplier'],
      [3, 'supplier'],
      [3, 'warehouse'],
      [3, 'currency'],
      [3, 'expected'],
      [4, 'code'],
      [4, 'unit'],
      [4, 'quantity'],
      [4, 'price'],
      [5, 'unit'],
      [6, 'rate'],
      [6, 'price'],
      [7, 'supplier'],
      [8, 'ref'],
    ]);
  });

  it('drafts need no price nor rate', () => {
    const d = decideImportPurchaseOrders(sheet([good(2, { rate: '', price: '' })], { commit: false }));
    expect(d.errors).toEqual([]);
    expect(d.orders[0]!.lines).toEqual([{ productId: 'p1', unit: 'box', quantity: '10' }]);
  });

  it('a file that cannot be read is only its errors', () => {
    const d = decideImportPurchaseOrders(sheet([], { fileErrors: [{ row: 0, field: 'file', message: 'not a spreadsheet' }] }));
    expect(d).toEqual({ errors: [{ row: 0, field: 'file', message: 'not a spreadsheet' }], orders: [] });
  });
});
