import type { UserEvent } from '@tradedesk/contracts/identity/identity';
import { spec, testContext } from '../../../platform/cqrs/decider-spec.js';
import { userDecider } from '../../user.decider.js';
import type { EmployeeChanges, EmployeeReferenceFacts } from '../../user.state.js';

const ana: UserEvent = { type: 'UserCreated', data: { userId: 'u-ana', username: 'ana', name: 'Ana', passwordHash: 'h1', roles: ['Admin'], language: 'es' } };
const root: UserEvent = { type: 'UserCreated', data: { userId: 'u-root', username: 'root', name: 'Root', passwordHash: 'h0', roles: ['Root'], language: 'zh' } };
const asAdmin = testContext({ userId: 'u-admin' });
const noRights = { roles: [], positionIds: [], isBoss: false, pagePrivileges: {}, sysPagePrivileges: {} };
const none: EmployeeReferenceFacts = { positions: new Map(), tags: new Map() };
const update = (userId: string, changes: EmployeeChanges, actorIsRoot: boolean, facts = none) => ({ type: 'UpdateEmployee' as const, userId, changes, actorIsRoot, facts });

describe('update employee', () => {
  it('only Root may grant Root', () => {
    spec(userDecider).given([ana]).when(update('u-ana', { roles: ['Admin', 'Root'] }, false), asAdmin).thenFails('root_only');
  });

  it('an Admin cannot change a Root user', () => {
    spec(userDecider).given([root]).when(update('u-root', { name: 'Boss' }, false), asAdmin).thenFails('root_only');
  });

  it('records who got which rights as one event with the rights after the change', () =>
    spec(userDecider)
      .given([ana])
      .when(update('u-ana', { isBoss: true, pagePrivileges: { BossView: 'Accessable' } }, true))
      .then([{ type: 'UserRightsChanged', data: { userId: 'u-ana', ...noRights, roles: ['Admin'], isBoss: true, pagePrivileges: { BossView: 'Accessable' } } }]));

  it('an update that changes nothing records nothing', () =>
    spec(userDecider)
      .given([ana])
      .when(update('u-ana', { name: 'Ana', roles: ['Admin'], language: 'es', positionIds: [] }, true))
      .thenNothing());

  it('nobody changes their own roles', () => {
    spec(userDecider).given([ana]).when(update('u-ana', { roles: [] }, false), testContext({ userId: 'u-ana' })).thenFails('own_roles');
  });

  it('but may edit their own name through the employee screen', () =>
    spec(userDecider)
      .given([ana])
      .when(update('u-ana', { name: 'Ana María', roles: ['Admin'] }, false), testContext({ userId: 'u-ana' }))
      .then([{ type: 'UserProfileChanged', data: { userId: 'u-ana', changes: { name: 'Ana María' } } }]));

  it('commands on a user that does not exist fail with 404', () => {
    spec(userDecider).given([]).when(update('u-none', { name: 'x' }, true)).thenFails('user_not_found');
  });

  it('newly given positions and tags must exist and be enabled; one the employee holds may stay though disabled', () => {
    const clerk: UserEvent = { type: 'UserRightsChanged', data: { userId: 'u-ana', ...noRights, roles: ['Admin'], positionIds: ['p-clerk'] } };
    const facts = (positions: Record<string, boolean>): EmployeeReferenceFacts => ({ positions: new Map(Object.entries(positions).map(([id, disabled]) => [id, { disabled }])), tags: new Map() });
    spec(userDecider).given([ana]).when(update('u-ana', { positionIds: ['p-none'] }, true)).thenFails('unknown_position');
    spec(userDecider).given([ana]).when(update('u-ana', { positionIds: ['p-off'] }, true, facts({ 'p-off': true }))).thenFails('unknown_position');
    spec(userDecider).given([ana]).when(update('u-ana', { tagIds: ['t-none'] }, true)).thenFails('unknown_tag');
    spec(userDecider)
      .given([ana, clerk])
      .when(update('u-ana', { positionIds: ['p-clerk'], isBoss: true }, true, facts({ 'p-clerk': true })))
      .then([{ type: 'UserRightsChanged', data: { userId: 'u-ana', ...noRights, roles: ['Admin'], positionIds: ['p-clerk'], isBoss: true } }]);
  });
});
