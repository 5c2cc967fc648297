import { spec } from '../../platform/cqrs/decider-spec.js';
import { cashSessionDecider } from '../cash-session.decider.js';

const open = (over: Record<string, unknown> = {}) => ({
  type: 'OpenCashSession' as const,
  sessionId: 's1',
  registerId: 'r1',
  deviceId: 'd1',
  float: [{ currency: 'CLP', amount: '50000' }],
  facts: { openSessionId: null as string | null, cashPayMethodId: 'cash' as string | null },
  ...over,
});

describe('open cash session', () => {
  it('opens with the counted float under the cash method', () =>
    spec(cashSessionDecider)
      .given([])
      .when(open())
      .then([{ type: 'CashSessionOpened', data: { sessionId: 's1', registerId: 'r1', deviceId: 'd1', cashPayMethodId: 'cash', float: [{ currency: 'CLP', amount: '50000' }] } }]));

  it('one open session per register', () => spec(cashSessionDecider).given([]).when(open({ facts: { openSessionId: 's0', cashPayMethodId: 'cash' } })).thenFails('cash_session_exists'));

  it('needs an active cash method', () => spec(cashSessionDecider).given([]).when(open({ facts: { openSessionId: null, cashPayMethodId: null } })).thenFails('cash_pay_method_not_found'));

  it("keeps to the currency's decimals and the company's currencies", () => {
    spec(cashSessionDecider).given([]).when(open({ float: [{ currency: 'CLP', amount: '10.5' }] })).thenFails('amount_decimals');
    spec(cashSessionDecider).given([]).when(open({ float: [{ currency: 'XYZ', amount: '10' }] })).thenFails('unknown_currency');
  });
});
