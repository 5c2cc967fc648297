import { canonicalDecimal } from '@tradedesk/contracts/catalog/common';
import type { MembershipLevelEvent, MembershipLevelFields } from '@tradedesk/contracts/customers/membership-levels';
import type { Decider } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

export interface MembershipLevelState {
  exists: boolean;
  fields: MembershipLevelFields | null;
  disabled: boolean;
}
export type MembershipLevelCommand =
  | { type: 'CreateMembershipLevel'; levelId: string; fields: MembershipLevelFields }
  | { type: 'ChangeMembershipLevel'; levelId: string; changes: Partial<MembershipLevelFields> }
  | { type: 'DisableMembershipLevel'; levelId: string }
  | { type: 'EnableMembershipLevel'; levelId: string };

const notFound = (id: string) => new DomainError('membership_level_not_found', `Membership level ${id} does not exist.`, 404);

/** A membership level: name, discount percent, price type. Unique names are the read model's. */
export const membershipLevelDecider: Decider<MembershipLevelCommand, MembershipLevelState, MembershipLevelEvent> = {
  initialState: () => ({ exists: false, fields: null, disabled: false }),
  decide(cmd, s) {
    switch (cmd.type) {
      case 'CreateMembershipLevel':
        if (s.exists) throw new DomainError('membership_level_exists', `Membership level ${cmd.levelId} already exists.`, 409);
        return [{ type: 'MembershipLevelCreated', data: { levelId: cmd.levelId, ...cmd.fields, discount: canonicalDecimal(cmd.fields.discount) } }];
      case 'ChangeMembershipLevel': {
        if (!s.exists || !s.fields) throw notFound(cmd.levelId);
        const wanted = { ...cmd.changes, ...(cmd.changes.discount !== undefined ? { discount: canonicalDecimal(cmd.changes.discount) } : {}) };
        const changes: Partial<MembershipLevelFields> = {};
        for (const [k, v] of Object.entries(wanted) as [keyof MembershipLevelFields, never][]) if (v !== undefined && v !== s.fields[k]) changes[k] = v;
        return Object.keys(changes).length ? [{ type: 'MembershipLevelChanged', data: { levelId: cmd.levelId, changes } }] : [];
      }
      case 'DisableMembershipLevel':
        if (!s.exists) throw notFound(cmd.levelId);
        return s.disabled ? [] : [{ type: 'MembershipLevelDisabled', data: { levelId: cmd.levelId } }];
      case 'EnableMembershipLevel':
        if (!s.exists) throw notFound(cmd.levelId);
        return s.disabled ? [{ type: 'MembershipLevelEnabled', data: { levelId: cmd.levelId } }] : [];
    }
  },
  evolve(s, e) {
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
  },
};
