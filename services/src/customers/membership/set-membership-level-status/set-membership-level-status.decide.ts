import type { MembershipLevelEvent } from '@tradedesk/contracts/customers/membership-levels';
import { membershipLevelNotFound, type MembershipLevelState } from '../../membership-level.state.js';

export interface DisableMembershipLevel {
  type: 'DisableMembershipLevel';
  levelId: string;
}
export interface EnableMembershipLevel {
  type: 'EnableMembershipLevel';
  levelId: string;
}

/** Its customers get no discount from it while it is disabled. Disabling twice records it once. */
export function decideDisableMembershipLevel(c: DisableMembershipLevel, s: MembershipLevelState): MembershipLevelEvent[] {
  if (!s.exists) throw membershipLevelNotFound(c.levelId);
  return s.disabled ? [] : [{ type: 'MembershipLevelDisabled', data: { levelId: c.levelId } }];
}

export function decideEnableMembershipLevel(c: EnableMembershipLevel, s: MembershipLevelState): MembershipLevelEvent[] {
  if (!s.exists) throw membershipLevelNotFound(c.levelId);
  return s.disabled ? [{ type: 'MembershipLevelEnabled', data: { levelId: c.levelId } }] : [];
}
