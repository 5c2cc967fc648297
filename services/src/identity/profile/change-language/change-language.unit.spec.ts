import type { UserEvent } from '@tradedesk/contracts/identity/identity';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { userDecider } from '../../user.decider.js';

const ana: UserEvent = { type: 'UserCreated', data: { userId: 'u-ana', username: 'ana', name: 'Ana', passwordHash: 'h1', roles: ['Admin'], language: 'es' } };

describe('change language', () => {
  it('the same language again changes nothing', () => {
    spec(userDecider).given([ana]).when({ type: 'ChangeLanguage', userId: 'u-ana', language: 'es', switchClosed: false }).thenNothing();
    spec(userDecider).given([ana]).when({ type: 'ChangeLanguage', userId: 'u-ana', language: 'zh', switchClosed: false }).then([{ type: 'UserLanguageChanged', data: { userId: 'u-ana', language: 'zh' } }]);
  });

  it('is refused while the company closed switching, unless it is the same language', () => {
    spec(userDecider).given([ana]).when({ type: 'ChangeLanguage', userId: 'u-ana', language: 'zh', switchClosed: true }).thenFails('language_switch_closed');
    spec(userDecider).given([ana]).when({ type: 'ChangeLanguage', userId: 'u-ana', language: 'es', switchClosed: true }).thenNothing();
  });

  it('commands on a user that does not exist fail with 404', () => {
    spec(userDecider).given([]).when({ type: 'ChangeLanguage', userId: 'u-none', language: 'es', switchClosed: false }).thenFails('user_not_found');
  });
});
