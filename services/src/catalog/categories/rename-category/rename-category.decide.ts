import type { CategoryEvent } from '@tradedesk/contracts/catalog/categories';
import { categoryNotFound, type CategoryState } from '../category.state.js';

export interface RenameCategory {
  type: 'RenameCategory';
  categoryId: string;
  name: string;
}

/** The same name changes nothing. */
export function decideRenameCategory(c: RenameCategory, s: CategoryState): CategoryEvent[] {
  if (!s.exists) throw categoryNotFound(c.categoryId);
  return s.name === c.name ? [] : [{ type: 'CategoryRenamed', data: { categoryId: c.categoryId, name: c.name } }];
}
