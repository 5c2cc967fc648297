import type { CustomerAccountEvent } from '@tradedesk/contracts/customers/customer-accounts';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { decideRecordAccountEntry, type RecordAccountEntry } from './accounts/record-account-entry/record-account-entry.decide.js';
import { type CustomerAccountState, evolveCustomerAccount, initialCustomerAccountState } from './customer-account.state.js';

export type CustomerAccountCommand = RecordAccountEntry;

/** A customer's account entries recorded by hand (accounts/record-account-entry). */
export const customerAccountDecider: Decider<CustomerAccountCommand, CustomerAccountState, CustomerAccountEvent> = {
  initialState: initialCustomerAccountState,
  evolve: evolveCustomerAccount,
  decide: decideByType<CustomerAccountCommand, CustomerAccountState, CustomerAccountEvent>({
    RecordAccountEntry: decideRecordAccountEntry,
  }),
};
