import type { CustomerEvent, CustomerFields } from '@tradedesk/contracts/customers/customers';
import { DomainError } from '../../../platform/event-store/errors.js';
import { checkCustomerReferences, type CustomerReferenceFacts, type CustomerState, normaliseFields } from '../../customer.state.js';

export interface CreateCustomer {
  type: 'CreateCustomer';
  customerId: string;
  fields: CustomerFields;
  /** The level, groups and code as the read models have them (CustomerFactsLoader.forCreateCustomer). */
  facts: CustomerReferenceFacts;
}

/** A new customer: its level and groups exist and are enabled, its code is no other customer's. */
export function decideCreateCustomer(c: CreateCustomer, s: CustomerState): CustomerEvent[] {
  checkCustomerReferences(c.fields, {}, c.facts);
  if (s.exists) throw new DomainError('customer_exists', `Customer ${c.customerId} already exists.`, 409);
  return [{ type: 'CustomerCreated', data: { customerId: c.customerId, ...normaliseFields(c.fields) } }];
}
