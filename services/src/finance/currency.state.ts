import type { CurrencyEvent } from '@tradedesk/contracts/finance/currencies';
import type { EvolveEvent } from '../platform/cqrs/decider.js';

/** What a currency's stream says: whether the company added it. */
export interface CurrencyState {
  exists: boolean;
}

export const initialCurrencyState = (): CurrencyState => ({ exists: false });

export function evolveCurrency(s: CurrencyState, e: EvolveEvent<CurrencyEvent>): CurrencyState {
  switch (e.type) {
    case 'CurrencyAdded':
      return { exists: true };
    default: {
      const _exhaustive: never = e.type;
      return s;
    }
  }
}
