import { canonicalDecimal } from '@tradedesk/contracts/catalog/common';
import type { MembershipLevelEvent, MembershipLevelFields } from '@tradedesk/contracts/customers/membership-levels';
import { membershipLevelNotFound, type MembershipLevelState } from '../../membership-level.state.js';

export interface ChangeMembershipLevel {
  type: 'ChangeMembershipLevel';
  levelId: string;
  changes: Partial<MembershipLevelFields>;
}

/** Only what differs is recorded (a discount compared canonical: 5.0 is 5); its customers get it at once. */
export function decideChangeMembershipLevel(c: ChangeMembershipLevel, s: MembershipLevelState): MembershipLevelEvent[] {
  if (!s.exists || !s.fields) throw membershipLevelNotFound(c.levelId);
  const wanted = { ...c.changes, ...(c.changes.discount !== undefined ? { discount: canonicalDecimal(c.changes.discount) } : {}) };
  const changes: Partial<MembershipLevelFields> = {};
  for (const [k, v] of Object.entries(wanted) as [keyof MembershipLevelFields, never][]) if (v !== undefined && v !== s.fields[k]) changes[k] = v;
  return Object.keys(changes).length ? [{ type: 'MembershipLevelChanged', data: { levelId: c.levelId, changes } }] : [];
}
