import type { UserEvent } from '@tradedesk/contracts/identity/identity';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { userDecider } from '../../user.decider.js';

const ana: UserEvent = { type: 'UserCreated', data: { userId: 'u-ana', username: 'ana', name: 'Ana', passwordHash: 'h1', roles: ['Admin'], language: 'es' } };
const change = (facts: { oldPasswordRight: boolean; samePassword: boolean }) => ({ type: 'ChangeOwnPassword' as const, userId: 'u-ana', passwordHash: 'h2', facts });

describe('change own password', () => {
  it('with the right current password, a new one is recorded as set by the user', () =>
    spec(userDecider).given([ana]).when(change({ oldPasswordRight: true, samePassword: false })).then([{ type: 'UserPasswordChanged', data: { userId: 'u-ana', passwordHash: 'h2', by: 'self' } }]));

  it('refuses a wrong current password, then a new password equal to the current one', () => {
    spec(userDecider).given([ana]).when(change({ oldPasswordRight: false, samePassword: true })).thenFails('wrong_old_password');
    spec(userDecider).given([ana]).when(change({ oldPasswordRight: true, samePassword: true })).thenFails('same_password');
  });
});
