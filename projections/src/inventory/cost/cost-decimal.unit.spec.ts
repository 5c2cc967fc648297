import { Decimal } from 'decimal.js';
import { abs, add, cmp, dec, div, dp, mul, neg, str, sub } from './cost-decimal.js';

/**
 * The fold's BigInt arithmetic gives exactly decimal.js's answers (precision 30, half-up), which
 * the cost figures were computed with: each operation on random operands of the kinds the fold
 * meets (quantities, prices with 6 decimals, 30-digit averages, large values, negatives, zero).
 */
const D = Decimal.clone({ precision: 30, rounding: Decimal.ROUND_HALF_UP });

let seed = 20261124;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const int = (n: number) => Math.floor(rand() * n);
const digitString = (n: number) => Array.from({ length: n }, () => String(int(10))).join('');
function operand(): string {
  const sign = rand() < 0.3 ? '-' : '';
  switch (int(6)) {
    case 0:
      return `${sign}${int(1000)}`;
    case 1:
      return `${sign}${int(100000)}.${digitString(1 + int(6))}`;
    case 2: // an average: 30 significant digits
      return `${sign}${1 + int(999)}.${digitString(27)}`;
    case 3:
      return `${sign}0.${'0'.repeat(int(8))}${digitString(1 + int(25))}`;
    case 4:
      return `${sign}${1 + int(9)}${digitString(10 + int(18))}.${digitString(int(8))}`;
    default:
      return rand() < 0.5 ? '0' : `${sign}${int(10)}.5`;
  }
}

describe('cost-decimal equals decimal.js (precision 30, half-up)', () => {
  it('sums, differences, products, quotients, rounding to 6 places, comparisons and text', () => {
    for (let i = 0; i < 5000; i++) {
      const a = operand();
      const b = operand();
      const x = dec(a);
      const y = dec(b);
      const da = new D(a);
      const db = new D(b);
      expect([a, b, 'plus', str(add(x, y))]).toEqual([a, b, 'plus', da.plus(db).toFixed()]);
      expect([a, b, 'minus', str(sub(x, y))]).toEqual([a, b, 'minus', da.minus(db).toFixed()]);
      expect([a, b, 'times', str(mul(x, y))]).toEqual([a, b, 'times', da.times(db).toFixed()]);
      if (!db.isZero()) expect([a, b, 'div', str(div(x, y))]).toEqual([a, b, 'div', da.dividedBy(db).toFixed()]);
      expect([a, 'dp', str(dp(x, 6))]).toEqual([a, 'dp', da.toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed()]);
      expect([a, b, 'product dp', str(dp(mul(x, y), 6))]).toEqual([a, b, 'product dp', da.times(db).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed()]);
      expect([a, b, 'cmp', cmp(x, y)]).toEqual([a, b, 'cmp', da.comparedTo(db)]);
      expect([a, str(neg(x)), str(abs(x))]).toEqual([a, da.negated().toFixed(), da.abs().toFixed()]);
    }
  });

  it('writes numbers as decimal.js does', () => {
    for (const s of ['0', '-0', '1.50', '-0.000001', '1e-9', '120', '1.2e3', '000.100', '-7.000']) expect([s, str(dec(s))]).toEqual([s, new D(s).toFixed()]);
    expect(str(dp(dec('-0.0000004'), 6))).toBe('0');
    expect(str(dp(dec('2.0000005'), 6))).toBe('2.000001');
    expect(str(dp(dec('-2.0000005'), 6))).toBe('-2.000001');
  });
});
