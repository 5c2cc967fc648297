import { addLine, lineAmount, linesBody, linesTotal, openInUnit, orderUnits, receiptLines, type SplitRowDraft, splitReceipts, splitTaken } from './purchase-lines';
import { purchaseDraftForm } from './purchase-form';

const product = { id: 'p1', code: 'A1', name: 'Cups', packings: { box: { size: '24', enabled: true }, bigBag: { size: '100', enabled: false }, bag: null } };

describe('purchase order lines', () => {
  it('offers the base unit and the enabled, sized packings; every unit for a line loaded from the order', () => {
    expect(orderUnits(product)).toEqual(['unit', 'box']);
    expect(orderUnits({ ...product, packings: null })).toEqual(['unit', 'box', 'bigBag', 'bag']);
  });

  it('adds the same product in the same unit to its line, in decimals, and takes the newer price', () => {
    let lines = addLine([], product, 'box', '2', '24.50', 'k1');
    lines = addLine(lines, product, 'box', '0.5', '', 'k2');
    lines = addLine(lines, product, 'unit', '3', '1.10', 'k3');
    expect(lines.map((l) => [l.unit, l.quantity, l.unitPrice])).toEqual([
      ['box', '2.5', '24.50'],
      ['unit', '3', '1.10'],
    ]);
    expect(addLine(lines, product, 'box', '1', '25', 'k4')[0]).toMatchObject({ quantity: '3.5', unitPrice: '25' });
  });

  it('works out amounts and the total without float errors; unpriced lines count nothing', () => {
    expect(lineAmount({ quantity: '3', unitPrice: '0.1' })).toBe('0.3');
    expect(lineAmount({ quantity: '3', unitPrice: '' })).toBeNull();
    expect(linesTotal([{ quantity: '0.1', unitPrice: '0.2' }, { quantity: '0.2', unitPrice: '0.1' }, { quantity: '5', unitPrice: '' }])).toBe('0.04');
  });

  it('sends a blank price as none and leaves blank lines out', () => {
    const lines = [
      { key: 'a', product, unit: 'box' as const, quantity: ' 2 ', unitPrice: '' },
      { key: 'b', product: null, unit: 'unit' as const, quantity: '', unitPrice: '' },
    ];
    expect(linesBody(lines)).toEqual([{ productId: 'p1', unit: 'box', quantity: '2' }]);
  });

  it("refuses a draft through the contract's own rules, under the line's path", () => {
    const draft = { supplierId: '', warehouseId: 'w1', currency: 'usd', expectedDate: '', note: '', rate: '', lines: [{ key: 'a', product, unit: 'box', quantity: '0', unitPrice: '' }] };
    const bad = purchaseDraftForm.safeParse(draft);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toContain('lines.0.quantity');
    const good = purchaseDraftForm.parse({ ...draft, lines: [{ ...draft.lines[0], quantity: '2' }], rate: '7.1' });
    expect(good).toMatchObject({ supplierId: null, currency: 'USD', expectedDate: null, rate: '7.1', lines: [{ productId: 'p1', unit: 'box', quantity: '2' }] });
  });

  it('expresses what is open in the line unit, never rounding up', () => {
    expect(openInUnit({ quantity: '10', baseQuantity: '240', open: '192' })).toBe('8');
    expect(openInUnit({ quantity: '3', baseQuantity: '72', open: '10' })).toBe('0.416666');
  });

  it('turns typed quantities into receipt lines and an inbound split into receipts, leaving out empty warehouses', () => {
    expect(receiptLines({ 2: '1', 1: ' 3 ', 3: '', 4: '0' })).toEqual([
      { orderLine: 1, quantity: '3' },
      { orderLine: 2, quantity: '1' },
    ]);
    const rows: SplitRowDraft[] = [
      { key: 'a', warehouseId: 'w1', zoneId: null, receivedAt: '2026-11-20T08:00:00.000Z', rate: '', quantities: { 1: '2', 2: '' } },
      { key: 'b', warehouseId: 'w2', zoneId: 'z1', receivedAt: '', rate: '7.2', quantities: { 1: '1.5', 2: '4' } },
      { key: 'c', warehouseId: 'w3', zoneId: null, receivedAt: '', rate: '', quantities: { 1: '' } },
    ];
    expect(splitReceipts(rows)).toEqual([
      { warehouseId: 'w1', zoneId: null, receivedAt: '2026-11-20T08:00:00.000Z', lines: [{ orderLine: 1, quantity: '2' }] },
      { warehouseId: 'w2', zoneId: 'z1', rate: '7.2', lines: [{ orderLine: 1, quantity: '1.5' }, { orderLine: 2, quantity: '4' }] },
    ]);
    expect(splitTaken(rows)).toEqual({ 1: '3.5', 2: '4' });
  });
});
