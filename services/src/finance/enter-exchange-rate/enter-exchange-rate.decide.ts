import { type ExchangeRateEvent, RATE_DECIMALS } from '@tradedesk/contracts/finance/currencies';
import { asOfInstant } from '@tradedesk/contracts/platform/company-time';
import { Decimal } from 'decimal.js';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';
import type { ExchangeRateState } from '../exchange-rate.state.js';

/** What the decision needs from outside the pair's stream. */
export interface ExchangeRateFacts {
  /** The company's currencies: the settings' base, second, third, cost and every one added. */
  currencies: string[];
  /** SystemTimeZone: a wall-clock effective time is the company's. */
  offsetHours: number;
}

export interface EnterExchangeRate {
  type: 'EnterExchangeRate';
  fromCode: string;
  toCode: string;
  rate: string;
  /** ISO with a zone or a company wall-clock time; null = now. */
  effectiveAt: string | null;
  memo: string;
  facts: ExchangeRateFacts;
}

/**
 * 1 FROM = rate TO from the effective time on. Entered by hand, never edited: a later entry
 * supersedes it from its own time. Two entries for the same pair and the same moment are
 * refused (409): the one entered first stands.
 */
export function decideEnterExchangeRate(c: EnterExchangeRate, s: ExchangeRateState, ctx: DecideContext): ExchangeRateEvent[] {
  for (const code of [c.fromCode, c.toCode]) {
    if (!c.facts.currencies.includes(code)) {
      throw new DomainError('currency_unknown', `${code} is not one of the company's currencies (${c.facts.currencies.join(', ')}).`, 400);
    }
  }
  if (c.fromCode === c.toCode) throw new DomainError('exchange_rate_same_currency', 'A rate needs two different currencies.', 400);
  let rate: Decimal;
  try {
    rate = new Decimal(c.rate);
  } catch {
    throw new DomainError('exchange_rate_invalid', `The rate ${c.rate} is not a number.`, 400);
  }
  if (!rate.isFinite() || rate.lte(0)) throw new DomainError('exchange_rate_invalid', 'The rate must be above 0.', 400);
  if (rate.decimalPlaces() > RATE_DECIMALS) throw new DomainError('exchange_rate_invalid', `The rate has more than ${RATE_DECIMALS} decimals.`, 400);
  const at = c.effectiveAt === null ? ctx.now : asOfInstant(c.effectiveAt, c.facts.offsetHours);
  if (Number.isNaN(at.getTime())) throw new DomainError('exchange_rate_time_invalid', `The effective time ${c.effectiveAt} is not a moment.`, 400);
  const effectiveAt = at.toISOString();
  if (s.effectiveTimes.includes(effectiveAt)) {
    throw new DomainError('exchange_rate_exists', `A rate ${c.fromCode} -> ${c.toCode} effective at ${effectiveAt} was already entered; enter one at another time to supersede it.`, 409);
  }
  return [{ type: 'ExchangeRateEntered', data: { rateId: ctx.newId(), fromCode: c.fromCode, toCode: c.toCode, rate: rate.toFixed(), effectiveAt, memo: c.memo.trim() } }];
}
