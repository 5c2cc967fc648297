import type { TagEvent } from '@tradedesk/contracts/identity/tags';
import type { EvolveEvent } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

/** What a tag's stream says: a label put on employees. */
export interface TagState {
  exists: boolean;
  name: string;
  color: string;
  disabled: boolean;
}

export const initialTagState = (): TagState => ({ exists: false, name: '', color: '', disabled: false });

export function evolveTag(s: TagState, e: EvolveEvent<TagEvent>): TagState {
  switch (e.type) {
    case 'TagCreated':
    case 'TagChanged':
      return { ...s, exists: true, name: e.data.name, color: e.data.color };
    case 'TagDisabled':
      return { ...s, disabled: true };
    case 'TagEnabled':
      return { ...s, disabled: false };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

export function requireTag(s: TagState, tagId: string) {
  if (!s.exists) throw new DomainError('tag_not_found', `Tag ${tagId} does not exist.`, 404);
}
