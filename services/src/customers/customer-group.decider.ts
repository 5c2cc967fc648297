import type { CustomerGroupEvent } from '@tradedesk/contracts/customers/customer-groups';
import type { Decider } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

export interface CustomerGroupState {
  exists: boolean;
  name: string;
  memo: string;
  disabled: boolean;
}
export type CustomerGroupCommand =
  | { type: 'CreateCustomerGroup'; groupId: string; name: string; memo: string }
  | { type: 'ChangeCustomerGroup'; groupId: string; changes: { name?: string; memo?: string } }
  | { type: 'DisableCustomerGroup'; groupId: string }
  | { type: 'EnableCustomerGroup'; groupId: string };

const notFound = (id: string) => new DomainError('group_not_found', `Customer group ${id} does not exist.`, 404);

/** A customer group: name, memo, status. Unique names are the read model's (409 on a clash). */
export const customerGroupDecider: Decider<CustomerGroupCommand, CustomerGroupState, CustomerGroupEvent> = {
  initialState: () => ({ exists: false, name: '', memo: '', disabled: false }),
  decide(cmd, s) {
    switch (cmd.type) {
      case 'CreateCustomerGroup':
        if (s.exists) throw new DomainError('group_exists', `Customer group ${cmd.groupId} already exists.`, 409);
        return [{ type: 'CustomerGroupCreated', data: { groupId: cmd.groupId, name: cmd.name, memo: cmd.memo } }];
      case 'ChangeCustomerGroup': {
        if (!s.exists) throw notFound(cmd.groupId);
        const changes: { name?: string; memo?: string } = {};
        if (cmd.changes.name !== undefined && cmd.changes.name !== s.name) changes.name = cmd.changes.name;
        if (cmd.changes.memo !== undefined && cmd.changes.memo !== s.memo) changes.memo = cmd.changes.memo;
        return Object.keys(changes).length ? [{ type: 'CustomerGroupChanged', data: { groupId: cmd.groupId, changes } }] : [];
      }
      case 'DisableCustomerGroup':
        if (!s.exists) throw notFound(cmd.groupId);
        return s.disabled ? [] : [{ type: 'CustomerGroupDisabled', data: { groupId: cmd.groupId } }];
      case 'EnableCustomerGroup':
        if (!s.exists) throw notFound(cmd.groupId);
        return s.disabled ? [{ type: 'CustomerGroupEnabled', data: { groupId: cmd.groupId } }] : [];
    }
  },
  evolve(s, e) {
    switch (e.type) {
      case 'CustomerGroupCreated':
        return { ...s, exists: true, name: e.data.name, memo: e.data.memo };
      case 'CustomerGroupChanged':
        return { ...s, ...e.data.changes };
      case 'CustomerGroupDisabled':
        return { ...s, disabled: true };
      case 'CustomerGroupEnabled':
        return { ...s, disabled: false };
      default: {
        const _exhaustive: never = e;
        return s;
      }
    }
  },
};
