import type { SizeGroupEvent } from '@tradedesk/contracts/catalog/categories';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { type ChangeSizeGroup, decideChangeSizeGroup } from './change-size-group/change-size-group.decide.js';
import { type CreateSizeGroup, decideCreateSizeGroup } from './create-size-group/create-size-group.decide.js';
import { decideDisableSizeGroup, decideEnableSizeGroup, type DisableSizeGroup, type EnableSizeGroup } from './set-size-group-status/set-size-group-status.decide.js';
import { evolveSizeGroup, initialSizeGroupState, type SizeGroupState } from './size-group.state.js';

export type SizeGroupCommand = CreateSizeGroup | ChangeSizeGroup | DisableSizeGroup | EnableSizeGroup;

/** A size group (S, M, L...): each command's rule is in the use-case folder named after it. */
export const sizeGroupDecider: Decider<SizeGroupCommand, SizeGroupState, SizeGroupEvent> = {
  initialState: initialSizeGroupState,
  evolve: evolveSizeGroup,
  decide: decideByType<SizeGroupCommand, SizeGroupState, SizeGroupEvent>({
    CreateSizeGroup: decideCreateSizeGroup,
    ChangeSizeGroup: decideChangeSizeGroup,
    DisableSizeGroup: decideDisableSizeGroup,
    EnableSizeGroup: decideEnableSizeGroup,
  }),
};
