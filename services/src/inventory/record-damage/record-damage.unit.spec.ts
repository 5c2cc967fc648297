import { spec } from '../../platform/cqrs/decider-spec.js';
import { damageDecider } from '../damage.decider.js';
import { documentFacts as facts } from '../testing/stock-facts.fixture.js';
import type { RecordDamage } from './record-damage.decide.js';

const damage = (over: Partial<RecordDamage> = {}): RecordDamage => ({
  type: 'RecordDamage', damageId: 'd1', number: 'DM-20260115-0001', warehouseId: 'w1', zoneId: null, reason: 'broken', note: '',
  lines: [{ productId: 'p1', unit: 'bag', quantity: '2' }], facts: facts(), allowNegative: false, ...over,
});

describe('record damage (write-off)', () => {
  it('takes the quantity out of stock in base units at the average cost, with the reason', () =>
    spec(damageDecider).given([]).when(damage()).then((events) => {
      expect(events.map((e) => e.type)).toEqual(['DamageRecorded', 'StockMoved']);
      const moved = events[1].data as any;
      expect(moved.movements).toEqual([
        { line: 1, kind: 'damage', warehouseId: 'w1', zoneId: null, productId: 'p1', quantity: '-24', unit: 'bag', unitQuantity: '2', unitCost: '250.5' },
      ]);
      expect(moved).toMatchObject({ reason: 'broken', allowNegative: false, source: { type: 'damage', id: 'd1', number: 'DM-20260115-0001' } });
    }));

  it("writes off from a warehouse without value at the product's cost, never at 0", () => {
    const withCost = facts();
    withCost.products.set('p1', { ...withCost.products.get('p1')!, cost: '0.75' });
    withCost.averageCosts.clear();
    return spec(damageDecider).given([]).when(damage({ facts: withCost, allowNegative: true })).then((events) => {
      expect((events[1].data as any).movements.map((m: { unitCost: string }) => m.unitCost)).toEqual(['0.75']);
    });
  });

  it('refuses a unit without a packing size, naming the line', () =>
    spec(damageDecider).given([]).when(damage({ lines: [{ productId: 'p1', unit: 'bag', quantity: '1' }, { productId: 'p1', unit: 'bigBag', quantity: '1' }] })).thenFails('unit_without_packing'));

  it('refuses unknown or disabled products and warehouses, and zero quantities', () => {
    spec(damageDecider).given([]).when(damage({ lines: [{ productId: 'nope', unit: 'unit', quantity: '1' }] })).thenFails('product_not_found');
    spec(damageDecider).given([]).when(damage({ lines: [{ productId: 'p2', unit: 'unit', quantity: '1' }] })).thenFails('product_disabled');
    spec(damageDecider).given([]).when(damage({ warehouseId: 'w3' })).thenFails('warehouse_disabled');
    spec(damageDecider).given([]).when(damage({ warehouseId: 'w9' })).thenFails('warehouse_not_found');
    spec(damageDecider).given([]).when(damage({ lines: [{ productId: 'p1', unit: 'unit', quantity: '0' }] })).thenFails('quantity_not_positive');
    spec(damageDecider).given([]).when(damage({ zoneId: 'z9' })).thenFails('zone_not_found');
  });

  it('a damage record is written once', () => {
    const [recorded] = damageDecider.decide(damage(), damageDecider.initialState(), { now: new Date(), userId: 'u', newId: () => 'x' });
    spec(damageDecider).given([recorded]).when(damage()).thenFails('damage_exists');
  });
});
