import { spec } from '../../platform/cqrs/decider-spec.js';
import { cashSessionDecider } from '../cash-session.decider.js';

const opened = { type: 'CashSessionOpened' as const, data: { sessionId: 's1', registerId: 'r1', deviceId: 'd1', cashPayMethodId: 'cash', float: [{ currency: 'CLP', amount: '50000' }, { currency: 'USD', amount: '20' }] } };
const out = { type: 'CashSessionCashMoved' as const, data: { sessionId: 's1', registerId: 'r1', movementId: 'm1', direction: 'out' as const, currency: 'CLP', amount: '12500', reason: 'flete' } };
const facts = { payMethods: { cash: { exists: true }, card: { exists: true } }, takings: [] as { payMethodId: string; currency: string; amount: string }[] };
const close = (counted: { payMethodId: string; currency: string; amount: string }[]) => ({ type: 'CloseCashSession' as const, sessionId: 's1', counted, note: '', facts });

describe('close cash session', () => {
  it('records expected, counted and the difference per method and currency (CLP 50000 - 12500 = 37500 expected, 37000 counted: 500 short)', () =>
    spec(cashSessionDecider)
      .given([opened, out])
      .when(
        close([
          { payMethodId: 'cash', currency: 'CLP', amount: '37000' },
          { payMethodId: 'cash', currency: 'USD', amount: '20' },
          { payMethodId: 'card', currency: 'CLP', amount: '0' },
        ]),
      )
      .then([
        {
          type: 'CashSessionClosed',
          data: {
            sessionId: 's1',
            registerId: 'r1',
            deviceId: 'd1',
            note: '',
            lines: [
              { payMethodId: 'cash', currency: 'CLP', expected: '37500', counted: '37000', difference: '-500' },
              { payMethodId: 'cash', currency: 'USD', expected: '20', counted: '20', difference: '0' },
              { payMethodId: 'card', currency: 'CLP', expected: '0', counted: '0', difference: '0' },
            ],
          },
        },
      ]));

  it("every currency of the drawer is counted", () => spec(cashSessionDecider).given([opened]).when(close([{ payMethodId: 'cash', currency: 'CLP', amount: '50000' }])).thenFails('count_missing'));

  it('refuses a method that does not exist and a closed session', () => {
    spec(cashSessionDecider).given([opened]).when(close([{ payMethodId: 'nope', currency: 'CLP', amount: '1' }])).thenFails('pay_method_not_found');
    spec(cashSessionDecider).given([opened, { type: 'CashSessionClosed', data: { sessionId: 's1', registerId: 'r1', deviceId: 'd1', lines: [], note: '' } }]).when(close([])).thenFails('cash_session_closed');
  });

  it("adds the session's takings: cash sales 7,800 net of change, card 4,000 (expected cash 37,500 + 7,800 = 45,300)", () =>
    spec(cashSessionDecider)
      .given([opened, out])
      .when({
        ...close([
          { payMethodId: 'cash', currency: 'CLP', amount: '45300' },
          { payMethodId: 'cash', currency: 'USD', amount: '20' },
          { payMethodId: 'card', currency: 'CLP', amount: '3900' },
        ]),
        facts: { ...facts, takings: [{ payMethodId: 'cash', currency: 'CLP', amount: '7800' }, { payMethodId: 'card', currency: 'CLP', amount: '4000' }] },
      })
      .then((events) =>
        expect((events[0]!.data as { lines: unknown[] }).lines).toEqual([
          { payMethodId: 'cash', currency: 'CLP', expected: '45300', counted: '45300', difference: '0' },
          { payMethodId: 'cash', currency: 'USD', expected: '20', counted: '20', difference: '0' },
          { payMethodId: 'card', currency: 'CLP', expected: '4000', counted: '3900', difference: '-100' },
        ]),
      ));

  it('a method the sales took money under must be counted', () =>
    spec(cashSessionDecider)
      .given([opened])
      .when({ ...close([{ payMethodId: 'cash', currency: 'CLP', amount: '50000' }, { payMethodId: 'cash', currency: 'USD', amount: '20' }]), facts: { ...facts, takings: [{ payMethodId: 'card', currency: 'CLP', amount: '4000' }] } })
      .thenFails('count_missing'));
  it('posts the takings net of refunds to each method\'s money account for the currency, with the close (cash 7,800 to the cash box, card 4,000 - 1,000 refunded = 3,000 to the bank; none posted without an account)', () =>
    spec(cashSessionDecider)
      .given([opened])
      .when({
        ...close([
          { payMethodId: 'cash', currency: 'CLP', amount: '57800' },
          { payMethodId: 'cash', currency: 'USD', amount: '20' },
          { payMethodId: 'card', currency: 'CLP', amount: '3000' },
          { payMethodId: 'voucher', currency: 'CLP', amount: '500' },
        ]),
        facts: {
          payMethods: { cash: { exists: true }, card: { exists: true }, voucher: { exists: true } },
          takings: [
            { payMethodId: 'card', currency: 'CLP', amount: '3000' },
            { payMethodId: 'cash', currency: 'CLP', amount: '7800' },
            { payMethodId: 'voucher', currency: 'CLP', amount: '500' },
          ],
          posting: { date: '2026-01-15', accounts: { cash: [{ currency: 'CLP', accountId: 'caja' }], card: [{ currency: 'CLP', accountId: 'banco' }] } },
        },
      })
      .then((events) => {
        expect(events.map((e) => e.type)).toEqual(['CashSessionClosed', 'CashSessionPosted']);
        expect(events[1]!.data).toEqual({
          sessionId: 's1',
          registerId: 'r1',
          date: '2026-01-15',
          postings: [
            { payMethodId: 'card', currency: 'CLP', amount: '3000', accountId: 'banco' },
            { payMethodId: 'cash', currency: 'CLP', amount: '7800', accountId: 'caja' },
            { payMethodId: 'voucher', currency: 'CLP', amount: '500', accountId: null },
          ],
        });
      }));

  it("posts the drawer's cash difference to the cash box so it holds what was counted (200 short in CLP, 5 over in USD), never a card's", () =>
    spec(cashSessionDecider)
      .given([opened])
      .when({
        ...close([
          { payMethodId: 'cash', currency: 'CLP', amount: '57600' },
          { payMethodId: 'cash', currency: 'USD', amount: '25' },
          { payMethodId: 'card', currency: 'CLP', amount: '2900' },
        ]),
        facts: {
          ...facts,
          takings: [{ payMethodId: 'cash', currency: 'CLP', amount: '7800' }, { payMethodId: 'card', currency: 'CLP', amount: '3000' }],
          posting: { date: '2026-01-15', accounts: { cash: [{ currency: 'CLP', accountId: 'caja' }, { currency: 'USD', accountId: 'caja-usd' }], card: [{ currency: 'CLP', accountId: 'banco' }] } },
        },
      })
      .then((events) =>
        expect((events[1]!.data as { postings: unknown[] }).postings).toEqual([
          { payMethodId: 'cash', currency: 'CLP', amount: '7800', accountId: 'caja' },
          { payMethodId: 'card', currency: 'CLP', amount: '3000', accountId: 'banco' },
          { payMethodId: 'cash', currency: 'CLP', amount: '-200', accountId: 'caja', kind: 'difference' },
          { payMethodId: 'cash', currency: 'USD', amount: '5', accountId: 'caja-usd', kind: 'difference' },
        ]),
      ));
});
