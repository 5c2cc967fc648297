import type { TagEvent } from '@tradedesk/contracts/identity/tags';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { tagDecider } from '../../tag.decider.js';

const t: TagEvent = { type: 'TagCreated', data: { tagId: 't1', name: 'Bodega', color: '#409EFF' } };

describe('create tag', () => {
  it('creates a tag with an upper-case colour', () => {
    spec(tagDecider).given([]).when({ type: 'CreateTag', tagId: 't1', name: 'Bodega', color: '#409eff' }).then([t]);
  });

  it('refuses to create a tag twice', () => {
    spec(tagDecider).given([t]).when({ type: 'CreateTag', tagId: 't1', name: 'x', color: '#000000' }).thenFails('tag_exists');
  });
});
