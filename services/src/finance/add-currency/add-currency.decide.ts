import { type CurrencyEvent, decimalsOf } from '@tradedesk/contracts/finance/currencies';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';
import type { CurrencyState } from '../currency.state.js';

export interface AddCurrency {
  type: 'AddCurrency';
  currencyId: string;
  code: string;
  name: string;
}

/**
 * A currency the company uses, once per code. Its decimals are not chosen: they are the money
 * module's for the code (CLP and HUF 0, most 2, KWD 3), so every amount rounds the same way.
 */
export function decideAddCurrency(c: AddCurrency, s: CurrencyState, _ctx: DecideContext): CurrencyEvent[] {
  if (!/^[A-Z]{3}$/.test(c.code)) throw new DomainError('currency_code_invalid', `The code ${c.code} is not a three-letter ISO 4217 code.`, 400);
  if (s.exists) throw new DomainError('currency_exists', `The currency ${c.code} was already added.`, 409);
  const name = c.name.trim();
  if (!name) throw new DomainError('currency_name_required', 'The name of the currency is empty.', 400);
  return [{ type: 'CurrencyAdded', data: { currencyId: c.currencyId, code: c.code, name, decimals: decimalsOf(c.code) } }];
}
