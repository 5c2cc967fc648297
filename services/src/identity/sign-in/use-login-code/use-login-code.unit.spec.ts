import type { LoginCodeEvent } from '@tradedesk/contracts/identity/sign-in';
import { spec, testContext } from '../../../platform/cqrs/decider-spec.js';
import { loginCodeDecider } from '../login-code.decider.js';

const issued: LoginCodeEvent = { type: 'LoginCodeIssued', data: { codeId: 'c1', userId: 'u1', codeHash: 'hash', expiresAt: '2026-01-15T11:00:00.000Z' } };

describe('use login code', () => {
  it('works once', () => {
    spec(loginCodeDecider).given([issued]).when({ type: 'UseLoginCode', codeId: 'c1', sessionId: 's1' }).then([{ type: 'LoginCodeUsed', data: { codeId: 'c1', sessionId: 's1', at: '2026-01-15T10:00:00.000Z' } }]);
    spec(loginCodeDecider)
      .given([issued, { type: 'LoginCodeUsed', data: { codeId: 'c1', sessionId: 's1', at: '2026-01-15T10:00:00.000Z' } }])
      .when({ type: 'UseLoginCode', codeId: 'c1', sessionId: 's2' })
      .thenFails('code_invalid');
  });

  it('does not work after it expired', () =>
    spec(loginCodeDecider)
      .given([issued])
      .when({ type: 'UseLoginCode', codeId: 'c1', sessionId: 's1' }, testContext({ now: new Date('2026-01-15T11:00:00.000Z') }))
      .thenFails('code_invalid'));

  it('a code never issued does not work', () => spec(loginCodeDecider).given([]).when({ type: 'UseLoginCode', codeId: 'c9', sessionId: 's1' }).thenFails('code_invalid'));
});
