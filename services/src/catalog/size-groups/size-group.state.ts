import type { SizeGroupEvent } from '@tradedesk/contracts/catalog/categories';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';

/** What a size group's stream says: its name and sizes in order. */
export interface SizeGroupState {
  exists: boolean;
  name: string;
  sizes: string[];
  disabled: boolean;
}

export const initialSizeGroupState = (): SizeGroupState => ({ exists: false, name: '', sizes: [], disabled: false });

export function evolveSizeGroup(s: SizeGroupState, e: EvolveEvent<SizeGroupEvent>): SizeGroupState {
  switch (e.type) {
    case 'SizeGroupCreated':
    case 'SizeGroupChanged':
      return { ...s, exists: true, name: e.data.name, sizes: e.data.sizes };
    case 'SizeGroupDisabled':
      return { ...s, disabled: true };
    case 'SizeGroupEnabled':
      return { ...s, disabled: false };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

export const sizeGroupNotFound = (id: string) => new DomainError('size_group_not_found', `Size group ${id} does not exist.`, 404);
