import type { CustomerEvent, CustomerFields } from '@tradedesk/contracts/customers/customers';
import { DomainError } from '../../../platform/event-store/errors.js';
import { checkCustomerReferences, type CustomerReferenceFacts, type CustomerState, normaliseFields } from '../../customer.state.js';

export interface ChangeCustomer {
  type: 'ChangeCustomer';
  customerId: string;
  changes: Partial<CustomerFields>;
  /** The level, groups and code as the read models have them (CustomerFactsLoader.forChangeCustomer). */
  facts: CustomerReferenceFacts;
}

const same = (a: unknown, b: unknown) => (Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b);

function changed(current: CustomerFields, changes: Partial<CustomerFields>): Partial<CustomerFields> {
  const out: Partial<CustomerFields> = {};
  for (const [k, v] of Object.entries(normaliseFields(changes)) as [keyof CustomerFields, never][]) {
    if (v !== undefined && !same(v, current[k])) out[k] = v;
  }
  return out;
}

/**
 * Records only the fields that change. A level or group newly given must exist and be enabled
 * (one the customer has keeps counting after it was disabled); the code is no other customer's.
 */
export function decideChangeCustomer(c: ChangeCustomer, s: CustomerState): CustomerEvent[] {
  if (!s.exists || !s.fields) throw new DomainError('customer_not_found', `No customer ${c.customerId}.`, 404);
  checkCustomerReferences(c.changes, s.fields, c.facts);
  const changes = changed(s.fields, c.changes);
  return Object.keys(changes).length ? [{ type: 'CustomerChanged', data: { customerId: c.customerId, changes } }] : [];
}
