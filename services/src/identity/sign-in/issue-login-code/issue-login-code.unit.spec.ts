import type { LoginCodeEvent } from '@tradedesk/contracts/identity/sign-in';
import { spec, testContext } from '../../../platform/cqrs/decider-spec.js';
import { loginCodeDecider } from '../login-code.decider.js';

const target = { exists: true, disabled: false, isRoot: false };
const issue = { type: 'IssueLoginCode' as const, codeId: 'c1', userId: 'u1', codeHash: 'hash', expiresAt: '2026-01-15T11:00:00.000Z', target, actorIsRoot: false };
const issued: LoginCodeEvent = { type: 'LoginCodeIssued', data: { codeId: 'c1', userId: 'u1', codeHash: 'hash', expiresAt: '2026-01-15T11:00:00.000Z' } };

describe('issue login code', () => {
  it('is issued for an enabled user', () => spec(loginCodeDecider).given([]).when(issue).then([issued]));

  it('is not issued for a disabled or unknown user, nor by an Admin for a Root user', () => {
    spec(loginCodeDecider).given([]).when({ ...issue, target: { ...target, disabled: true } }).thenFails('user_disabled');
    spec(loginCodeDecider).given([]).when({ ...issue, target: { ...target, exists: false } }).thenFails('user_not_found');
    spec(loginCodeDecider).given([]).when({ ...issue, target: { ...target, isRoot: true } }).thenFails('root_only');
  });

  it('a Root user may issue one for a Root user', () => spec(loginCodeDecider).given([]).when({ ...issue, target: { ...target, isRoot: true }, actorIsRoot: true }).then([issued]));

  it('must expire in the future, and is issued once', () => {
    spec(loginCodeDecider).given([]).when(issue, testContext({ now: new Date('2026-01-15T11:00:00.000Z') })).thenFails('code_expiry_past');
    spec(loginCodeDecider).given([issued]).when(issue).thenFails('code_exists');
  });
});
