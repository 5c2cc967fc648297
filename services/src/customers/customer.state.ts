import { canonicalDecimal } from '@tradedesk/contracts/catalog/common';
import type { CustomerEvent, CustomerFields } from '@tradedesk/contracts/customers/customers';
import type { EvolveEvent } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

/** What a customer's stream says, as far as decisions need it. */
export interface CustomerState {
  exists: boolean;
  fields: CustomerFields | null;
  disabled: boolean;
}

export const initialCustomerState = (): CustomerState => ({ exists: false, fields: null, disabled: false });

export function evolveCustomer(s: CustomerState, e: EvolveEvent<CustomerEvent>): CustomerState {
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
}

export const customerNotFound = (id: string) => new DomainError('customer_not_found', `Customer ${id} does not exist.`, 404);

/** Stored shapes: groups without repeats, amounts canonical, so "no change" is recognised. */
export function normaliseFields<T extends Partial<CustomerFields>>(f: T): T {
  const out = { ...f };
  if (out.groupIds) out.groupIds = [...new Set(out.groupIds)];
  if (out.creditLimit) out.creditLimit = canonicalDecimal(out.creditLimit);
  return out;
}

/**
 * What the read models say of the level, the groups and the code a customer is given: loaded by
 * the handler (customer-facts.loader.ts), checked by the decision. Uniqueness of the code is the
 * read model's in the end (inline unique index: a clash answers 409 all the same).
 */
export interface CustomerReferenceFacts {
  /** The membership levels asked about, by id; a level missing here does not exist. */
  levels: ReadonlyMap<string, { name: string; disabled: boolean }>;
  /** The groups asked about, by id; a group missing here does not exist. */
  groups: ReadonlyMap<string, { disabled: boolean }>;
  /** Another customer has the code given. */
  codeTaken: boolean;
}

/**
 * What a customer names must exist and be enabled when newly given: its membership level and
 * its groups (a customer keeps a level or group that was disabled after it was given); its code
 * is no other customer's.
 */
export function checkCustomerReferences(
  wanted: { code?: string; membershipLevelId?: string | null; groupIds?: string[] },
  current: { membershipLevelId?: string | null; groupIds?: string[] },
  facts: CustomerReferenceFacts,
) {
  if (wanted.membershipLevelId && wanted.membershipLevelId !== current.membershipLevelId) {
    const level = facts.levels.get(wanted.membershipLevelId);
    if (!level) throw new DomainError('unknown_membership_level', `membershipLevelId: no membership level ${wanted.membershipLevelId}.`, 400, { field: 'membershipLevelId' });
    if (level.disabled) throw new DomainError('membership_level_disabled', `membershipLevelId: the level ${level.name} is disabled.`, 400, { field: 'membershipLevelId' });
  }
  const added = (wanted.groupIds ?? []).filter((g) => !(current.groupIds ?? []).includes(g));
  if (added.length) {
    const unknown = added.filter((g) => !facts.groups.has(g));
    if (unknown.length) throw new DomainError('unknown_group', `groupIds: no customer group ${unknown.join(', ')}.`, 400, { field: 'groupIds' });
    const disabled = added.filter((g) => facts.groups.get(g)!.disabled);
    if (disabled.length) throw new DomainError('group_disabled', `groupIds: group ${disabled.join(', ')} is disabled.`, 400, { field: 'groupIds' });
  }
  if (wanted.code && facts.codeTaken) {
    throw new DomainError('customer_code_taken', `code: another customer has the code ${wanted.code}; choose another.`, 409, { field: 'code' });
  }
}

/** What a membership command knows of the group it is about (read by the handler, passed in). */
export interface GroupFacts {
  groupId: string;
  exists: boolean;
  disabled: boolean;
}

/** Members are added to and removed from a group that exists (the path names it). */
export function requireGroup(g: GroupFacts) {
  if (!g.exists) throw new DomainError('group_not_found', `No customer group ${g.groupId}.`, 404);
}

/** The customers of a membership change are named in the body: an unknown one is a bad request. */
export function requireMember(s: CustomerState, customerId: string): CustomerFields {
  if (!s.exists || !s.fields) throw new DomainError('unknown_customer', `customerIds: no customer ${customerId}.`, 400, { field: 'customerIds' });
  return s.fields;
}
