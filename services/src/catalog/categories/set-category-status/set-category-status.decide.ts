import type { CategoryEvent } from '@tradedesk/contracts/catalog/categories';
import { categoryNotFound, type CategoryState } from '../category.state.js';

export interface DisableCategory {
  type: 'DisableCategory';
  categoryId: string;
}
export interface EnableCategory {
  type: 'EnableCategory';
  categoryId: string;
}

/** Its products keep it; no new product may choose it. Disabling it again changes nothing. */
export function decideDisableCategory(c: DisableCategory, s: CategoryState): CategoryEvent[] {
  if (!s.exists) throw categoryNotFound(c.categoryId);
  return s.disabled ? [] : [{ type: 'CategoryDisabled', data: { categoryId: c.categoryId } }];
}

/** Enabling an enabled category changes nothing. */
export function decideEnableCategory(c: EnableCategory, s: CategoryState): CategoryEvent[] {
  if (!s.exists) throw categoryNotFound(c.categoryId);
  return s.disabled ? [{ type: 'CategoryEnabled', data: { categoryId: c.categoryId } }] : [];
}
