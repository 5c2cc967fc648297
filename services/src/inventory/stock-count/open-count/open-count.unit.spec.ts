import { spec } from '../../../platform/cqrs/decider-spec.js';
import { opened } from '../../testing/stock-count.fixture.js';
import { countFacts as facts } from '../../testing/stock-facts.fixture.js';
import { stockCountDecider } from '../stock-count.decider.js';
import type { OpenCount } from './open-count.decide.js';

const open = (over: Partial<OpenCount> = {}): OpenCount => ({
  type: 'OpenCount', countId: 'c1', number: 'CK-20260115-0001', warehouseId: 'w1', zoneId: null, note: '', productIds: [],
  book: new Map([['p1', '48'], ['p2', '10'], ['p9', '0']]), facts: facts(), ...over,
});

describe('open count', () => {
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
