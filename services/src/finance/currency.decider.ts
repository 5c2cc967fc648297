import type { CurrencyEvent } from '@tradedesk/contracts/finance/currencies';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { type AddCurrency, decideAddCurrency } from './add-currency/add-currency.decide.js';
import { type CurrencyState, evolveCurrency, initialCurrencyState } from './currency.state.js';

export type CurrencyCommand = AddCurrency;

/** A currency of the company (one stream per code). */
export const currencyDecider: Decider<CurrencyCommand, CurrencyState, CurrencyEvent> = {
  initialState: initialCurrencyState,
  evolve: evolveCurrency,
  decide: decideByType<CurrencyCommand, CurrencyState, CurrencyEvent>({ AddCurrency: decideAddCurrency }),
};
