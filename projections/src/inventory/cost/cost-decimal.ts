/**
 * The decimal arithmetic of the cost fold (cost-valuation.ts), on BigInt: a number is a
 * coefficient and a power of ten (value = c x 10^e). Every result is exactly what decimal.js
 * gives with `precision: 30, rounding: ROUND_HALF_UP` (the fold's setting before this module):
 * sums, products and quotients round to 30 significant digits half-up (away from zero), `dp`
 * rounds to decimal places the same way, and `str` writes decimal.js's `toFixed()` (no exponent,
 * no trailing zeros, never "-0"). It is several times faster and makes far less garbage, which is
 * what a rebuild of millions of movements spends its time on. cost-decimal.unit.spec.ts compares it
 * with decimal.js over random operands.
 *
 * Not a money module: amounts are still decimal strings everywhere else; this only runs the fold.
 */

export interface Dec {
  readonly c: bigint;
  readonly e: number;
}

const PRECISION = 30;
const POW: bigint[] = [1n];
const pow10 = (n: number): bigint => {
  while (POW.length <= n) POW.push(POW[POW.length - 1]! * 10n);
  return POW[n]!;
};
const LIMIT = pow10(PRECISION);
const absOf = (c: bigint) => (c < 0n ? -c : c);
const digits = (a: bigint) => (a < 10n ? 1 : a.toString().length);

export const ZERO: Dec = { c: 0n, e: 0 };

/** Rounds c x 10^e to 30 significant digits, half-up. */
function sig(c: bigint, e: number): Dec {
  const a = absOf(c);
  if (a < LIMIT) return { c, e };
  const d = digits(a) - PRECISION;
  const p = pow10(d);
  let q = a / p;
  if ((a - q * p) * 2n >= p) q += 1n;
  return { c: c < 0n ? -q : q, e: e + d };
}

const NUMBER = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** A decimal string (as events and read models hold them) as a Dec, exactly (no rounding, as `new Decimal`). */
export function dec(s: string): Dec {
  const m = NUMBER.exec(s);
  if (!m || (!m[2] && !m[3])) throw new Error(`not a decimal number: ${s}`);
  const frac = m[3] ?? '';
  const c = BigInt((m[2] || '0') + frac);
  return { c: m[1] === '-' ? -c : c, e: -frac.length + (m[4] ? Number(m[4]) : 0) };
}

export const add = (x: Dec, y: Dec): Dec => {
  if (x.c === 0n) return y.c === 0n ? ZERO : sig(y.c, y.e);
  if (y.c === 0n) return sig(x.c, x.e);
  if (x.e === y.e) return sig(x.c + y.c, x.e);
  return x.e < y.e ? sig(x.c + y.c * pow10(y.e - x.e), x.e) : sig(x.c * pow10(x.e - y.e) + y.c, y.e);
};
export const neg = (x: Dec): Dec => (x.c === 0n ? x : { c: -x.c, e: x.e });
export const sub = (x: Dec, y: Dec): Dec => add(x, neg(y));
export const abs = (x: Dec): Dec => (x.c < 0n ? { c: -x.c, e: x.e } : x);
export const mul = (x: Dec, y: Dec): Dec => (x.c === 0n || y.c === 0n ? ZERO : sig(x.c * y.c, x.e + y.e));

/** x / y rounded to 30 significant digits, half-up (as decimal.js's dividedBy). */
export function div(x: Dec, y: Dec): Dec {
  if (y.c === 0n) throw new Error('division by zero');
  if (x.c === 0n) return ZERO;
  const a = absOf(x.c);
  const b = absOf(y.c);
  const k = Math.max(0, PRECISION + 1 + digits(b) - digits(a));
  const n = a * pow10(k);
  let q = n / b;
  const r = n - q * b;
  // q has at least 31 digits: round it to 30 using the dropped digits and the remainder.
  const d = digits(q) - PRECISION;
  const p = pow10(d);
  const kept = q / p;
  const dropped = q - kept * p;
  q = (dropped * b + r) * 2n >= p * b ? kept + 1n : kept;
  return { c: x.c < 0n !== y.c < 0n ? -q : q, e: x.e - y.e - k + d };
}

/** Rounded to `places` decimal places, half-up (decimal.js's toDecimalPlaces(places, ROUND_HALF_UP)). */
export function dp(x: Dec, places: number): Dec {
  if (x.e >= -places) return x;
  const p = pow10(-places - x.e);
  const a = absOf(x.c);
  let q = a / p;
  if ((a - q * p) * 2n >= p) q += 1n;
  return { c: x.c < 0n ? -q : q, e: -places };
}

export function cmp(x: Dec, y: Dec): number {
  if (x.e === y.e) return x.c === y.c ? 0 : x.c < y.c ? -1 : 1;
  const sx = x.c < 0n ? -1 : x.c > 0n ? 1 : 0;
  const sy = y.c < 0n ? -1 : y.c > 0n ? 1 : 0;
  if (sx !== sy) return sx < sy ? -1 : 1;
  const [a, b] = x.e < y.e ? [x.c, y.c * pow10(y.e - x.e)] : [x.c * pow10(x.e - y.e), y.c];
  return a === b ? 0 : a < b ? -1 : 1;
}
export const isZero = (x: Dec) => x.c === 0n;
export const isPos = (x: Dec) => x.c > 0n;
export const eq = (x: Dec, y: Dec) => cmp(x, y) === 0;
export const min = (x: Dec, y: Dec) => (cmp(y, x) < 0 ? y : x);
export const max = (x: Dec, y: Dec) => (cmp(y, x) > 0 ? y : x);

/** As decimal.js's toFixed(): plain notation, no trailing zeros, "0" for zero. */
export function str(x: Dec): string {
  if (x.c === 0n) return '0';
  let s = absOf(x.c).toString();
  let e = x.e;
  if (e < 0) {
    let end = s.length;
    while (e < 0 && s.charCodeAt(end - 1) === 48) {
      end--;
      e++;
    }
    if (end !== s.length) s = s.slice(0, end);
  }
  if (e > 0) s += '0'.repeat(e);
  else if (e < 0) s = s.length > -e ? `${s.slice(0, s.length + e)}.${s.slice(s.length + e)}` : `0.${'0'.repeat(-e - s.length)}${s}`;
  return x.c < 0n ? `-${s}` : s;
}
