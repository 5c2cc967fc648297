import type { PositionEvent } from '@tradedesk/contracts/identity/positions';
import type { TagEvent } from '@tradedesk/contracts/identity/tags';
import { spec } from '../platform/cqrs/decider-spec.js';
import { positionDecider } from './position.decider.js';
import { tagDecider } from './tag.decider.js';

const clerk: PositionEvent = { type: 'PositionCreated', data: { positionId: 'p1', name: 'Clerk', description: '', pagePrivileges: { SaleNew: 'Accessable' } } };

describe('position decider', () => {
  it('creates a position with its page privileges', () =>
    spec(positionDecider)
      .given([])
      .when({ type: 'CreatePosition', positionId: 'p1', name: 'Clerk', description: '', pagePrivileges: { SaleNew: 'Accessable' } })
      .then([clerk]));

  it('a position may not pass for a built-in role, whatever the case', () => {
    spec(positionDecider).given([]).when({ type: 'CreatePosition', positionId: 'p2', name: 'admin', description: '', pagePrivileges: {} }).thenFails('reserved_name');
    spec(positionDecider).given([clerk]).when({ type: 'ChangePosition', positionId: 'p1', name: 'ROOT' }).thenFails('reserved_name');
  });

  it('a change records the position as it is after the change', () =>
    spec(positionDecider)
      .given([clerk])
      .when({ type: 'ChangePosition', positionId: 'p1', pagePrivileges: { SaleNew: 'Accessable', SaleInput: 'Accessable' } })
      .then([{ type: 'PositionChanged', data: { positionId: 'p1', name: 'Clerk', description: '', pagePrivileges: { SaleNew: 'Accessable', SaleInput: 'Accessable' } } }]));

  it('the same privileges in another order change nothing', () => {
    const two: PositionEvent = { type: 'PositionChanged', data: { positionId: 'p1', name: 'Clerk', description: '', pagePrivileges: { A: 'Accessable', B: 'NotAccessable' } } };
    spec(positionDecider).given([clerk, two]).when({ type: 'ChangePosition', positionId: 'p1', pagePrivileges: { B: 'NotAccessable', A: 'Accessable' } }).thenNothing();
  });

  it('disable and enable are idempotent; unknown positions are 404', () => {
    const off: PositionEvent = { type: 'PositionDisabled', data: { positionId: 'p1' } };
    spec(positionDecider).given([clerk]).when({ type: 'DisablePosition', positionId: 'p1' }).then([off]);
    spec(positionDecider).given([clerk, off]).when({ type: 'DisablePosition', positionId: 'p1' }).thenNothing();
    spec(positionDecider).given([clerk, off]).when({ type: 'EnablePosition', positionId: 'p1' }).then([{ type: 'PositionEnabled', data: { positionId: 'p1' } }]);
    spec(positionDecider).given([]).when({ type: 'DisablePosition', positionId: 'p9' }).thenFails('position_not_found');
  });
});

describe('tag decider', () => {
  const t: TagEvent = { type: 'TagCreated', data: { tagId: 't1', name: 'Bodega', color: '#409EFF' } };
  it('creates a tag with an upper-case colour, and changes only what differs', () => {
    spec(tagDecider).given([]).when({ type: 'CreateTag', tagId: 't1', name: 'Bodega', color: '#409eff' }).then([t]);
    spec(tagDecider).given([t]).when({ type: 'ChangeTag', tagId: 't1', color: '#409eff' }).thenNothing();
    spec(tagDecider).given([t]).when({ type: 'ChangeTag', tagId: 't1', name: 'Bodega Norte' }).then([{ type: 'TagChanged', data: { tagId: 't1', name: 'Bodega Norte', color: '#409EFF' } }]);
  });
  it('refuses to create a tag twice and to change an unknown one', () => {
    spec(tagDecider).given([t]).when({ type: 'CreateTag', tagId: 't1', name: 'x', color: '#000000' }).thenFails('tag_exists');
    spec(tagDecider).given([]).when({ type: 'ChangeTag', tagId: 't9', name: 'x' }).thenFails('tag_not_found');
  });
});
