import type { CategoryEvent } from '@tradedesk/contracts/catalog/categories';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type CategoryState, type ParentFacts, requireParent } from '../category.state.js';

export interface CreateCategory {
  type: 'CreateCategory';
  categoryId: string;
  name: string;
  parentId: string | null;
  facts: ParentFacts;
}

/** A new category at the top or under an existing, enabled parent. Names are unique under one parent: the read model's index refuses a taken one (409). */
export function decideCreateCategory(c: CreateCategory, s: CategoryState): CategoryEvent[] {
  if (s.exists) throw new DomainError('category_exists', `Category ${c.categoryId} already exists.`, 409);
  requireParent(c.parentId, c.facts);
  return [{ type: 'CategoryCreated', data: { categoryId: c.categoryId, name: c.name, parentId: c.parentId } }];
}
