import type { TagEvent } from '@tradedesk/contracts/identity/tags';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { TagState } from '../../tag.state.js';

export interface CreateTag {
  type: 'CreateTag';
  tagId: string;
  name: string;
  color: string;
}

/** A new tag, its colour in upper case (its name is checked unique by the read model's index). */
export function decideCreateTag(c: CreateTag, s: TagState): TagEvent[] {
  if (s.exists) throw new DomainError('tag_exists', `Tag ${c.tagId} already exists.`, 409);
  return [{ type: 'TagCreated', data: { tagId: c.tagId, name: c.name, color: c.color.toUpperCase() } }];
}
