import type { CategoryEvent } from '@tradedesk/contracts/catalog/categories';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';

/** What a category's stream says. */
export interface CategoryState {
  exists: boolean;
  name: string;
  parentId: string | null;
  disabled: boolean;
}

/**
 * Where a category is to go, looked up by the loader: the new parent and its ancestors (parent
 * first), or [] for the top or an unknown parent; whether that parent is disabled.
 */
export interface ParentFacts {
  parentPath: string[];
  parentDisabled: boolean;
}

export const initialCategoryState = (): CategoryState => ({ exists: false, name: '', parentId: null, disabled: false });

export function evolveCategory(s: CategoryState, e: EvolveEvent<CategoryEvent>): CategoryState {
  switch (e.type) {
    case 'CategoryCreated':
      return { exists: true, name: e.data.name, parentId: e.data.parentId, disabled: false };
    case 'CategoryRenamed':
      return { ...s, name: e.data.name };
    case 'CategoryMoved':
      return { ...s, parentId: e.data.parentId };
    case 'CategoryDisabled':
      return { ...s, disabled: true };
    case 'CategoryEnabled':
      return { ...s, disabled: false };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

export const categoryNotFound = (id: string) => new DomainError('category_not_found', `Category ${id} does not exist.`, 404);

/** A category goes at the top, or under a parent that exists and is enabled. */
export function requireParent(parentId: string | null, { parentPath, parentDisabled }: ParentFacts) {
  if (parentId === null) return;
  if (parentPath[0] !== parentId) throw new DomainError('unknown_category', `The parent category ${parentId} does not exist.`, 400, { field: 'parentId' });
  if (parentDisabled) throw new DomainError('category_disabled', `The parent category is disabled.`, 400, { field: 'parentId' });
}
