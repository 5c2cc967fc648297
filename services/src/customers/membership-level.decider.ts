import type { MembershipLevelEvent } from '@tradedesk/contracts/customers/membership-levels';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { evolveMembershipLevel, initialMembershipLevelState, type MembershipLevelState } from './membership-level.state.js';
import { type ChangeMembershipLevel, decideChangeMembershipLevel } from './membership/change-membership-level/change-membership-level.decide.js';
import { type CreateMembershipLevel, decideCreateMembershipLevel } from './membership/create-membership-level/create-membership-level.decide.js';
import {
  decideDisableMembershipLevel,
  decideEnableMembershipLevel,
  type DisableMembershipLevel,
  type EnableMembershipLevel,
} from './membership/set-membership-level-status/set-membership-level-status.decide.js';

export type MembershipLevelCommand = CreateMembershipLevel | ChangeMembershipLevel | DisableMembershipLevel | EnableMembershipLevel;

/** A membership level: name, discount percent, price type. Unique names are the read model's. */
export const membershipLevelDecider: Decider<MembershipLevelCommand, MembershipLevelState, MembershipLevelEvent> = {
  initialState: initialMembershipLevelState,
  evolve: evolveMembershipLevel,
  decide: decideByType<MembershipLevelCommand, MembershipLevelState, MembershipLevelEvent>({
    CreateMembershipLevel: decideCreateMembershipLevel,
    ChangeMembershipLevel: decideChangeMembershipLevel,
    DisableMembershipLevel: decideDisableMembershipLevel,
    EnableMembershipLevel: decideEnableMembershipLevel,
  }),
};
