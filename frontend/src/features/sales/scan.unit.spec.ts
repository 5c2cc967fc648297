import { parseScan, saleKeyAction, typedDecimal } from './scan';

describe('the scan box', () => {
  it('a scanned barcode or a typed code is one of it', () => {
    expect(parseScan(' 7802000000011 ')).toEqual({ scan: '7802000000011', quantity: '1' });
    expect(parseScan('COLA-350')).toEqual({ scan: 'COLA-350', quantity: '1' });
  });
  it('a quantity before * or x multiplies the scan, with a dot or a comma', () => {
    expect(parseScan('3*7802000000011')).toEqual({ scan: '7802000000011', quantity: '3' });
    expect(parseScan('12x COLA-350')).toEqual({ scan: 'COLA-350', quantity: '12' });
    expect(parseScan('1,5*AGUA')).toEqual({ scan: 'AGUA', quantity: '1.5' });
  });
  it('nothing, zero quantities and text with spaces are not scans', () => {
    expect(parseScan('   ')).toBeNull();
    expect(parseScan('0*COLA')).toBeNull();
    expect(parseScan('cola light')).toBeNull();
  });
});

describe('function keys', () => {
  it('F4 hangs, F6 recalls, F8 pays, F9 commits; with a modifier they are the browser’s', () => {
    expect(saleKeyAction({ key: 'F4' })).toBe('hang');
    expect(saleKeyAction({ key: 'F6' })).toBe('recall');
    expect(saleKeyAction({ key: 'F8' })).toBe('pay');
    expect(saleKeyAction({ key: 'F9' })).toBe('commit');
    expect(saleKeyAction({ key: 'F4', altKey: true })).toBeNull();
    expect(saleKeyAction({ key: 'a' })).toBeNull();
  });
});

describe('typed decimals', () => {
  it('take a dot or a comma and refuse grouping and signs', () => {
    expect(typedDecimal('2,5')).toBe('2.5');
    expect(typedDecimal('1990')).toBe('1990');
    expect(typedDecimal('1.234,5')).toBeNull();
    expect(typedDecimal('-1')).toBeNull();
  });
});
