import { spec } from '../platform/cqrs/decider-spec.js';
import { damageDecider, type RecordDamage } from './damage.decider.js';
import type { StockFacts } from './stock-lines.js';
import { type MakeTransfer, transferDecider } from './transfer.decider.js';

const facts = (): StockFacts => ({
  products: new Map([
    ['p1', { id: 'p1', code: 'TAZA-01', status: 'active', packings: { box: '144', bigBag: null, bag: '12' } }],
    ['p2', { id: 'p2', code: 'VASO-02', status: 'disabled', packings: { box: '48', bigBag: null, bag: null } }],
  ]),
  warehouses: new Map([
    ['w1', { id: 'w1', code: 'CENTRAL', status: 'active', zones: ['z1'] }],
    ['w2', { id: 'w2', code: 'MEIGGS', status: 'active', zones: [] }],
    ['w3', { id: 'w3', code: 'OLD', status: 'disabled', zones: [] }],
  ]),
  averageCosts: new Map([['w1:p1', '250.5']]),
});

const damage = (over: Partial<RecordDamage> = {}): RecordDamage => ({
  type: 'RecordDamage', damageId: 'd1', number: 'DM-20260115-0001', warehouseId: 'w1', zoneId: null, reason: 'broken', note: '',
  lines: [{ productId: 'p1', unit: 'bag', quantity: '2' }], facts: facts(), allowNegative: false, ...over,
});

describe('damage (write-off)', () => {
  it('takes the quantity out of stock in base units at the average cost, with the reason', () =>
    spec(damageDecider).given([]).when(damage()).then((events) => {
      expect(events.map((e) => e.type)).toEqual(['DamageRecorded', 'StockMoved']);
      const moved = events[1].data as any;
      expect(moved.movements).toEqual([
        { line: 1, kind: 'damage', warehouseId: 'w1', zoneId: null, productId: 'p1', quantity: '-24', unit: 'bag', unitQuantity: '2', unitCost: '250.5' },
      ]);
      expect(moved).toMatchObject({ reason: 'broken', allowNegative: false, source: { type: 'damage', id: 'd1', number: 'DM-20260115-0001' } });
    }));

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

const transfer = (over: Partial<MakeTransfer> = {}): MakeTransfer => ({
  type: 'MakeTransfer', transferId: 't1', number: 'TR-20260115-0001', fromWarehouseId: 'w1', toWarehouseId: 'w2', note: '',
  lines: [{ productId: 'p1', unit: 'box', quantity: '1.5' }], facts: facts(), allowNegative: true, ...over,
});

describe('transfer between warehouses', () => {
  it('moves the base quantity out of one warehouse and into the other at the source cost', () =>
    spec(transferDecider).given([]).when(transfer()).then((events) => {
      const moved = events[1].data as any;
      expect(moved.movements.map((m: any) => [m.line, m.kind, m.warehouseId, m.quantity, m.unitCost])).toEqual([
        [1, 'transfer-out', 'w1', '-216', '250.5'],
        [2, 'transfer-in', 'w2', '216', '250.5'],
      ]);
    }));

  it('refuses the same warehouse on both sides and a disabled destination', () => {
    spec(transferDecider).given([]).when(transfer({ toWarehouseId: 'w1' })).thenFails('same_warehouse');
    spec(transferDecider).given([]).when(transfer({ toWarehouseId: 'w3' })).thenFails('warehouse_disabled');
  });
});
