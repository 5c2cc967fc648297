import type { CustomerGroupEvent } from '@tradedesk/contracts/customers/customer-groups';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { type CustomerGroupState, evolveCustomerGroup, initialCustomerGroupState } from './customer-group.state.js';
import { type ChangeCustomerGroup, decideChangeCustomerGroup } from './groups/change-customer-group/change-customer-group.decide.js';
import { type CreateCustomerGroup, decideCreateCustomerGroup } from './groups/create-customer-group/create-customer-group.decide.js';
import {
  decideDisableCustomerGroup,
  decideEnableCustomerGroup,
  type DisableCustomerGroup,
  type EnableCustomerGroup,
} from './groups/set-customer-group-status/set-customer-group-status.decide.js';

export type CustomerGroupCommand = CreateCustomerGroup | ChangeCustomerGroup | DisableCustomerGroup | EnableCustomerGroup;

/** A customer group: name, memo, status. Unique names are the read model's (409 on a clash). */
export const customerGroupDecider: Decider<CustomerGroupCommand, CustomerGroupState, CustomerGroupEvent> = {
  initialState: initialCustomerGroupState,
  evolve: evolveCustomerGroup,
  decide: decideByType<CustomerGroupCommand, CustomerGroupState, CustomerGroupEvent>({
    CreateCustomerGroup: decideCreateCustomerGroup,
    ChangeCustomerGroup: decideChangeCustomerGroup,
    DisableCustomerGroup: decideDisableCustomerGroup,
    EnableCustomerGroup: decideEnableCustomerGroup,
  }),
};
