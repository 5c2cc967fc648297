import type { TagEvent } from '@tradedesk/contracts/identity/tags';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { tagDecider } from '../../tag.decider.js';

const t: TagEvent = { type: 'TagCreated', data: { tagId: 't1', name: 'Bodega', color: '#409EFF' } };
const off: TagEvent = { type: 'TagDisabled', data: { tagId: 't1' } };

describe('set tag status', () => {
  it('disable and enable are recorded once each', () => {
    spec(tagDecider).given([t]).when({ type: 'DisableTag', tagId: 't1' }).then([off]);
    spec(tagDecider).given([t, off]).when({ type: 'DisableTag', tagId: 't1' }).thenNothing();
    spec(tagDecider).given([t, off]).when({ type: 'EnableTag', tagId: 't1' }).then([{ type: 'TagEnabled', data: { tagId: 't1' } }]);
    spec(tagDecider).given([t]).when({ type: 'EnableTag', tagId: 't1' }).thenNothing();
  });

  it('an unknown tag is 404', () => {
    spec(tagDecider).given([]).when({ type: 'DisableTag', tagId: 't9' }).thenFails('tag_not_found');
    spec(tagDecider).given([]).when({ type: 'EnableTag', tagId: 't9' }).thenFails('tag_not_found');
  });
});
