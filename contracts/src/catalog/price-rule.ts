import { Decimal } from 'decimal.js';
import { canonicalDecimal, DECIMAL_RE } from './common.js';

/**
 * The batch price-change rule (BatchPriceChange): one rule applied to the chosen price type and
 * unit of many products. Decimal arithmetic only; the result is rounded half-up to the places
 * of the company's currency (0 for CLP and HUF, 2 for EUR, USD, CNY...).
 */
export const PRICE_RULE_OPS = ['set', 'add', 'subtract', 'addPercent', 'subtractPercent'] as const;
export type PriceRuleOp = (typeof PRICE_RULE_OPS)[number];

export interface PriceRule {
  op: PriceRuleOp;
  /** An amount (set, add, subtract) or a percentage (addPercent, subtractPercent): a decimal string >= 0. */
  value: string;
  /** Decimal places of the result (0..6). */
  decimals: number;
}

export type PriceRuleResult =
  | { ok: true; price: string }
  /** 'no-price': an amount or percent change of a price that is blank; 'negative': the result is below zero. */
  | { ok: false; reason: 'invalid-value' | 'no-price' | 'negative' };

export function isValidRuleValue(value: string): boolean {
  return DECIMAL_RE.test(value.trim());
}

/** The new price of one product: `before` is what applies now (typed, else derived; null when none). */
export function applyPriceRule(before: string | null, rule: PriceRule): PriceRuleResult {
  if (!isValidRuleValue(rule.value)) return { ok: false, reason: 'invalid-value' };
  const value = new Decimal(rule.value.trim());
  const places = Math.max(0, Math.min(6, Math.trunc(rule.decimals)));
  let next: Decimal;
  if (rule.op === 'set') next = value;
  else {
    if (before === null || before.trim() === '') return { ok: false, reason: 'no-price' };
    const b = new Decimal(before);
    switch (rule.op) {
      case 'add':
        next = b.plus(value);
        break;
      case 'subtract':
        next = b.minus(value);
        break;
      case 'addPercent':
        next = b.times(new Decimal(100).plus(value)).dividedBy(100);
        break;
      case 'subtractPercent':
        next = b.times(new Decimal(100).minus(value)).dividedBy(100);
        break;
      default: {
        const unknown: never = rule.op;
        throw new Error(`unknown price rule ${String(unknown)}`);
      }
    }
  }
  const rounded = next.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  if (rounded.isNegative()) return { ok: false, reason: 'negative' };
  return { ok: true, price: canonicalDecimal(rounded.toFixed(places)) };
}
