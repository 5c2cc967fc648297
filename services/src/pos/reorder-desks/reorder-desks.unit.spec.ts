import { spec } from '../../platform/cqrs/decider-spec.js';
import { deskDecider } from '../desk.decider.js';
import type { ReorderDesks } from './reorder-desks.decide.js';

const created = (deskId: string, name: string, position: number, area = 'Terraza', warehouseId = 'w1') => ({ type: 'DeskCreated' as const, data: { deskId, warehouseId, name, area, seats: 4, position } });
const m1 = created('m1', 'Mesa 1', 1);
const m2 = created('m2', 'Mesa 2', 2);
const m3 = created('m3', 'Mesa 3', 3);
const ref = (name: string, warehouseId = 'w1', area = 'Terraza') => ({ warehouseId, area, name });
const reorder = (deskId: string, over: Partial<ReorderDesks> = {}): ReorderDesks => ({
  type: 'ReorderDesks',
  deskId,
  warehouseId: 'w1',
  area: 'Terraza',
  deskIds: ['m3', 'm1', 'm2'],
  streamVersion: 1,
  facts: { warehouseExists: true, listed: { m1: ref('Mesa 1'), m2: ref('Mesa 2'), m3: ref('Mesa 3') }, areaDeskIds: ['m1', 'm2', 'm3'] },
  ...over,
});
const facts = (over: Partial<ReorderDesks['facts']>) => ({ ...reorder('m1').facts, ...over });

describe('reorder desks (DeskOrder)', () => {
  it('a desk moved to the top of its area takes place 1', () => spec(deskDecider).given([m3]).when(reorder('m3')).then([{ type: 'DeskChanged', data: { deskId: 'm3', position: 1 } }]));

  it('each desk takes its place in the list, 1..n', () => spec(deskDecider).given([m1]).when(reorder('m1')).then([{ type: 'DeskChanged', data: { deskId: 'm1', position: 2 } }]));

  it('a desk whose place does not change records nothing', () =>
    spec(deskDecider)
      .given([m2])
      .when(reorder('m2', { deskIds: ['m1', 'm2', 'm3'] }))
      .thenNothing());

  it('a disabled desk of the area is ordered too', () =>
    spec(deskDecider)
      .given([m2, { type: 'DeskDisabled', data: { deskId: 'm2' } }])
      .when(reorder('m2', { deskIds: ['m2', 'm1', 'm3'], streamVersion: 2 }))
      .then([{ type: 'DeskChanged', data: { deskId: 'm2', position: 1 } }]));

  it('refuses a list that leaves out a desk added to the area meanwhile (409 desk_area_changed)', () =>
    spec(deskDecider)
      .given([m1])
      .when(reorder('m1', { facts: facts({ areaDeskIds: ['m1', 'm2', 'm3', 'm4'] }) }))
      .thenFails('desk_area_changed'));

  it('refuses a desk moved to another area meanwhile (409 desk_area_changed)', () =>
    spec(deskDecider)
      .given([m1, { type: 'DeskChanged', data: { deskId: 'm1', area: 'Salón' } }])
      .when(reorder('m1', { streamVersion: 2, facts: facts({ areaDeskIds: ['m2', 'm3'] }) }))
      .thenFails('desk_area_changed'));

  it('a desk moved to another area between the read and the append is refused on its own stream', () =>
    spec(deskDecider)
      .given([m1, { type: 'DeskChanged', data: { deskId: 'm1', area: 'Salón' } }])
      .when(reorder('m1', { streamVersion: 2 }))
      .thenFails('desk_area_changed'));

  it('refuses a desk of another store, an unknown desk and an unknown store, whichever desk is decided', () => {
    const withOther = facts({ listed: { ...reorder('m1').facts.listed, m9: ref('Mesa 9', 'w2') } });
    spec(deskDecider).given([m1]).when(reorder('m1', { deskIds: ['m3', 'm1', 'm2', 'm9'], facts: withOther })).thenFails('desk_other_store');
    spec(deskDecider).given([m1]).when(reorder('m1', { deskIds: ['m3', 'm1', 'm2', 'x'], facts: facts({ listed: { ...reorder('m1').facts.listed, x: null } }) })).thenFails('desk_not_found');
    spec(deskDecider).given([m1]).when(reorder('m1', { facts: facts({ warehouseExists: false }) })).thenFails('warehouse_not_found');
  });

  it('refuses a desk changed since the screen read it (stale version: 409)', () => {
    expect(() => deskDecider.decide(reorder('m1', { seenVersion: 1, streamVersion: 2 }), deskDecider.evolve(deskDecider.initialState(), m1 as any), { now: new Date(), userId: 'u', newId: () => 'x' })).toThrow(
      expect.objectContaining({ name: 'ConcurrencyError' }),
    );
  });
});
