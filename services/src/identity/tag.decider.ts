import type { TagEvent } from '@tradedesk/contracts/identity/tags';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { evolveTag, initialTagState, type TagState } from './tag.state.js';
import { type CreateTag, decideCreateTag } from './tags/create-tag/create-tag.decide.js';
import { decideDisableTag, decideEnableTag, type DisableTag, type EnableTag } from './tags/set-tag-status/set-tag-status.decide.js';
import { type ChangeTag, decideChangeTag } from './tags/update-tag/update-tag.decide.js';

export type TagCommand = CreateTag | ChangeTag | DisableTag | EnableTag;

/** A tag on employees: each command's rule is in the use-case folder under tags/. */
export const tagDecider: Decider<TagCommand, TagState, TagEvent> = {
  initialState: initialTagState,
  evolve: evolveTag,
  decide: decideByType<TagCommand, TagState, TagEvent>({
    CreateTag: decideCreateTag,
    ChangeTag: decideChangeTag,
    DisableTag: decideDisableTag,
    EnableTag: decideEnableTag,
  }),
};
