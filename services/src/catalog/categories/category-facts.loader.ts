import { Inject, Injectable } from '@nestjs/common';
import { ancestorIds, getCategory } from '@tradedesk/projections/catalog/categories/categories.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { DATABASE } from '../../platform/tokens.js';
import type { ParentFacts } from './category.state.js';

/** What category decisions need besides the stream: where the category is to go. */
@Injectable()
export class CategoryFactsLoader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** CreateCategory: the parent it goes under. */
  forCreateCategory(parentId: string | null): Promise<ParentFacts> {
    return this.parent(parentId);
  }

  /** MoveCategory: the new parent (its ancestors tell whether the move would make a loop). */
  forMoveCategory(parentId: string | null): Promise<ParentFacts> {
    return this.parent(parentId);
  }

  private async parent(parentId: string | null): Promise<ParentFacts> {
    if (!parentId) return { parentPath: [], parentDisabled: false };
    const parent = await getCategory(this.db, parentId);
    return { parentPath: parent ? await ancestorIds(this.db, parentId) : [], parentDisabled: parent?.disabled ?? false };
  }
}
