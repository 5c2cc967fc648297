import type { ExchangeRateEvent } from '@tradedesk/contracts/finance/currencies';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { decideEnterExchangeRate, type EnterExchangeRate } from './enter-exchange-rate/enter-exchange-rate.decide.js';
import { evolveExchangeRate, type ExchangeRateState, initialExchangeRateState } from './exchange-rate.state.js';

export type ExchangeRateCommand = EnterExchangeRate;

/** The rates of one currency pair, as a history of entries (one stream per pair). */
export const exchangeRateDecider: Decider<ExchangeRateCommand, ExchangeRateState, ExchangeRateEvent> = {
  initialState: initialExchangeRateState,
  evolve: evolveExchangeRate,
  decide: decideByType<ExchangeRateCommand, ExchangeRateState, ExchangeRateEvent>({ EnterExchangeRate: decideEnterExchangeRate }),
};
