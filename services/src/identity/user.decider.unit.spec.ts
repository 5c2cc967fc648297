import type { UserEvent } from '@tradedesk/contracts/identity/identity';
import { spec, testContext } from '../platform/cqrs/decider-spec.js';
import { userDecider } from './user.decider.js';

const ana: UserEvent = { type: 'UserCreated', data: { userId: 'u-ana', username: 'ana', name: 'Ana', passwordHash: 'h1', roles: ['Admin'], language: 'es' } };
const root: UserEvent = { type: 'UserCreated', data: { userId: 'u-root', username: 'root', name: 'Root', passwordHash: 'h0', roles: ['Root'], language: 'zh' } };
const asAdmin = testContext({ userId: 'u-admin' });
const noRights = { roles: [], positionIds: [], isBoss: false, pagePrivileges: {}, sysPagePrivileges: {} };

describe('user decider', () => {
  it('creates a user with built-in roles, then records the extra rights, profile and tags given at creation', () =>
    spec(userDecider)
      .given([])
      .when({
        type: 'CreateUser',
        userId: 'u-li',
        username: 'li',
        name: 'Li Wei',
        passwordHash: 'h2',
        roles: ['Invoice'],
        language: 'zh',
        actorIsRoot: false,
        extra: { positionIds: ['p-clerk'], tagIds: ['t-1'], phone: '+56 9 1234 5678' },
      })
      .then([
        { type: 'UserCreated', data: { userId: 'u-li', username: 'li', name: 'Li Wei', passwordHash: 'h2', roles: ['Invoice'], language: 'zh' } },
        { type: 'UserProfileChanged', data: { userId: 'u-li', changes: { phone: '+56 9 1234 5678' } } },
        { type: 'UserRightsChanged', data: { userId: 'u-li', ...noRights, roles: ['Invoice'], positionIds: ['p-clerk'] } },
        { type: 'UserTagsChanged', data: { userId: 'u-li', tagIds: ['t-1'] } },
      ]));

  it('refuses a company role as a built-in role (company roles are positions)', () =>
    spec(userDecider)
      .given([])
      .when({ type: 'CreateUser', userId: 'u-x', username: 'x', name: 'X', passwordHash: 'h', roles: ['Clerk'], language: 'es', actorIsRoot: true })
      .thenFails('unknown_role'));

  it('only Root may grant Root', () => {
    spec(userDecider)
      .given([])
      .when({ type: 'CreateUser', userId: 'u-x', username: 'x', name: 'X', passwordHash: 'h', roles: ['Root'], language: 'es', actorIsRoot: false })
      .thenFails('root_only');
    spec(userDecider).given([ana]).when({ type: 'UpdateEmployee', userId: 'u-ana', changes: { roles: ['Admin', 'Root'] }, actorIsRoot: false }, asAdmin).thenFails('root_only');
  });

  it('an Admin cannot change, disable or reset the password of a Root user', () => {
    spec(userDecider).given([root]).when({ type: 'UpdateEmployee', userId: 'u-root', changes: { name: 'Boss' }, actorIsRoot: false }, asAdmin).thenFails('root_only');
    spec(userDecider).given([root]).when({ type: 'DisableUser', userId: 'u-root', actorIsRoot: false }, asAdmin).thenFails('root_only');
    spec(userDecider).given([root]).when({ type: 'ChangePassword', userId: 'u-root', passwordHash: 'x', by: 'admin', actorIsRoot: false }, asAdmin).thenFails('root_only');
  });

  it('records who got which rights as one event with the rights after the change', () =>
    spec(userDecider)
      .given([ana])
      .when({ type: 'UpdateEmployee', userId: 'u-ana', changes: { isBoss: true, pagePrivileges: { BossView: 'Accessable' } }, actorIsRoot: true })
      .then([{ type: 'UserRightsChanged', data: { userId: 'u-ana', ...noRights, roles: ['Admin'], isBoss: true, pagePrivileges: { BossView: 'Accessable' } } }]));

  it('an update that changes nothing records nothing', () =>
    spec(userDecider)
      .given([ana])
      .when({ type: 'UpdateEmployee', userId: 'u-ana', changes: { name: 'Ana', roles: ['Admin'], language: 'es', positionIds: [] }, actorIsRoot: true })
      .thenNothing());

  it('nobody changes their own roles or disables themselves', () => {
    const self = testContext({ userId: 'u-ana' });
    spec(userDecider).given([ana]).when({ type: 'UpdateEmployee', userId: 'u-ana', changes: { roles: [] }, actorIsRoot: false }, self).thenFails('own_roles');
    spec(userDecider).given([ana]).when({ type: 'DisableUser', userId: 'u-ana', actorIsRoot: false }, self).thenFails('own_account');
  });

  it('but may edit their own name through the employee screen', () =>
    spec(userDecider)
      .given([ana])
      .when({ type: 'UpdateEmployee', userId: 'u-ana', changes: { name: 'Ana María', roles: ['Admin'] }, actorIsRoot: false }, testContext({ userId: 'u-ana' }))
      .then([{ type: 'UserProfileChanged', data: { userId: 'u-ana', changes: { name: 'Ana María' } } }]));

  it('disabling twice records it once; enabling a user who is not disabled records nothing', () => {
    const disabled: UserEvent = { type: 'UserDisabled', data: { userId: 'u-ana' } };
    spec(userDecider).given([ana]).when({ type: 'DisableUser', userId: 'u-ana', actorIsRoot: false }, asAdmin).then([disabled]);
    spec(userDecider).given([ana, disabled]).when({ type: 'DisableUser', userId: 'u-ana', actorIsRoot: false }, asAdmin).thenNothing();
    spec(userDecider).given([ana]).when({ type: 'EnableUser', userId: 'u-ana', actorIsRoot: false }, asAdmin).thenNothing();
    spec(userDecider).given([ana, disabled]).when({ type: 'EnableUser', userId: 'u-ana', actorIsRoot: false }, asAdmin).then([{ type: 'UserEnabled', data: { userId: 'u-ana' } }]);
  });

  it('a disabled user cannot edit their own profile', () =>
    spec(userDecider)
      .given([ana, { type: 'UserDisabled', data: { userId: 'u-ana' } }])
      .when({ type: 'UpdateOwnProfile', userId: 'u-ana', changes: { name: 'x' } })
      .thenFails('user_not_found'));

  it('own profile changes record only the fields that differ', () =>
    spec(userDecider)
      .given([ana])
      .when({ type: 'UpdateOwnProfile', userId: 'u-ana', changes: { name: 'Ana', introduction: 'Compras', avatar: { staticUrl: '/img/ana.png' } } })
      .then([{ type: 'UserProfileChanged', data: { userId: 'u-ana', changes: { introduction: 'Compras', avatar: { staticUrl: '/img/ana.png' } } } }]));

  it('the same language again changes nothing', () => {
    spec(userDecider).given([ana]).when({ type: 'ChangeLanguage', userId: 'u-ana', language: 'es' }).thenNothing();
    spec(userDecider).given([ana]).when({ type: 'ChangeLanguage', userId: 'u-ana', language: 'zh' }).then([{ type: 'UserLanguageChanged', data: { userId: 'u-ana', language: 'zh' } }]);
  });

  it('commands on a user that does not exist fail with 404', () => {
    spec(userDecider).given([]).when({ type: 'ChangeLanguage', userId: 'u-none', language: 'es' }).thenFails('user_not_found');
    spec(userDecider).given([]).when({ type: 'UpdateEmployee', userId: 'u-none', changes: { name: 'x' }, actorIsRoot: true }).thenFails('user_not_found');
  });
});
