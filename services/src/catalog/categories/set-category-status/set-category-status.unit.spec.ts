import { spec } from '../../../platform/cqrs/decider-spec.js';
import { categoryDecider } from '../category.decider.js';

const top = { type: 'CategoryCreated' as const, data: { categoryId: 'c1', name: 'Bebidas', parentId: null } };
const off = { type: 'CategoryDisabled' as const, data: { categoryId: 'c1' } };

describe('disable and enable a category', () => {
  it('disable / enable', () => {
    spec(categoryDecider).given([top]).when({ type: 'DisableCategory', categoryId: 'c1' }).then([off]);
    spec(categoryDecider).given([top, off]).when({ type: 'EnableCategory', categoryId: 'c1' }).then([{ type: 'CategoryEnabled', data: { categoryId: 'c1' } }]);
  });

  it('again changes nothing; an unknown category is 404', () => {
    spec(categoryDecider).given([top, off]).when({ type: 'DisableCategory', categoryId: 'c1' }).thenNothing();
    spec(categoryDecider).given([top]).when({ type: 'EnableCategory', categoryId: 'c1' }).thenNothing();
    spec(categoryDecider).given([]).when({ type: 'DisableCategory', categoryId: 'c1' }).thenFails('category_not_found');
  });
});
