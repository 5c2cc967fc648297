import { spec } from '../../../platform/cqrs/decider-spec.js';
import { sizeGroupDecider } from '../size-group.decider.js';

const none = { usedSizes: [] };

describe('change size group', () => {
  const g = { type: 'SizeGroupCreated' as const, data: { sizeGroupId: 'g1', name: 'Ropa', sizes: ['S', 'M'] } };
  it('changes', () => {
    spec(sizeGroupDecider).given([g]).when({ type: 'ChangeSizeGroup', sizeGroupId: 'g1', sizes: ['S', 'M', 'L'], facts: none }).then([{ type: 'SizeGroupChanged', data: { sizeGroupId: 'g1', name: 'Ropa', sizes: ['S', 'M', 'L'] } }]);
    spec(sizeGroupDecider).given([g]).when({ type: 'ChangeSizeGroup', sizeGroupId: 'g1', name: 'Ropa', facts: none }).thenNothing();
    spec(sizeGroupDecider).given([]).when({ type: 'ChangeSizeGroup', sizeGroupId: 'g1', name: 'x', facts: none }).thenFails('size_group_not_found');
  });
});

describe('size groups: sizes in use', () => {
  const g = { type: 'SizeGroupCreated' as const, data: { sizeGroupId: 'g1', name: 'Ropa', sizes: ['S', 'M', 'L'] } };
  it('a size products carry cannot leave the group; reordering and adding can', () => {
    spec(sizeGroupDecider).given([g]).when({ type: 'ChangeSizeGroup', sizeGroupId: 'g1', sizes: ['S', 'L'], facts: { usedSizes: ['M'] } }).thenFails('size_in_use');
    spec(sizeGroupDecider)
      .given([g])
      .when({ type: 'ChangeSizeGroup', sizeGroupId: 'g1', sizes: ['XS', 'S', 'M', 'L'], facts: { usedSizes: ['M'] } })
      .then([{ type: 'SizeGroupChanged', data: { sizeGroupId: 'g1', name: 'Ropa', sizes: ['XS', 'S', 'M', 'L'] } }]);
    spec(sizeGroupDecider).given([g]).when({ type: 'ChangeSizeGroup', sizeGroupId: 'g1', sizes: ['S', 'M'], facts: { usedSizes: ['M'] } }).then((e) => expect((e[0].data as { sizes: string[] }).sizes).toEqual(['S', 'M']));
  });
});
