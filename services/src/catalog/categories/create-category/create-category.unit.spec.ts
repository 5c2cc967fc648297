import { spec } from '../../../platform/cqrs/decider-spec.js';
import { categoryDecider } from '../category.decider.js';

const top = { type: 'CategoryCreated' as const, data: { categoryId: 'c1', name: 'Bebidas', parentId: null } };

describe('create category', () => {
  it('creates at the top or under an existing, enabled parent', () => {
    spec(categoryDecider).given([]).when({ type: 'CreateCategory', categoryId: 'c1', name: 'Bebidas', parentId: null, facts: { parentPath: [], parentDisabled: false } }).then([top]);
    spec(categoryDecider).given([]).when({ type: 'CreateCategory', categoryId: 'c2', name: 'Jugos', parentId: 'x', facts: { parentPath: [], parentDisabled: false } }).thenFails('unknown_category');
    spec(categoryDecider).given([]).when({ type: 'CreateCategory', categoryId: 'c2', name: 'Jugos', parentId: 'x', facts: { parentPath: ['x'], parentDisabled: true } }).thenFails('category_disabled');
  });

  it('creates under a parent, and only once', () => {
    spec(categoryDecider)
      .given([])
      .when({ type: 'CreateCategory', categoryId: 'c2', name: 'Jugos', parentId: 'c1', facts: { parentPath: ['c1'], parentDisabled: false } })
      .then([{ type: 'CategoryCreated', data: { categoryId: 'c2', name: 'Jugos', parentId: 'c1' } }]);
    spec(categoryDecider).given([top]).when({ type: 'CreateCategory', categoryId: 'c1', name: 'Bebidas', parentId: null, facts: { parentPath: [], parentDisabled: false } }).thenFails('category_exists');
  });
});
