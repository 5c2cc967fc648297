import { applyPriceRule, type PriceRule } from './price-rule.js';

const rule = (op: PriceRule['op'], value: string, decimals = 2): PriceRule => ({ op, value, decimals });

describe('batch price rule', () => {
  it('sets a price, rounded to the currency places', () => {
    expect(applyPriceRule('10', rule('set', '12.345'))).toEqual({ ok: true, price: '12.35' });
    expect(applyPriceRule(null, rule('set', '990', 0))).toEqual({ ok: true, price: '990' });
  });

  it('adds or subtracts an amount', () => {
    expect(applyPriceRule('590', rule('add', '60', 0))).toEqual({ ok: true, price: '650' });
    expect(applyPriceRule('1.10', rule('subtract', '0.2'))).toEqual({ ok: true, price: '0.9' });
  });

  it('raises or lowers by a percentage without float noise', () => {
    // 0.1 + 0.2 style noise would show as 1.1000000000000001 with floats.
    expect(applyPriceRule('1', rule('addPercent', '10'))).toEqual({ ok: true, price: '1.1' });
    expect(applyPriceRule('19.99', rule('addPercent', '7.5'))).toEqual({ ok: true, price: '21.49' });
    expect(applyPriceRule('1990', rule('subtractPercent', '15', 0))).toEqual({ ok: true, price: '1692' });
    expect(applyPriceRule('1990', rule('subtractPercent', '14.95', 0))).toEqual({ ok: true, price: '1692' });
    // half-up: 1795.5 -> 1796 when the currency has no decimals
    expect(applyPriceRule('1995', rule('subtractPercent', '10', 0))).toEqual({ ok: true, price: '1796' });
  });

  it('a change by amount or percent of a blank price is not guessed', () => {
    expect(applyPriceRule(null, rule('add', '1'))).toEqual({ ok: false, reason: 'no-price' });
    expect(applyPriceRule('', rule('addPercent', '5'))).toEqual({ ok: false, reason: 'no-price' });
  });

  it('refuses results below zero and values that are not decimals', () => {
    expect(applyPriceRule('5', rule('subtract', '6'))).toEqual({ ok: false, reason: 'negative' });
    expect(applyPriceRule('5', rule('subtractPercent', '120'))).toEqual({ ok: false, reason: 'negative' });
    expect(applyPriceRule('5', rule('add', '-1'))).toEqual({ ok: false, reason: 'invalid-value' });
    expect(applyPriceRule('5', rule('add', '1e3'))).toEqual({ ok: false, reason: 'invalid-value' });
    expect(applyPriceRule('5', rule('set', ''))).toEqual({ ok: false, reason: 'invalid-value' });
  });

  it('100% off is a price of zero, not an error', () => {
    expect(applyPriceRule('5', rule('subtractPercent', '100'))).toEqual({ ok: true, price: '0' });
  });
});
