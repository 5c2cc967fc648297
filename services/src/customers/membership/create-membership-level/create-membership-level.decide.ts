import { canonicalDecimal } from '@tradedesk/contracts/catalog/common';
import type { MembershipLevelEvent, MembershipLevelFields } from '@tradedesk/contracts/customers/membership-levels';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { MembershipLevelState } from '../../membership-level.state.js';

export interface CreateMembershipLevel {
  type: 'CreateMembershipLevel';
  levelId: string;
  fields: MembershipLevelFields;
}

/** A new level, its discount canonical (its name is checked unique by the read model's index). */
export function decideCreateMembershipLevel(c: CreateMembershipLevel, s: MembershipLevelState): MembershipLevelEvent[] {
  if (s.exists) throw new DomainError('membership_level_exists', `Membership level ${c.levelId} already exists.`, 409);
  return [{ type: 'MembershipLevelCreated', data: { levelId: c.levelId, ...c.fields, discount: canonicalDecimal(c.fields.discount) } }];
}
