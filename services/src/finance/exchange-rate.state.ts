import type { ExchangeRateEvent } from '@tradedesk/contracts/finance/currencies';
import type { EvolveEvent } from '../platform/cqrs/decider.js';

/** What a currency pair's stream says: the effective times it has rates for (the history). */
export interface ExchangeRateState {
  effectiveTimes: string[];
}

export const initialExchangeRateState = (): ExchangeRateState => ({ effectiveTimes: [] });

export function evolveExchangeRate(s: ExchangeRateState, e: EvolveEvent<ExchangeRateEvent>): ExchangeRateState {
  switch (e.type) {
    case 'ExchangeRateEntered':
      return { effectiveTimes: [...s.effectiveTimes, e.data.effectiveAt] };
    default: {
      const _exhaustive: never = e.type;
      return s;
    }
  }
}
