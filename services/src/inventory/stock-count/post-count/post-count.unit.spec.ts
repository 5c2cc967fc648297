import { fold } from '../../../platform/cqrs/decider.js';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { counted, opened, postedEvent } from '../../testing/stock-count.fixture.js';
import { countFacts as facts } from '../../testing/stock-facts.fixture.js';
import { stockCountDecider } from '../stock-count.decider.js';
import type { PostCount } from './post-count.decide.js';

const post = (book: [string, string][] = [], over: Partial<PostCount> = {}): PostCount => ({ type: 'PostCount', countId: 'c1', book: new Map(book), facts: facts(), ...over });

describe('post count', () => {
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

  /** Posts a count of `line` against `book` with the product's catalogue cost set; answers the movements' [product, quantity, unit cost]. */
  const postedCosts = (productId: string, cost: string, line: [string, string, string, string], book: string) => {
    const withCost = facts();
    withCost.products.set(productId, { ...withCost.products.get(productId)!, cost });
    const events = stockCountDecider.decide(post([[productId, book]], { facts: withCost }), fold(stockCountDecider, [opened, counted(line)]), { now: new Date(), userId: 'u', newId: () => 'x' });
    const moved = events.find((e) => e.type === 'StockMoved');
    return moved?.type === 'StockMoved' ? moved.data.movements.map((m) => [m.productId, m.quantity, m.unitCost]) : [];
  };

  it("counting in goods the warehouse holds no value of values them at the product's cost, never at 0", () => {
    expect(postedCosts('p1', '2.5', ['p1', 'box', '3', '72'], '0')).toEqual([['p1', '72', '2.5']]);
  });

  it("a count below the book is valued at the warehouse's average, not the product's cost", () => {
    expect(postedCosts('p2', '9', ['p2', 'unit', '4', '4'], '10')).toEqual([['p2', '-6', '1.5']]);
  });

  it('a count matching the book posts without movements', () =>
    spec(stockCountDecider).given([opened, counted(['p1', 'box', '2', '48'])]).when(post([['p1', '48']])).then((events) => expect(events.map((e) => e.type)).toEqual(['StockCountPosted'])));

  it('refuses duplicates, a missing order and posting twice', () => {
    spec(stockCountDecider).given([opened, counted(['p1', 'box', '1', '24'], ['p1', 'bag', '1', '6'])]).when(post()).thenFails('count_has_duplicates');
    spec(stockCountDecider).given([]).when(post()).thenFails('count_not_found');
    spec(stockCountDecider).given([opened, counted(['p1', 'box', '1', '24']), postedEvent]).when(post()).thenFails('count_posted');
  });
});
