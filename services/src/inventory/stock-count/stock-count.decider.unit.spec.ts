import type { StockCountEvent, StockCountOpened } from '@tradedesk/contracts/inventory/count';
import { spec } from '../../platform/cqrs/decider-spec.js';
import type { StockFacts } from '../stock-lines.js';
import { duplicatesOf, type OpenCount, type PostCount, type RecordCountLines, stockCountDecider } from './stock-count.decider.js';

const facts = (): StockFacts => ({
  products: new Map([
    ['p1', { id: 'p1', code: 'COLA-350', status: 'active', packings: { box: '24', bigBag: null, bag: '6' } }],
    ['p2', { id: 'p2', code: 'AGUA-500', status: 'active', packings: { box: '12', bigBag: null, bag: null } }],
    ['p3', { id: 'p3', code: 'VASO-02', status: 'disabled', packings: { box: null, bigBag: null, bag: null } }],
  ]),
  warehouses: new Map([
    ['w1', { id: 'w1', code: 'CENTRAL', status: 'active', zones: ['z1'] }],
    ['w3', { id: 'w3', code: 'OLD', status: 'disabled', zones: [] }],
  ]),
  averageCosts: new Map([['w1:p2', '1.5']]),
});

const open = (over: Partial<OpenCount> = {}): OpenCount => ({
  type: 'OpenCount', countId: 'c1', number: 'CK-20260115-0001', warehouseId: 'w1', zoneId: null, note: '', productIds: [],
  book: new Map([['p1', '48'], ['p2', '10'], ['p9', '0']]), facts: facts(), ...over,
});
const record = (lines: RecordCountLines['lines']): RecordCountLines => ({ type: 'RecordCountLines', countId: 'c1', lines, facts: facts() });
const post = (book: [string, string][] = [], over: Partial<PostCount> = {}): PostCount => ({ type: 'PostCount', countId: 'c1', book: new Map(book), facts: facts(), ...over });

const opened: StockCountOpened = {
  type: 'StockCountOpened',
  data: { countId: 'c1', number: 'CK-20260115-0001', warehouseId: 'w1', zoneId: 'z1', note: '', expected: [{ productId: 'p1', bookQuantity: '48' }, { productId: 'p2', bookQuantity: '10' }] },
};
const counted = (...lines: [string, string, string, string][]): StockCountEvent => ({
  type: 'StockCountLinesRecorded',
  data: { countId: 'c1', lines: lines.map(([productId, unit, unitQuantity, quantity], i) => ({ line: i + 1, productId, unit: unit as any, unitQuantity, quantity, countedAt: '2026-01-15T10:00:00.000Z' })) },
});
const postedEvent: StockCountEvent = { type: 'StockCountPosted', data: { countId: 'c1', number: 'CK-20260115-0001', warehouseId: 'w1', lines: [] } };

describe('stock count: opening', () => {
  it('without products snapshots every product with stock in the warehouse (book quantity)', () =>
    spec(stockCountDecider).given([]).when(open()).then([
      { type: 'StockCountOpened', data: { countId: 'c1', number: 'CK-20260115-0001', warehouseId: 'w1', zoneId: null, note: '', expected: [{ productId: 'p1', bookQuantity: '48' }, { productId: 'p2', bookQuantity: '10' }] } },
    ]));

  it('with products snapshots exactly those (0 when nothing is on hand), once each', () =>
    spec(stockCountDecider).given([]).when(open({ productIds: ['p2', 'p1', 'p2'], book: new Map([['p1', '48']]) })).then((events) => {
      expect((events[0].data as any).expected).toEqual([{ productId: 'p2', bookQuantity: '0' }, { productId: 'p1', bookQuantity: '48' }]);
    }));

  it('an empty warehouse gives an order with no expected products', () =>
    spec(stockCountDecider).given([]).when(open({ book: new Map() })).then((events) => expect((events[0].data as any).expected).toEqual([])));

  it('refuses unknown or disabled warehouses, foreign zones, unknown or disabled products, and opening twice', () => {
    spec(stockCountDecider).given([]).when(open({ warehouseId: 'nope' })).thenFails('warehouse_not_found');
    spec(stockCountDecider).given([]).when(open({ warehouseId: 'w3' })).thenFails('warehouse_disabled');
    spec(stockCountDecider).given([]).when(open({ zoneId: 'z9' })).thenFails('zone_not_found');
    spec(stockCountDecider).given([]).when(open({ productIds: ['nope'] })).thenFails('product_not_found');
    spec(stockCountDecider).given([]).when(open({ productIds: ['p3'] })).thenFails('product_disabled');
    spec(stockCountDecider).given([opened]).when(open()).thenFails('count_exists');
  });
});

describe('stock count: recording counted lines', () => {
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

  it('appends to the lines counted before when importing, numbering on', () =>
    spec(stockCountDecider).given([opened, counted(['p1', 'box', '1', '24'])]).when({ ...record([{ productId: 'p2', unit: 'box', quantity: '2' }]), mode: 'append' }).then((events) => {
      expect((events[0].data as any).lines.map((l: any) => [l.line, l.productId, l.quantity])).toEqual([[1, 'p1', '24'], [2, 'p2', '24']]);
    }));

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

describe('stock count: posting', () => {
  it('writes counted - book AT POSTING as count-adjustment movements, negative allowed; uncounted products are left alone', () =>
    spec(stockCountDecider).given([opened, counted(['p1', 'box', '3', '72'], ['p2', 'unit', '4', '4'])]).when(post([['p1', '0'], ['p2', '10'], ['p9', '5']])).then([
      {
        type: 'StockCountPosted',
        data: {
          countId: 'c1',
          number: 'CK-20260115-0001',
          warehouseId: 'w1',
          lines: [
            { productId: 'p1', bookQuantity: '0', countedQuantity: '72', difference: '72' },
            { productId: 'p2', bookQuantity: '10', countedQuantity: '4', difference: '-6' },
          ],
        },
      },
      {
        type: 'StockMoved',
        data: {
          source: { type: 'count', id: 'c1', number: 'CK-20260115-0001' },
          reason: 'count',
          allowNegative: true,
          movements: [
            { line: 1, kind: 'count-adjustment', warehouseId: 'w1', zoneId: 'z1', productId: 'p1', quantity: '72', unit: 'unit', unitQuantity: '72', unitCost: '0' },
            { line: 2, kind: 'count-adjustment', warehouseId: 'w1', zoneId: 'z1', productId: 'p2', quantity: '-6', unit: 'unit', unitQuantity: '6', unitCost: '1.5' },
          ],
        },
      },
    ]));

  it('a count matching the book posts without movements', () =>
    spec(stockCountDecider).given([opened, counted(['p1', 'box', '2', '48'])]).when(post([['p1', '48']])).then((events) => expect(events.map((e) => e.type)).toEqual(['StockCountPosted'])));

  it('refuses duplicates, a missing order and posting twice', () => {
    spec(stockCountDecider).given([opened, counted(['p1', 'box', '1', '24'], ['p1', 'bag', '1', '6'])]).when(post()).thenFails('count_has_duplicates');
    spec(stockCountDecider).given([]).when(post()).thenFails('count_not_found');
    spec(stockCountDecider).given([opened, counted(['p1', 'box', '1', '24']), postedEvent]).when(post()).thenFails('count_posted');
  });
});
