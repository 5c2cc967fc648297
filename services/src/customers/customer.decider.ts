import type { CustomerEvent } from '@tradedesk/contracts/customers/customers';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { type CustomerState, evolveCustomer, initialCustomerState } from './customer.state.js';
import { type ChangeCustomer, decideChangeCustomer } from './customers/change-customer/change-customer.decide.js';
import { type CreateCustomer, decideCreateCustomer } from './customers/create-customer/create-customer.decide.js';
import { decideDisableCustomer, decideEnableCustomer, type DisableCustomer, type EnableCustomer } from './customers/set-customer-status/set-customer-status.decide.js';
import { type AddCustomerToGroup, decideAddCustomerToGroup } from './groups/add-group-members/add-group-members.decide.js';
import { decideRemoveCustomerFromGroup, type RemoveCustomerFromGroup } from './groups/remove-group-members/remove-group-members.decide.js';

export type CustomerCommand = CreateCustomer | ChangeCustomer | DisableCustomer | EnableCustomer | AddCustomerToGroup | RemoveCustomerFromGroup;

/**
 * A customer: its fields, status and groups. Each command's rule is in the use-case folder named
 * after it (customers/create-customer, groups/add-group-members...); the facts outside the stream
 * (levels, groups, taken codes) come with the command.
 */
export const customerDecider: Decider<CustomerCommand, CustomerState, CustomerEvent> = {
  initialState: initialCustomerState,
  evolve: evolveCustomer,
  decide: decideByType<CustomerCommand, CustomerState, CustomerEvent>({
    CreateCustomer: decideCreateCustomer,
    ChangeCustomer: decideChangeCustomer,
    DisableCustomer: decideDisableCustomer,
    EnableCustomer: decideEnableCustomer,
    AddCustomerToGroup: decideAddCustomerToGroup,
    RemoveCustomerFromGroup: decideRemoveCustomerFromGroup,
  }),
};
