import { spec } from '../../../platform/cqrs/decider-spec.js';
import { userDecider } from '../../user.decider.js';
import type { EmployeeReferenceFacts } from '../../user.state.js';

const noRights = { roles: [], positionIds: [], isBoss: false, pagePrivileges: {}, sysPagePrivileges: {} };
const references = (positions: Record<string, boolean> = {}, tags: Record<string, boolean> = {}): EmployeeReferenceFacts => ({
  positions: new Map(Object.entries(positions).map(([id, disabled]) => [id, { disabled }])),
  tags: new Map(Object.entries(tags).map(([id, disabled]) => [id, { disabled }])),
});
const free = { usernameTaken: false, references: references() };
const create = (over: Record<string, unknown> = {}) => ({
  type: 'CreateEmployee' as const,
  userId: 'u-x',
  username: 'x',
  name: 'X',
  passwordHash: 'h',
  roles: [] as string[],
  language: 'es' as const,
  actorIsRoot: false,
  facts: free,
  ...over,
});

describe('create employee', () => {
  it('creates a user with built-in roles, then records the extra rights, profile and tags given at creation', () =>
    spec(userDecider)
      .given([])
      .when({
        type: 'CreateEmployee',
        userId: 'u-li',
        username: 'li',
        name: 'Li Wei',
        passwordHash: 'h2',
        roles: ['Invoice'],
        language: 'zh',
        actorIsRoot: false,
        extra: { positionIds: ['p-clerk'], tagIds: ['t-1'], phone: '+56 9 1234 5678' },
        facts: { usernameTaken: false, references: references({ 'p-clerk': false }, { 't-1': false }) },
      })
      .then([
        { type: 'UserCreated', data: { userId: 'u-li', username: 'li', name: 'Li Wei', passwordHash: 'h2', roles: ['Invoice'], language: 'zh' } },
        { type: 'UserProfileChanged', data: { userId: 'u-li', changes: { phone: '+56 9 1234 5678' } } },
        { type: 'UserRightsChanged', data: { userId: 'u-li', ...noRights, roles: ['Invoice'], positionIds: ['p-clerk'] } },
        { type: 'UserTagsChanged', data: { userId: 'u-li', tagIds: ['t-1'] } },
      ]));

  it('refuses a company role as a built-in role (company roles are positions)', () =>
    spec(userDecider).given([]).when(create({ roles: ['Clerk'], actorIsRoot: true })).thenFails('unknown_role'));

  it('only Root may grant Root', () => {
    spec(userDecider).given([]).when(create({ roles: ['Root'] })).thenFails('root_only');
    spec(userDecider)
      .given([])
      .when(create({ roles: ['Root'], actorIsRoot: true }))
      .then([{ type: 'UserCreated', data: { userId: 'u-x', username: 'x', name: 'X', passwordHash: 'h', roles: ['Root'], language: 'es' } }]);
  });

  it('refuses a user name that is taken (409)', () => spec(userDecider).given([]).when(create({ facts: { ...free, usernameTaken: true } })).thenFails('username_taken'));

  it('gives only positions and tags that exist and are enabled', () => {
    spec(userDecider).given([]).when(create({ extra: { positionIds: ['p-none'] } })).thenFails('unknown_position');
    spec(userDecider).given([]).when(create({ extra: { positionIds: ['p-off'] }, facts: { ...free, references: references({ 'p-off': true }) } })).thenFails('unknown_position');
    spec(userDecider).given([]).when(create({ extra: { tagIds: ['t-off'] }, facts: { ...free, references: references({}, { 't-off': true }) } })).thenFails('unknown_tag');
  });

  it('refuses to create the same user twice', () =>
    spec(userDecider)
      .given([{ type: 'UserCreated', data: { userId: 'u-x', username: 'x', name: 'X', passwordHash: 'h', roles: [], language: 'es' } }])
      .when(create())
      .thenFails('user_exists'));
});
