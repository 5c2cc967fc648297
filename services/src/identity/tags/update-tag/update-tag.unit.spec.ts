import type { TagEvent } from '@tradedesk/contracts/identity/tags';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { tagDecider } from '../../tag.decider.js';

const t: TagEvent = { type: 'TagCreated', data: { tagId: 't1', name: 'Bodega', color: '#409EFF' } };

describe('update tag', () => {
  it('changes only what differs', () => {
    spec(tagDecider).given([t]).when({ type: 'ChangeTag', tagId: 't1', color: '#409eff' }).thenNothing();
    spec(tagDecider).given([t]).when({ type: 'ChangeTag', tagId: 't1', name: 'Bodega Norte' }).then([{ type: 'TagChanged', data: { tagId: 't1', name: 'Bodega Norte', color: '#409EFF' } }]);
  });

  it('refuses to change an unknown tag', () => {
    spec(tagDecider).given([]).when({ type: 'ChangeTag', tagId: 't9', name: 'x' }).thenFails('tag_not_found');
  });
});
