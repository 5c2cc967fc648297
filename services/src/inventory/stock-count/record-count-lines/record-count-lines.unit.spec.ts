import { spec } from '../../../platform/cqrs/decider-spec.js';
import { opened, postedEvent } from '../../testing/stock-count.fixture.js';
import { countFacts as facts } from '../../testing/stock-facts.fixture.js';
import { stockCountDecider } from '../stock-count.decider.js';
import { duplicatesOf } from '../stock-count.state.js';
import type { RecordCountLines } from './record-count-lines.decide.js';

const record = (lines: RecordCountLines['lines']): RecordCountLines => ({ type: 'RecordCountLines', countId: 'c1', lines, facts: facts() });

describe('record count lines', () => {
  it('keeps the unit used and the base quantity; a zero count is a count; countedAt defaults to now', () =>
    spec(stockCountDecider).given([opened]).when(record([
      { productId: 'p1', unit: 'box', quantity: '3' },
      { productId: 'p2', unit: 'unit', quantity: '0', countedAt: '2026-01-15T08:30:00-05:00' },
    ])).then([
      {
        type: 'StockCountLinesRecorded',
        data: {
          countId: 'c1',
          lines: [
            { line: 1, productId: 'p1', unit: 'box', unitQuantity: '3', quantity: '72', countedAt: '2026-01-15T10:00:00.000Z' },
            { line: 2, productId: 'p2', unit: 'unit', unitQuantity: '0', quantity: '0', countedAt: '2026-01-15T13:30:00.000Z' },
          ],
        },
      },
    ]));

  it('keeps a product counted twice as two lines (a duplicate), never summed', () =>
    spec(stockCountDecider).given([opened]).when(record([{ productId: 'p1', unit: 'box', quantity: '1' }, { productId: 'p1', unit: 'bag', quantity: '2' }])).then((events) => {
      const lines = (events[0].data as any).lines;
      expect(lines.map((l: any) => l.quantity)).toEqual(['24', '12']);
      expect(duplicatesOf(lines).map((d) => [d.productId, d.entries.length])).toEqual([['p1', 2]]);
    }));

  it('replaces the lines counted before, numbering from 1 again', () =>
    spec(stockCountDecider)
      .given([opened, { type: 'StockCountLinesRecorded', data: { countId: 'c1', lines: [{ line: 1, productId: 'p1', unit: 'box', unitQuantity: '1', quantity: '24', countedAt: '2026-01-15T10:00:00.000Z' }] } }])
      .when(record([{ productId: 'p2', unit: 'box', quantity: '2' }]))
      .then((events) => expect((events[0].data as any).lines.map((l: any) => [l.line, l.productId, l.quantity])).toEqual([[1, 'p2', '24']])));

  it('refuses a unit without packing, unknown or disabled products, naming the line', () => {
    spec(stockCountDecider).given([opened]).when(record([{ productId: 'p2', unit: 'bag', quantity: '1' }])).thenFails('unit_without_packing');
    spec(stockCountDecider).given([opened]).when(record([{ productId: 'p2', unit: 'bag', quantity: '0' }])).thenFails('unit_without_packing');
    spec(stockCountDecider).given([opened]).when(record([{ productId: 'nope', unit: 'unit', quantity: '1' }])).thenFails('product_not_found');
    spec(stockCountDecider).given([opened]).when(record([{ productId: 'p3', unit: 'unit', quantity: '1' }])).thenFails('product_disabled');
  });

  it('refuses a count order that does not exist or is posted', () => {
    spec(stockCountDecider).given([]).when(record([])).thenFails('count_not_found');
    spec(stockCountDecider).given([opened, postedEvent]).when(record([{ productId: 'p1', unit: 'unit', quantity: '1' }])).thenFails('count_posted');
  });
});
