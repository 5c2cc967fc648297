import { decimalCell, exportFileName, toExcelCell } from './excel-cells';

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
