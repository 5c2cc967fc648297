import { spec } from '../../platform/cqrs/decider-spec.js';
import { exchangeRateDecider } from '../exchange-rate.decider.js';
import type { EnterExchangeRate } from './enter-exchange-rate.decide.js';

const facts = { currencies: ['CLP', 'USD', 'CNY'], offsetHours: -3 };
const enter = (over: Partial<EnterExchangeRate> = {}): EnterExchangeRate => ({
  type: 'EnterExchangeRate',
  fromCode: 'USD',
  toCode: 'CLP',
  rate: '950.50',
  effectiveAt: '2026-03-01T09:00',
  memo: '',
  facts,
  ...over,
});
const entered = (effectiveAt: string, rate = '950.5') => ({ type: 'ExchangeRateEntered' as const, data: { rateId: 'id-1', fromCode: 'USD', toCode: 'CLP', rate, effectiveAt, memo: '' } });

describe('enter exchange rate', () => {
  it('records 1 USD = 950.5 CLP from a company wall-clock time (UTC-3 -> 12:00 UTC)', () =>
    spec(exchangeRateDecider).given([]).when(enter()).then([{ type: 'ExchangeRateEntered', data: expect.objectContaining({ fromCode: 'USD', toCode: 'CLP', rate: '950.5', effectiveAt: '2026-03-01T12:00:00.000Z' }) } as never]));

  it('without an effective time the rate applies from now', () =>
    spec(exchangeRateDecider)
      .given([])
      .when(enter({ effectiveAt: null }))
      .then((events) => expect(events[0]!.data.effectiveAt).toBe(new Date(events[0]!.data.effectiveAt).toISOString())));

  it('keeps the history: a later rate is a new entry, the earlier one stays', () =>
    spec(exchangeRateDecider).given([entered('2026-03-01T12:00:00.000Z')]).when(enter({ rate: '960', effectiveAt: '2026-03-02T09:00' })).then([{ type: 'ExchangeRateEntered', data: expect.objectContaining({ rate: '960', effectiveAt: '2026-03-02T12:00:00.000Z' }) } as never]));

  it('refuses a second rate for the same moment (409: the first stands)', () =>
    spec(exchangeRateDecider).given([entered('2026-03-01T12:00:00.000Z')]).when(enter({ rate: '1' })).thenFails('exchange_rate_exists'));

  it("refuses a currency the company does not use", () => spec(exchangeRateDecider).given([]).when(enter({ fromCode: 'EUR' })).thenFails('currency_unknown'));

  it('refuses a zero rate, too many decimals and the same currency twice', () => {
    spec(exchangeRateDecider).given([]).when(enter({ rate: '0' })).thenFails('exchange_rate_invalid');
    spec(exchangeRateDecider).given([]).when(enter({ rate: '1.123456789' })).thenFails('exchange_rate_invalid');
    spec(exchangeRateDecider).given([]).when(enter({ toCode: 'USD' })).thenFails('exchange_rate_same_currency');
  });
});
