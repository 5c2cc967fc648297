import { spec } from '../../platform/cqrs/decider-spec.js';
import { tableDecider } from '../table.decider.js';

const desk = { exists: true, active: true, warehouseId: 'w1', name: 'Mesa 1' };
const free = { orderId: null, open: false, guests: null };
const open = (occupancy: { orderId: string | null; open: boolean; guests: number | null } = free, d = desk) =>
  ({ type: 'OpenTable' as const, deskId: 'm1', orderId: 'o2', guests: 3, facts: { desk: d, occupancy } });
const opened = { type: 'TableOrderOpened' as const, data: { deskId: 'm1', orderId: 'o1', guests: 2 } };

describe('open table', () => {
  it('a free table gets the new order, with its guests', () =>
    spec(tableDecider).given([]).when(open()).then([{ type: 'TableOrderOpened', data: { deskId: 'm1', orderId: 'o2', guests: 3 } }]));

  it('a table whose order was paid or cancelled is free again', () =>
    spec(tableDecider).given([opened]).when(open({ orderId: 'o1', open: false, guests: 2 })).then([{ type: 'TableOrderOpened', data: { deskId: 'm1', orderId: 'o2', guests: 3 } }]));

  it('refuses a table whose order is still open (409 desk_occupied)', () => spec(tableDecider).given([opened]).when(open({ orderId: 'o1', open: true, guests: 2 })).thenFails('desk_occupied'));

  it('refuses when the table moved on since the facts were read (another waiter opened it meanwhile)', () =>
    spec(tableDecider).given([opened]).when(open(free)).thenFails('desk_occupied'));

  it('the same order again (a retried command) records nothing', () =>
    spec(tableDecider).given([{ ...opened, data: { ...opened.data, orderId: 'o2' } }]).when(open({ orderId: 'o2', open: true, guests: 2 })).thenNothing());

  it('refuses a disabled or unknown desk', () => {
    spec(tableDecider).given([]).when(open(free, { ...desk, active: false })).thenFails('desk_disabled');
    spec(tableDecider).given([]).when(open(free, { ...desk, exists: false })).thenFails('desk_not_found');
  });
});
