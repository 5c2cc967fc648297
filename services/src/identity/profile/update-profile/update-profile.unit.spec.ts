import type { UserEvent } from '@tradedesk/contracts/identity/identity';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { userDecider } from '../../user.decider.js';

const ana: UserEvent = { type: 'UserCreated', data: { userId: 'u-ana', username: 'ana', name: 'Ana', passwordHash: 'h1', roles: ['Admin'], language: 'es' } };

describe('update own profile', () => {
  it('a disabled user cannot edit their own profile', () =>
    spec(userDecider)
      .given([ana, { type: 'UserDisabled', data: { userId: 'u-ana' } }])
      .when({ type: 'UpdateOwnProfile', userId: 'u-ana', changes: { name: 'x' }, switchClosed: false })
      .thenFails('user_not_found'));

  it('own profile changes record only the fields that differ', () =>
    spec(userDecider)
      .given([ana])
      .when({ type: 'UpdateOwnProfile', userId: 'u-ana', changes: { name: 'Ana', introduction: 'Compras', avatar: { staticUrl: '/img/ana.png' } }, switchClosed: false })
      .then([{ type: 'UserProfileChanged', data: { userId: 'u-ana', changes: { introduction: 'Compras', avatar: { staticUrl: '/img/ana.png' } } } }]));

  it('the language changes first, then the profile, in one go', () =>
    spec(userDecider)
      .given([ana])
      .when({ type: 'UpdateOwnProfile', userId: 'u-ana', changes: { introduction: 'Compras' }, language: 'en', switchClosed: false })
      .then([
        { type: 'UserLanguageChanged', data: { userId: 'u-ana', language: 'en' } },
        { type: 'UserProfileChanged', data: { userId: 'u-ana', changes: { introduction: 'Compras' } } },
      ]));

  it('while the company closed switching, another language refuses the whole change; the same language does not', () => {
    spec(userDecider).given([ana]).when({ type: 'UpdateOwnProfile', userId: 'u-ana', changes: { introduction: 'Compras' }, language: 'en', switchClosed: true }).thenFails('language_switch_closed');
    spec(userDecider)
      .given([ana])
      .when({ type: 'UpdateOwnProfile', userId: 'u-ana', changes: { introduction: 'Compras' }, language: 'es', switchClosed: true })
      .then([{ type: 'UserProfileChanged', data: { userId: 'u-ana', changes: { introduction: 'Compras' } } }]);
  });
});
