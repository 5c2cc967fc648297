import { spec } from '../../../platform/cqrs/decider-spec.js';
import { sizeGroupDecider } from '../size-group.decider.js';

describe('size groups: disable and enable', () => {
  const g = { type: 'SizeGroupCreated' as const, data: { sizeGroupId: 'g1', name: 'Ropa', sizes: ['S', 'M', 'L'] } };
  it('disables and enables again; enabling an enabled group changes nothing', () => {
    const off = { type: 'SizeGroupDisabled' as const, data: { sizeGroupId: 'g1' } };
    spec(sizeGroupDecider).given([g, off]).when({ type: 'EnableSizeGroup', sizeGroupId: 'g1' }).then([{ type: 'SizeGroupEnabled', data: { sizeGroupId: 'g1' } }]);
    spec(sizeGroupDecider).given([g]).when({ type: 'EnableSizeGroup', sizeGroupId: 'g1' }).thenNothing();
    spec(sizeGroupDecider).given([]).when({ type: 'EnableSizeGroup', sizeGroupId: 'g1' }).thenFails('size_group_not_found');
  });
  it('disables an enabled group; again changes nothing', () => {
    spec(sizeGroupDecider).given([g]).when({ type: 'DisableSizeGroup', sizeGroupId: 'g1' }).then([{ type: 'SizeGroupDisabled', data: { sizeGroupId: 'g1' } }]);
    spec(sizeGroupDecider).given([g, { type: 'SizeGroupDisabled', data: { sizeGroupId: 'g1' } }]).when({ type: 'DisableSizeGroup', sizeGroupId: 'g1' }).thenNothing();
  });
});
