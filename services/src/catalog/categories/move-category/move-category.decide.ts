import type { CategoryEvent } from '@tradedesk/contracts/catalog/categories';
import { DomainError } from '../../../platform/event-store/errors.js';
import { categoryNotFound, type CategoryState, type ParentFacts, requireParent } from '../category.state.js';

export interface MoveCategory {
  type: 'MoveCategory';
  categoryId: string;
  parentId: string | null;
  facts: ParentFacts;
}

/** Under another category or to the top; never under itself or one of its own sub-categories. */
export function decideMoveCategory(c: MoveCategory, s: CategoryState): CategoryEvent[] {
  if (!s.exists) throw categoryNotFound(c.categoryId);
  if (c.parentId === s.parentId) return [];
  requireParent(c.parentId, c.facts);
  // Under itself or under one of its own descendants: the tree would become a loop.
  if (c.parentId === c.categoryId || c.facts.parentPath.includes(c.categoryId)) {
    throw new DomainError('category_cycle', 'A category cannot move under itself or under one of its sub-categories.', 400, { field: 'parentId' });
  }
  return [{ type: 'CategoryMoved', data: { categoryId: c.categoryId, parentId: c.parentId } }];
}
