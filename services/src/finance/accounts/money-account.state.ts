import type { MoneyAccountEvent } from '@tradedesk/contracts/finance/money-accounts';
import { currencyDecimals } from '@tradedesk/contracts/platform/money';
import { Decimal } from 'decimal.js';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';

/** What a money account's stream says: whether it was opened. */
export interface MoneyAccountState {
  opened: boolean;
}

export const initialMoneyAccountState = (): MoneyAccountState => ({ opened: false });

export function evolveMoneyAccount(s: MoneyAccountState, e: EvolveEvent<MoneyAccountEvent>): MoneyAccountState {
  return e.type === 'MoneyAccountOpened' ? { opened: true } : s;
}

/** An amount typed as a decimal string, within the currency's decimals (0 for CLP, 2 for USD...). */
export function amountIn(raw: string, currency: string, field: string): Decimal {
  let d: Decimal;
  try {
    d = new Decimal(raw.trim());
  } catch {
    throw new DomainError('invalid_amount', `${raw} is not a number.`, 400, { field });
  }
  if (!d.isFinite()) throw new DomainError('invalid_amount', `${raw} is not a number.`, 400, { field });
  const places = currencyDecimals(currency);
  if (d.decimalPlaces() > places) {
    throw new DomainError('amount_decimals', `${currency} amounts have ${places === 0 ? 'no decimals' : `at most ${places} decimals`}: ${raw}.`, 400, { field, currency, decimals: places });
  }
  return d;
}
