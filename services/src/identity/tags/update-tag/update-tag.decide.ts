import type { TagEvent } from '@tradedesk/contracts/identity/tags';
import { requireTag, type TagState } from '../../tag.state.js';

export interface ChangeTag {
  type: 'ChangeTag';
  tagId: string;
  name?: string;
  color?: string;
}

/** Records the tag as it is after the change, only when the name or the colour differs. */
export function decideChangeTag(c: ChangeTag, s: TagState): TagEvent[] {
  requireTag(s, c.tagId);
  const next = { name: c.name ?? s.name, color: (c.color ?? s.color).toUpperCase() };
  if (next.name === s.name && next.color === s.color) return [];
  return [{ type: 'TagChanged', data: { tagId: c.tagId, ...next } }];
}
