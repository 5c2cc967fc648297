import { spec } from '../../../platform/cqrs/decider-spec.js';
import { categoryDecider } from '../category.decider.js';

const top = { type: 'CategoryCreated' as const, data: { categoryId: 'c1', name: 'Bebidas', parentId: null } };

describe('rename category', () => {
  it('renames; the same name changes nothing', () => {
    spec(categoryDecider).given([top]).when({ type: 'RenameCategory', categoryId: 'c1', name: 'Drinks' }).then([{ type: 'CategoryRenamed', data: { categoryId: 'c1', name: 'Drinks' } }]);
    spec(categoryDecider).given([top]).when({ type: 'RenameCategory', categoryId: 'c1', name: 'Bebidas' }).thenNothing();
    spec(categoryDecider).given([]).when({ type: 'RenameCategory', categoryId: 'c1', name: 'x' }).thenFails('category_not_found');
  });
});
