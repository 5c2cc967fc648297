import { spec, testContext } from '../../platform/cqrs/decider-spec.js';
import type { SheetRow } from '../../platform/excel/sheet.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import type { OrderColumn } from '../sale-sheet.js';
import { facts, line } from '../testing/sale-order-fixtures.js';
import { namesOf, ordersOfSheet } from './order-sheet.js';

const order = (over: { commit?: boolean; lines?: ReturnType<typeof line>[] } = {}) => ({
  type: 'ImportSaleOrder' as const, orderId: 'o1', number: 'SO-20260115-0001', importId: 'imp1', warehouseId: 'w1', customerId: 'c1',
  lines: over.lines ?? [line({ productId: 'p1', unit: 'box' }), line({ barcode: '780000000001', quantity: '3', price: '390' })], commit: over.commit ?? false, facts: facts(),
});

describe('import sale orders', () => {
  it('an imported order is a sale draft that names its import', () =>
    spec(saleOrderDecider)
      .given([])
      .when(order())
      .then(([e]) => {
        expect(e).toMatchObject({ type: 'SaleOrderCreated', data: { kind: 'sale', source: 'import', importId: 'imp1', header: { warehouseId: 'w1', customer: { id: 'c1' } } } });
        expect((e as any).data.lines.map((l: any) => [l.productId, l.unit, l.baseQuantity, l.price])).toEqual([['p1', 'box', '24', '21600'], ['p1', 'unit', '3', '390']]);
      }));

  it('an import that commits commits every order with it: stock leaves at once', () =>
    spec(saleOrderDecider).given([]).when(order({ commit: true })).then((events) => expect(events.map((e) => e.type)).toEqual(['SaleOrderCreated', 'SaleOrderCommitted', 'StockMoved'])));

  it("a refused line names its line, so the report can name the sheet's row", () => {
    let err: any;
    try {
      saleOrderDecider.decide(order({ lines: [line({ productId: 'p1' }), line({ productId: 'p3' })] }), saleOrderDecider.initialState(), testContext());
    } catch (e) {
      err = e;
    }
    expect(err).toMatchObject({ code: 'product_disabled', params: { line: 2 } });
  });
});

describe('the order sheet', () => {
  const row = (n: number, cells: Partial<Record<OrderColumn, string>>): SheetRow<OrderColumn> => ({ row: n, cells });
  const known = { customerIds: new Map([['c001', 'c1']]), warehouseIds: new Map([['central', 'w1'], ['tienda', 'w2']]), productCodes: new Map([['cola-350', 'p1']]) };

  it('rows with the same ref form one order, its warehouse and customer from its rows', () => {
    const rows = [row(2, { ref: 'A', warehouse: 'CENTRAL', customer: 'C001', code: 'COLA-350', unit: 'box', quantity: '1' }), row(3, { ref: 'A', barcode: '7802', quantity: '3', price: '390' }), row(4, { ref: 'B', warehouse: 'TIENDA', code: 'cola-350' })];
    expect(namesOf(rows)).toEqual({ codes: ['COLA-350', 'cola-350'], barcodes: ['7802'], customerCodes: ['c001'], warehouseCodes: ['central', 'tienda'] });
    const { orders, errors } = ordersOfSheet(rows, known);
    expect(errors).toEqual([]);
    expect(orders.map((o) => [o.ref, o.warehouseId, o.customerId, o.lines.length])).toEqual([['A', 'w1', 'c1', 2], ['B', 'w2', null, 1]]);
    expect(orders[0].lines[1]).toEqual({ barcode: '7802', quantity: '3', price: '390', gift: false, memo: '' });
  });

  it('every refused row is reported: an unknown code, a bad quantity, a missing ref or warehouse, a second warehouse', () => {
    const rows = [
      row(2, { ref: 'A', warehouse: 'CENTRAL', code: 'COLA-350', unit: 'box', quantity: '1' }),
      row(3, { ref: 'A', code: 'NOPE-1', quantity: '2' }),
      row(4, { ref: 'B', warehouse: 'TIENDA', barcode: '7802', quantity: 'x' }),
      row(5, { code: 'COLA-350' }),
      row(6, { ref: 'C', code: 'COLA-350' }),
      row(7, { ref: 'A', warehouse: 'TIENDA', code: 'COLA-350' }),
    ];
    expect(ordersOfSheet(rows, known).errors).toEqual([
      { row: 3, field: 'code', message: 'no product has code NOPE-1' },
      { row: 4, field: 'quantity', message: '"x" is not a quantity more than zero' },
      { row: 5, field: 'ref', message: 'give the order reference (rows with the same ref form one order)' },
      { row: 6, field: 'warehouse', message: 'give the warehouse code on the first row of the order' },
      { row: 7, field: 'warehouse', message: 'order A already has another warehouse' },
    ]);
  });
});
