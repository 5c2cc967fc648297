import { getMembershipLevel } from '@tradedesk/projections/customers/membership-levels/membership-levels.query';
import { customerGroupStatuses } from '@tradedesk/projections/customers/customer-groups/customer-groups.query';
import { takenCustomerCodes } from '@tradedesk/projections/customers/customers/customers.query';
import type { Sql } from '@tradedesk/projections/platform/sql';
import { DomainError } from '../platform/event-store/errors.js';

/**
 * What a customer names must exist and be enabled when newly given: its membership level and
 * its groups (a customer keeps a level or group that was disabled after it was given). The code is
 * checked for a clear answer; the read model's unique index decides in the end (409 all the same).
 */
export async function checkCustomerReferences(
  sql: Sql,
  wanted: { code?: string; membershipLevelId?: string | null; groupIds?: string[] },
  current: { customerId?: string; membershipLevelId?: string | null; groupIds?: string[] } = {},
) {
  if (wanted.membershipLevelId && wanted.membershipLevelId !== current.membershipLevelId) {
    const level = await getMembershipLevel(sql, wanted.membershipLevelId);
    if (!level) throw new DomainError('unknown_membership_level', `membershipLevelId: no membership level ${wanted.membershipLevelId}.`, 400, { field: 'membershipLevelId' });
    if (level.status === 'disabled') throw new DomainError('membership_level_disabled', `membershipLevelId: the level ${level.name} is disabled.`, 400, { field: 'membershipLevelId' });
  }
  const added = (wanted.groupIds ?? []).filter((g) => !(current.groupIds ?? []).includes(g));
  if (added.length) {
    const statuses = await customerGroupStatuses(sql, added);
    const unknown = added.filter((g) => !statuses.has(g));
    if (unknown.length) throw new DomainError('unknown_group', `groupIds: no customer group ${unknown.join(', ')}.`, 400, { field: 'groupIds' });
    const disabled = added.filter((g) => statuses.get(g) === 'disabled');
    if (disabled.length) throw new DomainError('group_disabled', `groupIds: group ${disabled.join(', ')} is disabled.`, 400, { field: 'groupIds' });
  }
  if (wanted.code && (await takenCustomerCodes(sql, [wanted.code], current.customerId)).size) {
    throw new DomainError('customer_code_taken', `code: another customer has the code ${wanted.code}; choose another.`, 409, { field: 'code' });
  }
}
