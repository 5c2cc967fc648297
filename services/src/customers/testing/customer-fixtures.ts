import type { CustomerFields } from '@tradedesk/contracts/customers/customers';
import type { CustomerReferenceFacts } from '../customer.state.js';

/** A customer's fields for decider tests, with the changes given. */
export const fields = (over: Partial<CustomerFields> = {}): CustomerFields => ({
  code: 'C001',
  name: 'Minimarket Don Pepe',
  phone: '+56 9 5555 0101',
  email: '',
  address: 'Av. Brasil 10, Valparaíso',
  taxId: '76.123.456-7',
  country: 'CL',
  priceType: '',
  membershipLevelId: null,
  groupIds: [],
  paymentTermsDays: 30,
  currency: '',
  creditLimit: null,
  memo: '',
  ...over,
});

/** customer c1 was created with these fields. */
export const created = (over: Partial<CustomerFields> = {}) => ({ type: 'CustomerCreated' as const, data: { customerId: 'c1', ...fields(over) } });

/** The read models as a decision sees them: these levels and groups exist (active unless named disabled); the code is free unless `codeTaken`. */
export function references(o: { levels?: string[]; disabledLevels?: string[]; groups?: string[]; disabledGroups?: string[]; codeTaken?: boolean } = {}): CustomerReferenceFacts {
  const levels = new Map<string, { name: string; disabled: boolean }>();
  for (const id of o.levels ?? []) levels.set(id, { name: `Level ${id}`, disabled: false });
  for (const id of o.disabledLevels ?? []) levels.set(id, { name: `Level ${id}`, disabled: true });
  const groups = new Map<string, { disabled: boolean }>();
  for (const id of o.groups ?? []) groups.set(id, { disabled: false });
  for (const id of o.disabledGroups ?? []) groups.set(id, { disabled: true });
  return { levels, groups, codeTaken: o.codeTaken ?? false };
}
