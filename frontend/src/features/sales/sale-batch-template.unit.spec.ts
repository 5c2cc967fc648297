import { BATCH_COLUMNS } from './sale-batch-template';

describe('the batch-input spreadsheet', () => {
  it('has the columns the server reads, ref first', () => {
    expect(BATCH_COLUMNS).toEqual(['ref', 'customer', 'warehouse', 'code', 'barcode', 'unit', 'quantity', 'price', 'discount', 'gift', 'memo']);
  });
});
