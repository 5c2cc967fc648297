import type { TagEvent } from '@tradedesk/contracts/identity/tags';
import type { Decider } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

export interface TagState {
  exists: boolean;
  name: string;
  color: string;
  disabled: boolean;
}

export type TagCommand =
  | { type: 'CreateTag'; tagId: string; name: string; color: string }
  | { type: 'ChangeTag'; tagId: string; name?: string; color?: string }
  | { type: 'DisableTag'; tagId: string }
  | { type: 'EnableTag'; tagId: string };

const notFound = (id: string) => new DomainError('tag_not_found', `Tag ${id} does not exist.`, 404);

export const tagDecider: Decider<TagCommand, TagState, TagEvent> = {
  initialState: () => ({ exists: false, name: '', color: '', disabled: false }),

  decide(cmd, s) {
    switch (cmd.type) {
      case 'CreateTag':
        if (s.exists) throw new DomainError('tag_exists', `Tag ${cmd.tagId} already exists.`, 409);
        return [{ type: 'TagCreated', data: { tagId: cmd.tagId, name: cmd.name, color: cmd.color.toUpperCase() } }];
      case 'ChangeTag': {
        if (!s.exists) throw notFound(cmd.tagId);
        const next = { name: cmd.name ?? s.name, color: (cmd.color ?? s.color).toUpperCase() };
        if (next.name === s.name && next.color === s.color) return [];
        return [{ type: 'TagChanged', data: { tagId: cmd.tagId, ...next } }];
      }
      case 'DisableTag':
        if (!s.exists) throw notFound(cmd.tagId);
        return s.disabled ? [] : [{ type: 'TagDisabled', data: { tagId: cmd.tagId } }];
      case 'EnableTag':
        if (!s.exists) throw notFound(cmd.tagId);
        return s.disabled ? [{ type: 'TagEnabled', data: { tagId: cmd.tagId } }] : [];
    }
  },

  evolve(s, e) {
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
  },
};
