import { testContext } from '../../../platform/cqrs/decider-spec.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { ApiException } from '../../../platform/http/errors.js';
import type { StockFacts } from '../../stock-lines.js';
import { type BatchCountRow, batchWarehouses, type DecideCountBatch, decideCountBatch } from './batch-import-counts.decide.js';

const facts = (): StockFacts => ({
  products: new Map([
    ['p1', { id: 'p1', code: 'COLA-350', status: 'active', packings: { box: '24', bigBag: null, bag: '6' } }],
    ['p2', { id: 'p2', code: 'AGUA-500', status: 'active', packings: { box: '12', bigBag: null, bag: null } }],
    ['p3', { id: 'p3', code: 'VASO-02', status: 'disabled', packings: { box: null, bigBag: null, bag: null } }],
  ]),
  warehouses: new Map([
    ['w1', { id: 'w1', code: 'CENTRAL', status: 'active', zones: [] }],
    ['w2', { id: 'w2', code: 'MEIGGS', status: 'active', zones: [] }],
    ['w3', { id: 'w3', code: 'OLD', status: 'disabled', zones: [] }],
  ]),
  averageCosts: new Map(),
});

const row = (n: number, warehouseId: string, productId: string, unit: 'unit' | 'box' | 'bag', quantity: string): BatchCountRow => ({ row: n, warehouseId, line: { productId, unit, quantity } });

const batch = (over: Partial<DecideCountBatch> = {}): DecideCountBatch => ({
  note: 'inventario anual',
  expect: 'listed',
  rows: [row(2, 'w2', 'p1', 'box', '2'), row(3, 'w1', 'p2', 'unit', '7'), row(4, 'w2', 'p2', 'box', '1'), row(5, 'w1', 'p1', 'bag', '0')],
  rowErrors: [],
  total: 4,
  counts: [
    { warehouseId: 'w1', countId: 'c1', number: 'CK-20260115-0003', book: new Map([['p1', '30'], ['p2', '5']]) },
    { warehouseId: 'w2', countId: 'c2', number: 'CK-20260115-0004', book: new Map([['p1', '48']]) },
  ],
  facts: facts(),
  ...over,
});

const fails = (cmd: DecideCountBatch, code: string) => {
  let err: unknown;
  try {
    decideCountBatch(cmd, testContext());
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(DomainError);
  expect((err as DomainError).code).toBe(code);
};

describe('batch count import', () => {
  it('names the warehouses in the order the sheet first mentions them', () => {
    expect(batchWarehouses(batch().rows)).toEqual(['w2', 'w1']);
  });

  it('opens one count order per warehouse with its rows recorded as counted lines, in sheet order', () => {
    const out = decideCountBatch(batch(), testContext());
    expect(out.map((o) => [o.warehouseId, o.countId, o.number, o.lines, o.events.map((e) => e.type)])).toEqual([
      ['w2', 'c2', 'CK-20260115-0004', 2, ['StockCountOpened', 'StockCountLinesRecorded']],
      ['w1', 'c1', 'CK-20260115-0003', 2, ['StockCountOpened', 'StockCountLinesRecorded']],
    ]);
    const [w2, w1] = out;
    // 'listed': each order expects the products of its rows, with the book quantity now (0 when none)
    expect(w2!.events[0]!.data).toEqual({ countId: 'c2', number: 'CK-20260115-0004', warehouseId: 'w2', zoneId: null, note: 'inventario anual', expected: [{ productId: 'p1', bookQuantity: '48' }, { productId: 'p2', bookQuantity: '0' }] });
    expect((w2!.events[1]!.data as any).lines.map((l: any) => [l.line, l.productId, l.unit, l.unitQuantity, l.quantity])).toEqual([
      [1, 'p1', 'box', '2', '48'],
      [2, 'p2', 'box', '1', '12'],
    ]);
    // a counted zero is kept: nothing was found
    expect((w1!.events[1]!.data as any).lines.map((l: any) => [l.productId, l.quantity])).toEqual([['p2', '7'], ['p1', '0']]);
  });

  it("'stock': each order expects every product with stock in its warehouse, so what the sheet left out is uncounted", () => {
    const out = decideCountBatch(batch({ rows: [row(2, 'w1', 'p2', 'unit', '7')], counts: [batch().counts[0]!], expect: 'stock' }), testContext());
    expect((out[0]!.events[0]!.data as any).expected).toEqual([{ productId: 'p1', bookQuantity: '30' }, { productId: 'p2', bookQuantity: '5' }]);
  });

  it('refuses the whole batch when one order would be refused: disabled warehouse or product, a unit without packing, no rows', () => {
    fails(batch({ rows: [...batch().rows, row(6, 'w3', 'p1', 'unit', '1')], counts: [...batch().counts, { warehouseId: 'w3', countId: 'c3', number: 'CK-20260115-0005', book: new Map() }] }), 'warehouse_disabled');
    fails(batch({ rows: [...batch().rows, row(6, 'w1', 'p3', 'unit', '1')] }), 'product_disabled');
    fails(batch({ rows: [...batch().rows, row(6, 'w1', 'p2', 'bag', '1')] }), 'unit_without_packing');
    fails(batch({ rows: [] }), 'batch_empty');
  });

  it('a sheet with refused rows imports nothing: the report names each bad row and field', () => {
    let refusal: unknown;
    try {
      decideCountBatch(batch({ total: 6, rowErrors: [{ row: 7, field: 'warehouse', message: 'no warehouse with code NOPE' }, { row: 6, field: 'quantity', message: 'the quantity is missing' }] }), testContext());
    } catch (e) {
      refusal = e;
    }
    expect(refusal).toBeInstanceOf(ApiException);
    expect(refusal).toMatchObject({ httpStatus: 400, reason: 'import_refused', message: 'Nothing imported: 2 of 6 rows refused.' });
    expect((refusal as ApiException).details!.map((d) => d.path)).toEqual(['row 6.quantity', 'row 7.warehouse']);
  });
});
