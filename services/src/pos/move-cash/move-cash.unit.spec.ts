import { fold } from '../../platform/cqrs/decider.js';
import { spec, testContext } from '../../platform/cqrs/decider-spec.js';
import { cashSessionDecider } from '../cash-session.decider.js';

const opened = { type: 'CashSessionOpened' as const, data: { sessionId: 's1', registerId: 'r1', deviceId: 'd1', cashPayMethodId: 'cash', float: [{ currency: 'CLP', amount: '50000' }, { currency: 'USD', amount: '20' }] } };
const move = (direction: 'in' | 'out', amount: string, currency = 'CLP') => ({ type: 'MoveCash' as const, sessionId: 's1', movementId: 'm1', direction, currency, amount, reason: 'flete', facts: { cashTaken: {} as Record<string, string> } });

describe('move cash', () => {
  it('takes cash out with a reason', () =>
    spec(cashSessionDecider)
      .given([opened])
      .when(move('out', '12500'))
      .then([{ type: 'CashSessionCashMoved', data: { sessionId: 's1', registerId: 'r1', movementId: 'm1', direction: 'out', currency: 'CLP', amount: '12500', reason: 'flete' } }]));

  it('never more out than the drawer should hold (50000 - 40000 leaves 10000)', () => {
    const first = { type: 'CashSessionCashMoved' as const, data: { sessionId: 's1', registerId: 'r1', movementId: 'm0', direction: 'out' as const, currency: 'CLP', amount: '40000', reason: 'banco' } };
    spec(cashSessionDecider).given([opened, first]).when(move('out', '10001')).thenFails('not_enough_cash');
    spec(cashSessionDecider).given([opened, first]).when(move('out', '10000')).then((events) => expect(events).toHaveLength(1));
  });

  it('with a blind close the refusal does not say what the drawer holds (not_enough_cash_blind)', () => {
    const blind = { ...move('out', '50001'), facts: { cashTaken: {}, blind: true } };
    spec(cashSessionDecider).given([opened]).when(blind).thenFails('not_enough_cash_blind');
    expect(() => cashSessionDecider.decide(blind, fold(cashSessionDecider, [opened]), testContext())).toThrow(
      expect.objectContaining({ code: 'not_enough_cash_blind', params: { field: 'amount', currency: 'CLP', amount: '50001' } }),
    );
  });

  it('refuses a closed or unknown session', () => {
    spec(cashSessionDecider).given([]).when(move('in', '1')).thenFails('cash_session_not_found');
    spec(cashSessionDecider).given([opened, { type: 'CashSessionClosed', data: { sessionId: 's1', registerId: 'r1', deviceId: 'd1', lines: [], note: '' } }]).when(move('in', '1')).thenFails('cash_session_closed');
  });

  it("counts the cash the session's sales took: 50,000 float + 7,730 taken, 57,730 may go out, not 57,731", () => {
    const withSales = (amount: string) => ({ ...move('out', amount), facts: { cashTaken: { CLP: '7730' } } });
    spec(cashSessionDecider).given([opened]).when(withSales('57731')).thenFails('not_enough_cash');
    spec(cashSessionDecider).given([opened]).when(withSales('57730')).then((events) => expect(events).toHaveLength(1));
  });

  describe('queued offline', () => {
    it('keeps the time it happened on the till (recorded later)', () =>
      spec(cashSessionDecider)
        .given([opened])
        .when({ ...move('out', '2000'), movedAt: '2026-01-15T06:41:07-03:00' })
        .then((events) => expect(events[0]!.data).toMatchObject({ movedAt: '2026-01-15T09:41:07.000Z', amount: '2000' })));

    it('never later than now: a device clock ahead is not believed', () =>
      spec(cashSessionDecider)
        .given([opened])
        .when({ ...move('in', '500'), movedAt: '2026-01-15T11:00:00Z' })
        .then((events) => expect(events[0]!.data).toMatchObject({ movedAt: '2026-01-15T10:00:00.000Z' })));

    it('a movement that waited until after the close is refused: the close counted the drawer', () =>
      spec(cashSessionDecider)
        .given([opened, { type: 'CashSessionClosed', data: { sessionId: 's1', registerId: 'r1', deviceId: 'd1', lines: [], note: '' } }])
        .when({ ...move('out', '100'), movedAt: '2026-01-15T09:00:00Z' })
        .thenFails('cash_session_closed'));
  });
});
