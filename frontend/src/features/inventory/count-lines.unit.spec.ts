import type { CountedLine } from '@tradedesk/contracts/inventory/count';
import { countedQuantity, entriesBody, withEntry, withoutEntry } from './count-lines';

const entries: CountedLine[] = [
  { line: 1, productId: 'p1', unit: 'box', unitQuantity: '3', quantity: '72', countedAt: '2026-01-15T10:00:00.000Z' },
  { line: 2, productId: 'p2', unit: 'unit', unitQuantity: '0', quantity: '0', countedAt: '2026-01-15T10:05:00.000Z' },
];

describe('count lines in the browser', () => {
  it('sends back every entry in its own unit and time, so an edit never changes what was counted before', () => {
    expect(entriesBody(entries)).toEqual([
      { productId: 'p1', unit: 'box', quantity: '3', countedAt: '2026-01-15T10:00:00.000Z' },
      { productId: 'p2', unit: 'unit', quantity: '0', countedAt: '2026-01-15T10:05:00.000Z' },
    ]);
  });

  it('adds a line at the end and removes one by its number', () => {
    expect(withEntry(entries, { productId: 'p1', unit: 'bag', quantity: ' 2 ' }).at(-1)).toEqual({ productId: 'p1', unit: 'bag', quantity: '2' });
    expect(withoutEntry(entries, 1).map((e) => e.productId)).toEqual(['p2']);
  });

  it('reads a counted quantity: zero counts, a comma is a decimal point, negatives and words do not', () => {
    expect(countedQuantity('0')).toBe('0');
    expect(countedQuantity(' 2,5 ')).toBe('2.5');
    expect(countedQuantity('-1')).toBeNull();
    expect(countedQuantity('abc')).toBeNull();
    expect(countedQuantity('')).toBeNull();
  });
});
