import { byShelf, parseScan, pickProgress, planScan, type PickableLine, type ScanBarcode, type ScanShelf } from './picking.js';

const lines: PickableLine[] = [
  { lineId: 'l1', productId: 'cola', code: 'COLA', zoneId: 'z1', baseQuantity: '6', picked: '0' },
  { lineId: 'l2', productId: 'cola', code: 'COLA', zoneId: 'z2', baseQuantity: '48', picked: '0' },
  { lineId: 'l3', productId: 'agua', code: 'AGUA', zoneId: null, baseQuantity: '3', picked: '2' },
];
const barcodes: ScanBarcode[] = [
  { barcode: '111', productId: 'cola', unit: 'unit', baseQuantity: '1' },
  { barcode: '222', productId: 'cola', unit: 'box', baseQuantity: '24' },
  { barcode: '333', productId: 'agua', unit: 'unit', baseQuantity: '1' },
  { barcode: '444', productId: 'pan', unit: 'unit', baseQuantity: '1' },
];
const shelves: ScanShelf[] = [{ id: 'z9', code: 'B-02', barcode: 'SHELF-B02' }];

describe('picking by scanning', () => {
  it('reads "barcode" and "N*barcode"', () => {
    expect(parseScan(' 222 ')).toEqual({ barcode: '222', times: 1 });
    expect(parseScan('3*222')).toEqual({ barcode: '222', times: 3 });
    expect(parseScan('2x222')).toEqual({ barcode: '222', times: 2 });
    expect(parseScan('0*222')).toBeNull();
    expect(parseScan('  ')).toBeNull();
  });

  it('a unit barcode adds one base unit to the first line of the product, in shelf order', () => {
    expect(planScan('111', lines, barcodes, shelves)).toEqual({ kind: 'pick', lineId: 'l1', code: 'COLA', added: '1', picked: '1', zoneId: 'z1', complete: false });
  });

  it('a box barcode counts the box size and goes to the first line with room for the whole box', () => {
    expect(planScan('222', lines, barcodes, shelves)).toMatchObject({ kind: 'pick', lineId: 'l2', added: '24', picked: '24', complete: false });
    expect(planScan('2*222', lines, barcodes, shelves)).toMatchObject({ kind: 'pick', lineId: 'l2', added: '48', picked: '48', complete: true });
  });

  it('refuses a scan that would pick more than ordered, saying how much room is left', () => {
    expect(planScan('3*222', lines, barcodes, shelves)).toEqual({ kind: 'too-many', code: 'COLA', added: '72', room: '54' });
    expect(planScan('2*333', lines, barcodes, shelves)).toEqual({ kind: 'too-many', code: 'AGUA', added: '2', room: '1' });
  });

  it('tells an unknown barcode from a product that is not on the order', () => {
    expect(planScan('999', lines, barcodes, shelves)).toEqual({ kind: 'unknown', barcode: '999' });
    expect(planScan('444', lines, barcodes, shelves)).toEqual({ kind: 'not-on-order', barcode: '444' });
  });

  it('a shelf barcode selects the shelf, and the next picks are recorded on it', () => {
    expect(planScan('SHELF-B02', lines, barcodes, shelves)).toEqual({ kind: 'shelf', zoneId: 'z9', code: 'B-02' });
    expect(planScan('333', lines, barcodes, shelves, 'z9')).toMatchObject({ kind: 'pick', lineId: 'l3', picked: '3', zoneId: 'z9', complete: true });
  });

  it('sums the progress of the order in base units', () => {
    expect(pickProgress(lines)).toEqual({ picked: '2', ordered: '57', complete: false, started: true });
    expect(pickProgress(lines.map((l) => ({ ...l, picked: l.baseQuantity })))).toMatchObject({ complete: true });
  });
});

describe('shelf order', () => {
  it('sorts by shelf code, lines without a shelf last, then by product code', () => {
    const rows = [
      { zoneCode: null, code: 'AGUA' },
      { zoneCode: 'B-02', code: 'COLA' },
      { zoneCode: 'A-01', code: 'PAN' },
      { zoneCode: 'A-01', code: 'COLA' },
    ];
    expect([...rows].sort(byShelf).map((r) => `${r.zoneCode ?? '-'} ${r.code}`)).toEqual(['A-01 COLA', 'A-01 PAN', 'B-02 COLA', '- AGUA']);
  });
});
