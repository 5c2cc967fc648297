import { spec } from '../../../platform/cqrs/decider-spec.js';
import { categoryDecider } from '../category.decider.js';

const top = { type: 'CategoryCreated' as const, data: { categoryId: 'c1', name: 'Bebidas', parentId: null } };

describe('move category', () => {
  it('moves, never under itself or a descendant', () => {
    spec(categoryDecider).given([top]).when({ type: 'MoveCategory', categoryId: 'c1', parentId: 'c9', facts: { parentPath: ['c9'], parentDisabled: false } }).then([{ type: 'CategoryMoved', data: { categoryId: 'c1', parentId: 'c9' } }]);
    spec(categoryDecider).given([top]).when({ type: 'MoveCategory', categoryId: 'c1', parentId: 'c1', facts: { parentPath: ['c1'], parentDisabled: false } }).thenFails('category_cycle');
    spec(categoryDecider).given([top]).when({ type: 'MoveCategory', categoryId: 'c1', parentId: 'c3', facts: { parentPath: ['c3', 'c2', 'c1'], parentDisabled: false } }).thenFails('category_cycle');
  });

  it('to where it is already: nothing; under an unknown or disabled parent: refused', () => {
    spec(categoryDecider).given([top]).when({ type: 'MoveCategory', categoryId: 'c1', parentId: null, facts: { parentPath: [], parentDisabled: false } }).thenNothing();
    spec(categoryDecider).given([top]).when({ type: 'MoveCategory', categoryId: 'c1', parentId: 'c9', facts: { parentPath: [], parentDisabled: false } }).thenFails('unknown_category');
    spec(categoryDecider).given([top]).when({ type: 'MoveCategory', categoryId: 'c1', parentId: 'c9', facts: { parentPath: ['c9'], parentDisabled: true } }).thenFails('category_disabled');
    spec(categoryDecider).given([]).when({ type: 'MoveCategory', categoryId: 'c1', parentId: null, facts: { parentPath: [], parentDisabled: false } }).thenFails('category_not_found');
  });
});
