import { spec } from '../../../platform/cqrs/decider-spec.js';
import { sizeGroupDecider } from '../size-group.decider.js';

const g = { type: 'SizeGroupCreated' as const, data: { sizeGroupId: 'g1', name: 'Ropa', sizes: ['S', 'M'] } };

describe('create size group', () => {
  it('creates', () => spec(sizeGroupDecider).given([]).when({ type: 'CreateSizeGroup', sizeGroupId: 'g1', name: 'Ropa', sizes: ['S', 'M'] }).then([g]));
  it('creates once', () => spec(sizeGroupDecider).given([g]).when({ type: 'CreateSizeGroup', sizeGroupId: 'g1', name: 'Ropa', sizes: ['S'] }).thenFails('size_group_exists'));
});
