import { tableOrderIsOpen } from './table-orders.js';

describe('table order occupancy', () => {
  it('a draft occupies its table; cancelled or fully paid frees it; committed and owing keeps it', () => {
    expect(tableOrderIsOpen({ status: 'draft', paid: '0', total: null })).toBe(true);
    expect(tableOrderIsOpen({ status: 'cancelled', paid: '0', total: null })).toBe(false);
    expect(tableOrderIsOpen({ status: 'committed', paid: '59.94', total: '59.94' })).toBe(false);
    expect(tableOrderIsOpen({ status: 'committed', paid: '20.00', total: '59.94' })).toBe(true);
  });
});
