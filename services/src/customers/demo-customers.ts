import { customerAccountStreamId } from '@tradedesk/contracts/customers/customer-accounts';
import { customerGroupStreamId } from '@tradedesk/contracts/customers/customer-groups';
import { type CustomerFields, customerStreamId } from '@tradedesk/contracts/customers/customers';
import { membershipLevelStreamId } from '@tradedesk/contracts/customers/membership-levels';
import { customerGroupsByName } from '@tradedesk/projections/customers/customer-groups/customer-groups.query';
import { takenCustomerCodes } from '@tradedesk/projections/customers/customers/customers.query';
import { membershipLevelsByName } from '@tradedesk/projections/customers/membership-levels/membership-levels.query';
import { metadataOf } from '../platform/cqrs/command-runtime.js';
import type { AppendRequest } from '../platform/event-store/event-store.js';
import type { Platform } from '../platform/platform.js';
import { customerAccountDecider } from './customer-account.decider.js';
import { customerGroupDecider } from './customer-group.decider.js';
import { customerDecider } from './customer.decider.js';
import type { CustomerReferenceFacts } from './customer.state.js';
import { membershipLevelDecider } from './membership-level.decider.js';

const ACTOR = 'demo';
export const DEMO_LEVELS = [
  { id: 'demo-level-oro', name: 'Oro', discount: '5', priceType: 'wholesale' as const, memo: 'Clientes mayoristas frecuentes' },
  { id: 'demo-level-plata', name: 'Plata', discount: '2', priceType: 'member' as const, memo: '' },
];
export const DEMO_GROUPS = [
  { id: 'demo-group-restaurantes', name: 'Restaurantes', memo: 'Reparto martes y jueves' },
  { id: 'demo-group-minimarkets', name: 'Minimarkets', memo: 'Ruta Valparaíso - Viña' },
];
const KINDS = ['Restaurante', 'Minimarket', 'Almacén', 'Botillería', 'Cafetería', 'Panadería'];
const NAMES = ['Don Pepe', 'La Esquina', 'El Sol', 'Santa Rosa', 'Los Andes', 'Doña Juanita', 'El Puerto', 'Cerro Alegre', 'San Martín', 'La Estrella', 'El Roble', 'Las Palmas'];
const STREETS = ['Av. Brasil', 'Calle Condell', 'Av. Pedro Montt', 'Calle Esmeralda', 'Av. Argentina', 'Calle Serrano'];
const CITIES = ['Valparaíso', 'Viña del Mar', 'Santiago', 'Quilpué'];

/** The demo customers: `count` of them, deterministic (same names and ids on every run). */
export function demoCustomers(count = 36): ({ id: string } & CustomerFields)[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const kind = KINDS[i % KINDS.length];
    const restaurant = kind === 'Restaurante' || kind === 'Cafetería';
    const level = i % 5 === 0 ? DEMO_LEVELS[0].id : i % 3 === 0 ? DEMO_LEVELS[1].id : null;
    return {
      id: `demo-customer-${String(n).padStart(2, '0')}`,
      code: `CL-${String(n).padStart(4, '0')}`,
      name: `${kind} ${NAMES[i % NAMES.length]}${i >= NAMES.length ? ` ${Math.floor(i / NAMES.length) + 1}` : ''}`,
      phone: `+56 9 ${String(5000_0000 + n * 7919).replace(/(\d{4})(\d{4})/, '$1 $2')}`,
      email: n % 4 === 0 ? `contacto${n}@example.cl` : '',
      address: `${STREETS[i % STREETS.length]} ${100 + n * 13}, ${CITIES[i % CITIES.length]}`,
      taxId: `76.${String(100 + n).padStart(3, '0')}.${String((n * 37) % 1000).padStart(3, '0')}-${n % 10}`,
      country: 'CL',
      priceType: i % 9 === 4 ? 'retail' : '',
      membershipLevelId: level,
      groupIds: i < 30 ? [restaurant ? DEMO_GROUPS[0].id : DEMO_GROUPS[1].id] : [],
      paymentTermsDays: [0, 15, 30, 30, 45][i % 5],
      currency: i % 12 === 6 ? 'USD' : '',
      creditLimit: i % 4 === 0 ? String(500_000 + (i % 3) * 250_000) : null,
      memo: '',
    };
  });
}

/**
 * Demo customers (`npm run demo`): two membership levels, two groups, a few dozen customers in
 * them, and opening balances and a payment on some accounts. Idempotent: nothing is written when
 * the first demo customer exists already; levels, groups and codes the company has already are
 * left out. One transaction.
 */
