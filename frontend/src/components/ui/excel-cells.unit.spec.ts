import { decimalCell, exportFileName, exportSheet, sheetName, toExcelCell } from './excel-cells';

describe('Excel export cells', () => {
  it('turns decimal strings into numbers that keep their decimals', () => {
    expect(decimalCell('1234.50')).toEqual({ value: 1234.5, numFmt: '#,##0.00' });
    expect(decimalCell('-7')).toEqual({ value: -7, numFmt: '#,##0' });
  });

  it('keeps decimals a double cannot hold exactly as text', () => {
    expect(decimalCell('12345678901234567.89')).toEqual({ value: '12345678901234567.89' });
    expect(decimalCell('12,5')).toEqual({ value: '12,5' });
  });

  it('writes dates as dates, ten-digit timestamps as seconds, and empty values as blanks', () => {
    const cell = toExcelCell(1_700_000_000, 'datetime');
    expect(cell.value).toEqual(new Date(1_700_000_000_000));
    expect(toExcelCell('2024-05-01T10:00:00Z', 'date').numFmt).toBe('yyyy-mm-dd');
    expect(toExcelCell('', 'decimal')).toEqual({ value: null });
    expect(toExcelCell(null)).toEqual({ value: null });
  });

  it('writes booleans with the translated words and lists joined', () => {
    expect(toExcelCell(true, 'boolean', (v) => (v ? 'Sí' : 'No'))).toEqual({ value: 'Sí' });
    expect(toExcelCell(['Admin', 'Clerk'])).toEqual({ value: 'Admin, Clerk' });
  });

  it('names the file after the page and the day', () => {
    expect(exportFileName('Employees: list/all', new Date(2024, 4, 1))).toBe('Employees list all 2024-05-01.xlsx');
  });
});

describe('the export sheet of a list', () => {
  interface Row {
    code: string;
    price: string;
    active: boolean;
    warehouseId: string;
    warehouseName: string;
  }
  const columns = [
    { id: 'code', header: 'Code', value: (r: Row) => r.code, width: 70 },
    { id: 'price', header: 'Price', value: (r: Row) => r.price, kind: 'decimal' as const, width: 1400 },
    { id: 'active', header: 'Active', value: (r: Row) => r.active, kind: 'boolean' as const },
    { id: 'warehouse', header: 'Warehouse', value: (r: Row) => r.warehouseId, exportValue: (r: Row) => r.warehouseName },
  ];
  const rows: Row[] = [
    { code: '1001', price: '1234.50', active: true, warehouseId: 'w-1', warehouseName: 'Central' },
    { code: '1002', price: '', active: false, warehouseId: 'w-2', warehouseName: 'Tienda' },
  ];

  it('has the shown columns in their order, with widths the sheet can hold', () => {
    expect(exportSheet(columns, rows).columns).toEqual([
      { header: 'Code', key: 'code', width: 10 },
      { header: 'Price', key: 'price', width: 60 },
      { header: 'Active', key: 'active', width: 20 },
      { header: 'Warehouse', key: 'warehouse', width: 20 },
    ]);
  });

  it('writes one row of cells per row: exact decimals, translated yes/no, the export value over the shown one', () => {
    const yesNo = (v: boolean) => (v ? 'Sí' : 'No');
    expect(exportSheet(columns, rows, yesNo).rows).toEqual([
      [{ value: '1001' }, { value: 1234.5, numFmt: '#,##0.00' }, { value: 'Sí' }, { value: 'Central' }],
      [{ value: '1002' }, { value: null }, { value: 'No' }, { value: 'Tienda' }],
    ]);
  });

  it('names the sheet within what Excel accepts', () => {
    expect(sheetName('Stock: central/shop [all]')).toBe('Stock  central shop  all ');
    expect(sheetName('A very long title of a list that Excel refuses')).toHaveLength(31);
    expect(sheetName('')).toBe('Sheet1');
  });
});
