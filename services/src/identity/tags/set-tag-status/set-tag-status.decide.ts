import type { TagEvent } from '@tradedesk/contracts/identity/tags';
import { requireTag, type TagState } from '../../tag.state.js';

export interface DisableTag {
  type: 'DisableTag';
  tagId: string;
}
export interface EnableTag {
  type: 'EnableTag';
  tagId: string;
}

/** No longer offered nor shown on employees while disabled; disabling twice records it once. */
export function decideDisableTag(c: DisableTag, s: TagState): TagEvent[] {
  requireTag(s, c.tagId);
  return s.disabled ? [] : [{ type: 'TagDisabled', data: { tagId: c.tagId } }];
}

export function decideEnableTag(c: EnableTag, s: TagState): TagEvent[] {
  requireTag(s, c.tagId);
  return s.disabled ? [{ type: 'TagEnabled', data: { tagId: c.tagId } }] : [];
}
