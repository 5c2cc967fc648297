import type { DamageEvent } from '@tradedesk/contracts/inventory/stock';
import type { EvolveEvent } from '../platform/cqrs/decider.js';

/** A damage record's stream: written once. */
export interface DamageState {
  recorded: boolean;
}

export const initialDamageState = (): DamageState => ({ recorded: false });

export function evolveDamage(s: DamageState, e: EvolveEvent<DamageEvent>): DamageState {
  switch (e.type) {
    case 'DamageRecorded':
      return { recorded: true };
    case 'StockMoved':
      return s;
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}
