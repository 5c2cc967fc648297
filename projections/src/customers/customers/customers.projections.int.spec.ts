import type { CustomerEvent, CustomerFields } from '@tradedesk/contracts/customers/customers';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { customerGroupsProjector } from '../../customers/customer-groups/customer-groups.projector.js';
import { customersProjector } from '../../customers/customers/customers.projector.js';
import { customersForSale, getCustomer } from '../../customers/customers/customers.query.js';
import { membershipLevelsProjector } from '../../customers/membership-levels/membership-levels.projector.js';
import { contextFor, LIVE_SCHEMA } from '../../platform/projector.js';
import { projectorTestDb, type ProjectorTestDb } from '../../testing/projector-db.js';

let pos = 0;
const stored = (streamId: string, streamVersion: number, e: { type: string; data: unknown }): StoredEvent =>
  ({ ...e, schemaVersion: 1, streamId, streamVersion, globalPosition: String(++pos), transactionId: '1', metadata: { userId: 'u1', commandId: 'c', correlationId: 'c', causationId: 'c' }, recordedAt: `2026-01-15T10:00:0${streamVersion}.000Z` }) as StoredEvent;
const fields = (code: string, over: Partial<CustomerFields> = {}): CustomerFields => ({
  code, name: `Cliente ${code}`, phone: '', email: '', address: '', taxId: '', country: 'CL', priceType: '', membershipLevelId: 'gold', groupIds: ['g1'],
  paymentTermsDays: 30, currency: '', creditLimit: '250000', memo: '', ...over,
});
const ev = (e: CustomerEvent) => e;

/** rm.customers from events (creations batched), the join with levels and groups, and a replay that changes nothing. */
describe('customers projections', () => {
  let t: ProjectorTestDb;
  const ctx = () => contextFor(t.db, LIVE_SCHEMA);
  beforeAll(async () => {
    t = await projectorTestDb();
    await t.db.query('create schema if not exists rm');
    for (const p of [customersProjector, customerGroupsProjector, membershipLevelsProjector]) await p.migrate(ctx());
  });
  afterAll(() => t?.drop());

  const log = [
    stored('membership-level-gold', 1, { type: 'MembershipLevelCreated', data: { levelId: 'gold', name: 'Oro', discount: '5', priceType: 'wholesale', memo: '' } }),
    stored('customer-group-g1', 1, { type: 'CustomerGroupCreated', data: { groupId: 'g1', name: 'Restaurantes', memo: '' } }),
    stored('customer-group-g2', 1, { type: 'CustomerGroupCreated', data: { groupId: 'g2', name: 'Ruta 5', memo: '' } }),
    stored('customer-c1', 1, ev({ type: 'CustomerCreated', data: { customerId: 'c1', ...fields('C1') } })),
    stored('customer-c2', 1, ev({ type: 'CustomerCreated', data: { customerId: 'c2', ...fields('C2', { membershipLevelId: null, groupIds: [], creditLimit: null, priceType: 'member' }) } })),
    stored('customer-c1', 2, ev({ type: 'CustomerChanged', data: { customerId: 'c1', changes: { creditLimit: null, phone: '+56 9 1', paymentTermsDays: 45 } } })),
    stored('customer-c1', 3, ev({ type: 'CustomerAddedToGroup', data: { customerId: 'c1', groupId: 'g2' } })),
    stored('customer-c1', 4, ev({ type: 'CustomerRemovedFromGroup', data: { customerId: 'c1', groupId: 'g1' } })),
    stored('customer-c2', 2, ev({ type: 'CustomerDisabled', data: { customerId: 'c2' } })),
  ];

  it('events become rows; the level gives price type and discount; a replay changes nothing', async () => {
    await membershipLevelsProjector.apply(log.slice(0, 1), ctx());
    await customerGroupsProjector.apply(log.slice(1, 3), ctx());
    await customersProjector.apply(log.slice(3), ctx());
    const snapshot = async () => (await t.db.query('select * from rm.customers order by id')).rows;
    const first = await snapshot();
    await customersProjector.apply(log.slice(3), ctx());
    expect(await snapshot()).toEqual(first);
    expect(await getCustomer(t.db, 'c1')).toMatchObject({ phone: '+56 9 1', creditLimit: null, paymentTermsDays: 45, groupIds: ['g2'], groupNames: ['Ruta 5'], membershipLevelName: 'Oro', version: 4 });
    const facts = await customersForSale(t.db, ['c1', 'c2']);
    expect(facts.get('c1')).toMatchObject({ priceType: 'wholesale', discount: '5', status: 'active', paymentTermsDays: 45 });
    expect(facts.get('c2')).toMatchObject({ priceType: 'member', discount: '0', status: 'disabled' });
  });
});
