import type { UserEvent } from '@tradedesk/contracts/identity/identity';
import { spec, testContext } from '../../../platform/cqrs/decider-spec.js';
import { userDecider } from '../../user.decider.js';

const ana: UserEvent = { type: 'UserCreated', data: { userId: 'u-ana', username: 'ana', name: 'Ana', passwordHash: 'h1', roles: ['Admin'], language: 'es' } };
const root: UserEvent = { type: 'UserCreated', data: { userId: 'u-root', username: 'root', name: 'Root', passwordHash: 'h0', roles: ['Root'], language: 'zh' } };
const asAdmin = testContext({ userId: 'u-admin' });

describe('reset password', () => {
  it("an Admin cannot reset the password of a Root user; Root can", () => {
    spec(userDecider).given([root]).when({ type: 'ResetPassword', userId: 'u-root', passwordHash: 'x', actorIsRoot: false }, asAdmin).thenFails('root_only');
    spec(userDecider)
      .given([root])
      .when({ type: 'ResetPassword', userId: 'u-root', passwordHash: 'x', actorIsRoot: true }, testContext({ userId: 'u-root2' }))
      .then([{ type: 'UserPasswordChanged', data: { userId: 'u-root', passwordHash: 'x', by: 'admin' } }]);
  });

  it("an administrator sets another user's password", () =>
    spec(userDecider)
      .given([ana])
      .when({ type: 'ResetPassword', userId: 'u-ana', passwordHash: 'h9', actorIsRoot: false }, asAdmin)
      .then([{ type: 'UserPasswordChanged', data: { userId: 'u-ana', passwordHash: 'h9', by: 'admin' } }]));

  it('a user that does not exist is 404', () => spec(userDecider).given([]).when({ type: 'ResetPassword', userId: 'u-none', passwordHash: 'x', actorIsRoot: true }).thenFails('user_not_found'));
});
