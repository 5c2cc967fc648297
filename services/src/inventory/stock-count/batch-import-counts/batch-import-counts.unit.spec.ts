import { testContext } from '../../../platform/cqrs/decider-spec.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { ApiException } from '../../../platform/http/errors.js';
import type { StockFacts } from '../../stock-lines.js';
import { type BatchSheetRow, batchWarehouses, type DecideCountBatch, decideCountBatch } from './batch-import-counts.decide.js';

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

/** The warehouses the sheet names, by lower-case code. */
const warehouses = new Map([
  ['central', { id: 'w1', code: 'CENTRAL', status: 'active' }],
  ['meiggs', { id: 'w2', code: 'MEIGGS', status: 'active' }],
  ['old', { id: 'w3', code: 'OLD', status: 'disabled' }],
]);

const row = (n: number, warehouse: string | undefined, productId: string, unit: 'unit' | 'box' | 'bag', quantity: string): BatchSheetRow => ({ row: n, warehouse, line: { productId, unit, quantity } });
/** A row whose product, unit or quantity did not resolve (its refusal is among rowErrors). */
const unresolved = (n: number, warehouse: string | undefined): BatchSheetRow => ({ row: n, warehouse, line: null });

const batch = (over: Partial<DecideCountBatch> = {}): DecideCountBatch => ({
  note: 'inventario anual',
  expect: 'listed',
  rows: [row(2, 'Meiggs', 'p1', 'box', '2'), row(3, 'CENTRAL', 'p2', 'unit', '7'), row(4, 'meiggs', 'p2', 'box', '1'), row(5, 'central', 'p1', 'bag', '0')],
  warehouses,
  rowErrors: [],
  counts: [
    { warehouseId: 'w1', countId: 'c1', number: 'CK-20260115-0003', book: new Map([['p1', '30'], ['p2', '5']]) },
    { warehouseId: 'w2', countId: 'c2', number: 'CK-20260115-0004', book: new Map([['p1', '48']]) },
  ],
  facts: facts(),
  ...over,
});

/** The refusal of a batch: its message and each bad row and field with its message. */
const refusal = async (cmd: DecideCountBatch) => {
  const err = await decideCountBatch(cmd, testContext()).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiException);
  expect(err).toMatchObject({ httpStatus: 400, reason: 'import_refused' });
  return { message: (err as ApiException).message, details: (err as ApiException).details!.map((d) => [d.path, d.message]) };
};

describe('batch count import', () => {
  it('plans a count order for each warehouse its counted rows name, in the order the sheet first names them', () => {
    expect(batchWarehouses(batch().rows, warehouses)).toEqual(['w2', 'w1']);
    expect(batchWarehouses([unresolved(2, 'CENTRAL'), row(3, 'nope', 'p1', 'unit', '1'), row(4, undefined, 'p1', 'unit', '1'), row(5, 'old', 'p1', 'unit', '1')], warehouses)).toEqual(['w3']);
  });

  it('opens one count order per warehouse with its rows recorded as counted lines, in sheet order', async () => {
    const out = await decideCountBatch(batch(), testContext());
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

  it("'stock': each order expects every product with stock in its warehouse, so what the sheet left out is uncounted", async () => {
    const out = await decideCountBatch(batch({ rows: [row(2, 'central', 'p2', 'unit', '7')], counts: [batch().counts[0]!], expect: 'stock' }), testContext());
    expect((out[0]!.events[0]!.data as any).expected).toEqual([{ productId: 'p1', bookQuantity: '30' }, { productId: 'p2', bookQuantity: '5' }]);
  });

  it('refuses a row without a warehouse code, with one nobody has, or of a disabled warehouse, each by its row', async () => {
    const out = await refusal(batch({ rows: [...batch().rows, row(6, undefined, 'p1', 'unit', '1'), row(7, 'NOPE', 'p1', 'unit', '1'), row(8, 'old', 'p1', 'unit', '1')] }));
    expect(out).toEqual({
      message: 'Nothing imported: 3 of 7 rows refused.',
      details: [
        ['row 6.warehouse', 'give the warehouse code'],
        ['row 7.warehouse', 'no warehouse with code NOPE'],
        ['row 8.warehouse', 'warehouse OLD is disabled'],
      ],
    });
  });

  it("refuses a row of a disabled product or of a unit the product has no packing for, naming the row's field", async () => {
    const out = await refusal(batch({ rows: [...batch().rows, row(6, 'central', 'p3', 'unit', '1'), row(7, 'central', 'p2', 'bag', '1')] }));
    expect(out.details.map(([path]) => path)).toEqual(['row 6.code', 'row 7.unit']);
    expect(out.details[0]![1]).toMatch(/VASO-02/);
    expect(out.details[1]![1]).toMatch(/bag/);
  });

  it('a sheet with rows refused on reading imports nothing: the report names those and the rows refused here, by row', async () => {
    const out = await refusal(
      batch({
        rows: [...batch().rows, unresolved(6, 'central'), unresolved(7, 'nope')],
        rowErrors: [{ row: 7, field: 'code', message: 'no product with code X' }, { row: 6, field: 'quantity', message: 'the quantity is missing' }],
      }),
    );
    expect(out).toEqual({
      message: 'Nothing imported: 2 of 6 rows refused.',
      details: [
        ['row 6.quantity', 'the quantity is missing'],
        ['row 7.code', 'no product with code X'],
        ['row 7.warehouse', 'no warehouse with code nope'],
      ],
    });
  });

  it('a sheet without rows opens nothing', async () => {
    const err = await decideCountBatch(batch({ rows: [] }), testContext()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).code).toBe('batch_empty');
  });

  it('paces itself on every row so a large sheet does not hold the API', async () => {
    let paced = 0;
    await decideCountBatch(batch(), testContext(), () => void paced++);
    expect(paced).toBe(4);
  });
});
