/**
 * The customer form (CustomerList's dialog), pure: what its inputs hold (text), the schema that
 * turns that into the contract's create body (blanks become null, days a number, codes in
 * capitals; the contract's own rules and messages), and the update an edit sends (only what
 * changed, with the edited version).
 */
import { createCustomerBody, type Customer, customerFieldSchemas as f, type UpdateCustomerBody } from '@tradedesk/contracts/customers/customers';
import type { z } from 'zod';
import { blankAsNull, trimmed, upperCase, wholeNumber } from '../../components/form/form-input';
import { changedFields } from '../../components/form/form-state';

export const customerForm = createCustomerBody.omit({ commandId: true }).extend({
  email: trimmed(f.email),
  country: upperCase(f.country),
  currency: upperCase(f.currency),
  membershipLevelId: blankAsNull(f.membershipLevelId),
  paymentTermsDays: wholeNumber(f.paymentTermsDays),
  creditLimit: blankAsNull(f.creditLimit),
});
/** What the inputs hold. */
export type CustomerFormState = z.input<typeof customerForm> & { priceType: '' | 'retail' | 'wholesale' | 'member'; groupIds: string[] };
/** The body fields the form means. */
export type CustomerFields = z.output<typeof customerForm>;

export const emptyCustomerForm = (): CustomerFormState => ({
  code: '',
  name: '',
  phone: '',
  email: '',
  address: '',
  taxId: '',
  country: '',
  priceType: '',
  membershipLevelId: '',
  groupIds: [],
  paymentTermsDays: '0',
  currency: '',
  creditLimit: '',
  memo: '',
});

/** The customer as the body's fields, to see what an edit changed. */
const customerFields = (c: Customer): CustomerFields => ({
  code: c.code,
  name: c.name,
  phone: c.phone,
  email: c.email,
  address: c.address,
  taxId: c.taxId,
  country: c.country,
  priceType: c.priceType,
  membershipLevelId: c.membershipLevelId ?? null,
  groupIds: c.groupIds,
  paymentTermsDays: c.paymentTermsDays,
  currency: c.currency,
  creditLimit: c.creditLimit ?? null,
  memo: c.memo,
});

/** The customer as its inputs show it: blanks for no level and no limit, the days as text. */
export function customerToForm(c: Customer): CustomerFormState {
  const f = customerFields(c);
  return { ...f, membershipLevelId: f.membershipLevelId ?? '', groupIds: [...f.groupIds], paymentTermsDays: String(f.paymentTermsDays), creditLimit: f.creditLimit ?? '' };
}

/** Only the fields that differ from the customer as opened, with its version; null when nothing changed. */
export function customerUpdate(values: CustomerFields, customer: Customer): UpdateCustomerBody | null {
  const changed = changedFields(values, customerFields(customer));
  return Object.keys(changed).length === 0 ? null : { version: customer.version, ...changed };
}
