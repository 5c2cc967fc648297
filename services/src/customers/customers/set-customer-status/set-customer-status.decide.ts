import type { CustomerEvent } from '@tradedesk/contracts/customers/customers';
import { customerNotFound, type CustomerState } from '../../customer.state.js';

export interface DisableCustomer {
  type: 'DisableCustomer';
  customerId: string;
}
export interface EnableCustomer {
  type: 'EnableCustomer';
  customerId: string;
}

/** Kept, with its account, but not offered to new sales; disabling twice records it once. */
export function decideDisableCustomer(c: DisableCustomer, s: CustomerState): CustomerEvent[] {
  if (!s.exists) throw customerNotFound(c.customerId);
  return s.disabled ? [] : [{ type: 'CustomerDisabled', data: { customerId: c.customerId } }];
}

/** Enabling a customer that is not disabled records nothing. */
export function decideEnableCustomer(c: EnableCustomer, s: CustomerState): CustomerEvent[] {
  if (!s.exists) throw customerNotFound(c.customerId);
  return s.disabled ? [{ type: 'CustomerEnabled', data: { customerId: c.customerId } }] : [];
}
