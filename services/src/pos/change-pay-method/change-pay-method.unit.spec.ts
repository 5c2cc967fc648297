import { spec } from '../../platform/cqrs/decider-spec.js';
import { payMethodDecider } from '../pay-method.decider.js';

const added = { type: 'PayMethodAdded' as const, data: { payMethodId: 'pm1', name: 'Vale', kind: 'voucher' as const, accounts: [], position: 3 } };
const none = { accounts: {} };

describe('change pay method', () => {
  it('records only what changed', () =>
    spec(payMethodDecider)
      .given([added])
      .when({ type: 'ChangePayMethod', payMethodId: 'pm1', name: 'Vale regalo', position: 3, facts: none })
      .then([{ type: 'PayMethodChanged', data: { payMethodId: 'pm1', name: 'Vale regalo' } }]));

  it('records nothing when nothing differs', () => spec(payMethodDecider).given([added]).when({ type: 'ChangePayMethod', payMethodId: 'pm1', name: 'Vale', facts: none }).thenNothing());

  it('refuses an unknown method', () => spec(payMethodDecider).given([]).when({ type: 'ChangePayMethod', payMethodId: 'pm1', name: 'x', facts: none }).thenFails('pay_method_not_found'));
});
