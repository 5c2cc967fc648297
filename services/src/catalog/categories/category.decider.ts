import type { CategoryEvent } from '@tradedesk/contracts/catalog/categories';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { type CategoryState, evolveCategory, initialCategoryState } from './category.state.js';
import { type CreateCategory, decideCreateCategory } from './create-category/create-category.decide.js';
import { decideMoveCategory, type MoveCategory } from './move-category/move-category.decide.js';
import { decideRenameCategory, type RenameCategory } from './rename-category/rename-category.decide.js';
import { decideDisableCategory, decideEnableCategory, type DisableCategory, type EnableCategory } from './set-category-status/set-category-status.decide.js';

export type CategoryCommand = CreateCategory | RenameCategory | MoveCategory | DisableCategory | EnableCategory;

/** A category of the product tree: each command's rule is in the use-case folder named after it. */
export const categoryDecider: Decider<CategoryCommand, CategoryState, CategoryEvent> = {
  initialState: initialCategoryState,
  evolve: evolveCategory,
  decide: decideByType<CategoryCommand, CategoryState, CategoryEvent>({
    CreateCategory: decideCreateCategory,
    RenameCategory: decideRenameCategory,
    MoveCategory: decideMoveCategory,
    DisableCategory: decideDisableCategory,
    EnableCategory: decideEnableCategory,
  }),
};
