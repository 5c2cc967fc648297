import type { UserEvent } from '@tradedesk/contracts/identity/identity';
import { spec, testContext } from '../../../platform/cqrs/decider-spec.js';
import { userDecider } from '../../user.decider.js';

const ana: UserEvent = { type: 'UserCreated', data: { userId: 'u-ana', username: 'ana', name: 'Ana', passwordHash: 'h1', roles: ['Admin'], language: 'es' } };
const root: UserEvent = { type: 'UserCreated', data: { userId: 'u-root', username: 'root', name: 'Root', passwordHash: 'h0', roles: ['Root'], language: 'zh' } };
const asAdmin = testContext({ userId: 'u-admin' });

describe('set employee status', () => {
  it('an Admin cannot disable or enable a Root user', () => {
    spec(userDecider).given([root]).when({ type: 'DisableUser', userId: 'u-root', actorIsRoot: false }, asAdmin).thenFails('root_only');
    spec(userDecider).given([root, { type: 'UserDisabled', data: { userId: 'u-root' } }]).when({ type: 'EnableUser', userId: 'u-root', actorIsRoot: false }, asAdmin).thenFails('root_only');
  });

  it('nobody disables themselves', () => {
    spec(userDecider).given([ana]).when({ type: 'DisableUser', userId: 'u-ana', actorIsRoot: false }, testContext({ userId: 'u-ana' })).thenFails('own_account');
  });

  it('disabling twice records it once; enabling a user who is not disabled records nothing', () => {
    const disabled: UserEvent = { type: 'UserDisabled', data: { userId: 'u-ana' } };
    spec(userDecider).given([ana]).when({ type: 'DisableUser', userId: 'u-ana', actorIsRoot: false }, asAdmin).then([disabled]);
    spec(userDecider).given([ana, disabled]).when({ type: 'DisableUser', userId: 'u-ana', actorIsRoot: false }, asAdmin).thenNothing();
    spec(userDecider).given([ana]).when({ type: 'EnableUser', userId: 'u-ana', actorIsRoot: false }, asAdmin).thenNothing();
    spec(userDecider).given([ana, disabled]).when({ type: 'EnableUser', userId: 'u-ana', actorIsRoot: false }, asAdmin).then([{ type: 'UserEnabled', data: { userId: 'u-ana' } }]);
  });

  it('a user that does not exist is 404', () => {
    spec(userDecider).given([]).when({ type: 'DisableUser', userId: 'u-none', actorIsRoot: true }, asAdmin).thenFails('user_not_found');
    spec(userDecider).given([]).when({ type: 'EnableUser', userId: 'u-none', actorIsRoot: true }, asAdmin).thenFails('user_not_found');
  });
});
