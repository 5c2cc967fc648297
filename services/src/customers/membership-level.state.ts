import type { MembershipLevelEvent, MembershipLevelFields } from '@tradedesk/contracts/customers/membership-levels';
import type { EvolveEvent } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

/** What a membership level's stream says: name, discount percent, price type, memo, status. */
export interface MembershipLevelState {
  exists: boolean;
  fields: MembershipLevelFields | null;
  disabled: boolean;
}

export const initialMembershipLevelState = (): MembershipLevelState => ({ exists: false, fields: null, disabled: false });

export function evolveMembershipLevel(s: MembershipLevelState, e: EvolveEvent<MembershipLevelEvent>): MembershipLevelState {
  switch (e.type) {
    case 'MembershipLevelCreated': {
      const { levelId: _l, ...fields } = e.data;
      return { ...s, exists: true, fields };
    }
    case 'MembershipLevelChanged':
      return { ...s, fields: { ...s.fields!, ...e.data.changes } };
    case 'MembershipLevelDisabled':
      return { ...s, disabled: true };
    case 'MembershipLevelEnabled':
      return { ...s, disabled: false };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

export const membershipLevelNotFound = (id: string) => new DomainError('membership_level_not_found', `Membership level ${id} does not exist.`, 404);
