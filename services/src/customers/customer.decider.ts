import type { CustomerEvent, CustomerFields } from '@tradedesk/contracts/customers/customers';
import { canonicalDecimal } from '@tradedesk/contracts/catalog/common';
import type { Decider } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

export interface CustomerState {
  exists: boolean;
  fields: CustomerFields | null;
  disabled: boolean;
}

/** What a command knows of a group it puts the customer in (read by the handler, passed in). */
export interface GroupFacts {
  groupId: string;
  exists: boolean;
  disabled: boolean;
}

export type CustomerCommand =
  | { type: 'CreateCustomer'; customerId: string; fields: CustomerFields }
  | { type: 'ChangeCustomer'; customerId: string; changes: Partial<CustomerFields> }
  | { type: 'DisableCustomer'; customerId: string }
  | { type: 'EnableCustomer'; customerId: string }
  | { type: 'AddCustomerToGroup'; customerId: string; group: GroupFacts }
  | { type: 'RemoveCustomerFromGroup'; customerId: string; groupId: string };

const notFound = (id: string) => new DomainError('customer_not_found', `Customer ${id} does not exist.`, 404);

/** Stored shapes: groups without repeats, amounts canonical, so "no change" is recognised. */
export function normaliseFields<T extends Partial<CustomerFields>>(f: T): T {
  const out = { ...f };
  if (out.groupIds) out.groupIds = [...new Set(out.groupIds)];
  if (out.creditLimit) out.creditLimit = canonicalDecimal(out.creditLimit);
  return out;
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
 * A customer: its fields, status and groups. Uniqueness of the code is the read model's (inline
 * unique index: a clash answers 409); that the level and groups it names exist is checked by the
 * handler against the read models before deciding.
 */
export const customerDecider: Decider<CustomerCommand, CustomerState, CustomerEvent> = {
  initialState: () => ({ exists: false, fields: null, disabled: false }),

  decide(cmd, s) {
    switch (cmd.type) {
      case 'CreateCustomer':
        if (s.exists) throw new DomainError('customer_exists', `Customer ${cmd.customerId} already exists.`, 409);
        return [{ type: 'CustomerCreated', data: { customerId: cmd.customerId, ...normaliseFields(cmd.fields) } }];
      case 'ChangeCustomer': {
        if (!s.exists || !s.fields) throw notFound(cmd.customerId);
        const changes = changed(s.fields, cmd.changes);
        return Object.keys(changes).length ? [{ type: 'CustomerChanged', data: { customerId: cmd.customerId, changes } }] : [];
      }
      case 'DisableCustomer':
        if (!s.exists) throw notFound(cmd.customerId);
        return s.disabled ? [] : [{ type: 'CustomerDisabled', data: { customerId: cmd.customerId } }];
      case 'EnableCustomer':
        if (!s.exists) throw notFound(cmd.customerId);
        return s.disabled ? [{ type: 'CustomerEnabled', data: { customerId: cmd.customerId } }] : [];
      case 'AddCustomerToGroup': {
        if (!s.exists || !s.fields) throw notFound(cmd.customerId);
        const g = cmd.group;
        if (!g.exists) throw new DomainError('group_not_found', `Customer group ${g.groupId} does not exist.`, 404);
        if (s.fields.groupIds.includes(g.groupId)) return [];
        if (g.disabled) throw new DomainError('group_disabled', 'The group is disabled: enable it before adding customers.', 400, { field: 'groupId' });
        if (s.fields.groupIds.length >= 50) throw new DomainError('too_many_groups', `Customer ${s.fields.code} is in 50 groups already.`, 400, { field: 'customerIds' });
        return [{ type: 'CustomerAddedToGroup', data: { customerId: cmd.customerId, groupId: g.groupId } }];
      }
      case 'RemoveCustomerFromGroup':
        if (!s.exists || !s.fields) throw notFound(cmd.customerId);
        return s.fields.groupIds.includes(cmd.groupId) ? [{ type: 'CustomerRemovedFromGroup', data: { customerId: cmd.customerId, groupId: cmd.groupId } }] : [];
    }
  },

  evolve(s, e) {
    switch (e.type) {
      case 'CustomerCreated': {
        const { customerId: _c, ...fields } = e.data;
        return { ...s, exists: true, fields };
      }
      case 'CustomerChanged':
        return { ...s, fields: { ...s.fields!, ...e.data.changes } };
      case 'CustomerDisabled':
        return { ...s, disabled: true };
      case 'CustomerEnabled':
        return { ...s, disabled: false };
      case 'CustomerAddedToGroup':
        return { ...s, fields: { ...s.fields!, groupIds: [...s.fields!.groupIds, e.data.groupId] } };
      case 'CustomerRemovedFromGroup':
        return { ...s, fields: { ...s.fields!, groupIds: s.fields!.groupIds.filter((g) => g !== e.data.groupId) } };
      default: {
        const _exhaustive: never = e;
        return s;
      }
    }
  },
};