export async function seedDemoCustomers(platform: Platform): Promise<{ customers: number }> {
  const { runtime, store, db } = platform;
  if ((await store.readStream(customerStreamId('demo-customer-01'))).version > 0) return { customers: 0 };
  const ctx = runtime.context({ userId: ACTOR });
  const requests: AppendRequest[] = [];
  const levelsByName = await membershipLevelsByName(db);
  const groupsByName = await customerGroupsByName(db);
  const levelId = new Map<string, string | null>();
  for (const l of DEMO_LEVELS) {
    const existing = levelsByName.get(l.name.toLowerCase());
    levelId.set(l.id, existing ? (existing.status === 'active' ? existing.id : null) : l.id);
    if (existing) continue;
    const { id, ...fields } = l;
    requests.push({ streamId: membershipLevelStreamId(id), expectedVersion: 'no_stream', events: membershipLevelDecider.decide({ type: 'CreateMembershipLevel', levelId: id, fields }, membershipLevelDecider.initialState(), ctx) });
  }
  const groupId = new Map<string, string | null>();
  for (const g of DEMO_GROUPS) {
    const existing = groupsByName.get(g.name.toLowerCase());
    groupId.set(g.id, existing ? (existing.status === 'active' ? existing.id : null) : g.id);
    if (existing) continue;
    requests.push({
      streamId: customerGroupStreamId(g.id),
      expectedVersion: 'no_stream',
      events: customerGroupDecider.decide({ type: 'CreateCustomerGroup', groupId: g.id, name: g.name, memo: g.memo }, customerGroupDecider.initialState(), ctx),
    });
  }
  const customers = demoCustomers();
  const taken = await takenCustomerCodes(db, customers.map((c) => c.code));
  // The levels and groups a demo customer is given are the ones resolved above: new, or the company's active ones.
  const referenceFacts: CustomerReferenceFacts = {
    levels: new Map(DEMO_LEVELS.filter((l) => levelId.get(l.id)).map((l) => [levelId.get(l.id)!, { name: l.name, disabled: false }])),
    groups: new Map(DEMO_GROUPS.filter((g) => groupId.get(g.id)).map((g) => [groupId.get(g.id)!, { disabled: false }])),
    codeTaken: false,
  };
  // Opening balances and payments are in the currency given; the customers were just created.
  const accountFacts = { customerExists: true, customerCurrency: '', baseCurrency: 'CLP' };
  let n = 0;
  for (const { id, ...fields } of customers) {
    if (taken.has(fields.code.toLowerCase())) continue;
    const resolved = {
      ...fields,
      membershipLevelId: fields.membershipLevelId ? (levelId.get(fields.membershipLevelId) ?? null) : null,
      groupIds: fields.groupIds.map((g) => groupId.get(g)).filter((g): g is string => Boolean(g)),
    };
    requests.push({ streamId: customerStreamId(id), expectedVersion: 'no_stream', events: customerDecider.decide({ type: 'CreateCustomer', customerId: id, fields: resolved, facts: referenceFacts }, customerDecider.initialState(), ctx) });
    n++;
    // Every third customer brings a balance from the old system; some have paid part of it since.
    if (n % 3 === 1) {
      const currency = fields.currency || 'CLP';
      const opening = currency === 'USD' ? `${120 + n}.50` : String(80_000 + n * 12_500);
      let state = customerAccountDecider.initialState();
      const events = customerAccountDecider.decide({ type: 'RecordAccountEntry', customerId: id, entryId: `${id}-opening`, entry: { kind: 'opening', amount: opening, currency, memo: 'Saldo del sistema anterior' }, facts: accountFacts }, state, ctx);
      state = events.reduce((s, e) => customerAccountDecider.evolve(s, e), state);
      if (n % 2 === 0) {
        const amount = currency === 'USD' ? '50' : '40000';
        events.push(
          ...customerAccountDecider.decide(
            { type: 'RecordAccountEntry', customerId: id, entryId: `${id}-payment`, entry: { kind: 'payment', amount, currency, method: 'bankTransfer', reference: `TRF ${1000 + n}` }, facts: accountFacts },
            state,
            ctx,
          ),
        );
      }
      requests.push({ streamId: customerAccountStreamId(id), expectedVersion: 'no_stream', events });
    }
  }
  if (requests.length === 0) return { customers: 0 };
  await store.appendMany(requests, metadataOf({ userId: ACTOR, commandId: 'demo-customers', correlationId: 'demo' }, runtime.newId), { inline: runtime.inlineHook });
  return { customers: n };
}
