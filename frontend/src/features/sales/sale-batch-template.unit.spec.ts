import { BATCH_COLUMNS, refusedRows } from './sale-batch-template';

describe('the batch-input spreadsheet', () => {
  it('has the columns the server reads, ref first', () => {
    expect(BATCH_COLUMNS).toEqual(['ref', 'customer', 'warehouse', 'code', 'barcode', 'unit', 'quantity', 'price', 'discount', 'gift', 'memo']);
  });
  it('reads the refusal report row by row, the file-level ones as row 0', () => {
    expect(
      refusedRows([
        { path: 'row 3.code', message: 'no product has code NOPE-1' },
        { path: 'row 4.quantity', message: '"x" is not a quantity more than zero' },
        { path: 'file', message: 'not a readable .xlsx file' },
      ]),
    ).toEqual([
      { row: 3, field: 'code', message: 'no product has code NOPE-1' },
      { row: 4, field: 'quantity', message: '"x" is not a quantity more than zero' },
      { row: 0, field: 'file', message: 'not a readable .xlsx file' },
    ]);
    expect(refusedRows(undefined)).toEqual([]);
  });
});
