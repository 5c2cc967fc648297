import { spec } from '../platform/cqrs/decider-spec.js';
import { categoryDecider, sizeGroupDecider } from './category.decider.js';

const top = { type: 'CategoryCreated' as const, data: { categoryId: 'c1', name: 'Bebidas', parentId: null } };

describe('category decider', () => {
  it('creates at the top or under an existing, enabled parent', () => {
    spec(categoryDecider).given([]).when({ type: 'CreateCategory', categoryId: 'c1', name: 'Bebidas', parentId: null, parentPath: [], parentDisabled: false }).then([top]);
    spec(categoryDecider).given([]).when({ type: 'CreateCategory', categoryId: 'c2', name: 'Jugos', parentId: 'x', parentPath: [], parentDisabled: false }).thenFails('unknown_category');
    spec(categoryDecider).given([]).when({ type: 'CreateCategory', categoryId: 'c2', name: 'Jugos', parentId: 'x', parentPath: ['x'], parentDisabled: true }).thenFails('category_disabled');
  });
  it('renames; the same name changes nothing', () => {
    spec(categoryDecider).given([top]).when({ type: 'RenameCategory', categoryId: 'c1', name: 'Drinks' }).then([{ type: 'CategoryRenamed', data: { categoryId: 'c1', name: 'Drinks' } }]);
    spec(categoryDecider).given([top]).when({ type: 'RenameCategory', categoryId: 'c1', name: 'Bebidas' }).thenNothing();
    spec(categoryDecider).given([]).when({ type: 'RenameCategory', categoryId: 'c1', name: 'x' }).thenFails('category_not_found');
  });
  it('moves, never under itself or a descendant', () => {
    spec(categoryDecider).given([top]).when({ type: 'MoveCategory', categoryId: 'c1', parentId: 'c9', parentPath: ['c9'], parentDisabled: false }).then([{ type: 'CategoryMoved', data: { categoryId: 'c1', parentId: 'c9' } }]);
    spec(categoryDecider).given([top]).when({ type: 'MoveCategory', categoryId: 'c1', parentId: 'c1', parentPath: ['c1'], parentDisabled: false }).thenFails('category_cycle');
    spec(categoryDecider).given([top]).when({ type: 'MoveCategory', categoryId: 'c1', parentId: 'c3', parentPath: ['c3', 'c2', 'c1'], parentDisabled: false }).thenFails('category_cycle');
  });
  it('disable / enable', () => {
    spec(categoryDecider).given([top]).when({ type: 'DisableCategory', categoryId: 'c1' }).then([{ type: 'CategoryDisabled', data: { categoryId: 'c1' } }]);
    spec(categoryDecider).given([top, { type: 'CategoryDisabled', data: { categoryId: 'c1' } }]).when({ type: 'EnableCategory', categoryId: 'c1' }).then([{ type: 'CategoryEnabled', data: { categoryId: 'c1' } }]);
  });
});

describe('size group decider', () => {
  const g = { type: 'SizeGroupCreated' as const, data: { sizeGroupId: 'g1', name: 'Ropa', sizes: ['S', 'M'] } };
  it('creates and changes', () => {
    spec(sizeGroupDecider).given([]).when({ type: 'CreateSizeGroup', sizeGroupId: 'g1', name: 'Ropa', sizes: ['S', 'M'] }).then([g]);
    spec(sizeGroupDecider).given([g]).when({ type: 'ChangeSizeGroup', sizeGroupId: 'g1', sizes: ['S', 'M', 'L'] }).then([{ type: 'SizeGroupChanged', data: { sizeGroupId: 'g1', name: 'Ropa', sizes: ['S', 'M', 'L'] } }]);
    spec(sizeGroupDecider).given([g]).when({ type: 'ChangeSizeGroup', sizeGroupId: 'g1', name: 'Ropa' }).thenNothing();
    spec(sizeGroupDecider).given([]).when({ type: 'ChangeSizeGroup', sizeGroupId: 'g1', name: 'x' }).thenFails('size_group_not_found');
  });
});
