import { spec } from '../../platform/cqrs/decider-spec.js';
import { payMethodDecider } from '../pay-method.decider.js';

const added = { type: 'PayMethodAdded' as const, data: { payMethodId: 'pm1', name: 'Vale', kind: 'voucher' as const, accounts: [], position: 3 } };

describe('set pay method status', () => {
  it('deactivates an active method, never deleting it', () =>
    spec(payMethodDecider).given([added]).when({ type: 'SetPayMethodStatus', payMethodId: 'pm1', active: false }).then([{ type: 'PayMethodDeactivated', data: { payMethodId: 'pm1' } }]));

  it('activates it again', () =>
    spec(payMethodDecider)
      .given([added, { type: 'PayMethodDeactivated', data: { payMethodId: 'pm1' } }])
      .when({ type: 'SetPayMethodStatus', payMethodId: 'pm1', active: true })
      .then([{ type: 'PayMethodActivated', data: { payMethodId: 'pm1' } }]));

  it('the same status again records nothing', () => spec(payMethodDecider).given([added]).when({ type: 'SetPayMethodStatus', payMethodId: 'pm1', active: true }).thenNothing());
});
