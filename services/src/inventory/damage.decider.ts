import type { DamageEvent } from '@tradedesk/contracts/inventory/stock';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { type DamageState, evolveDamage, initialDamageState } from './damage.state.js';
import { decideRecordDamage, type RecordDamage } from './record-damage/record-damage.decide.js';

export type DamageCommand = RecordDamage;

/** A damage record (write-off): each command's rule is in the use-case folder named after it. */
export const damageDecider: Decider<DamageCommand, DamageState, DamageEvent> = {
  initialState: initialDamageState,
  evolve: evolveDamage,
  decide: decideByType<DamageCommand, DamageState, DamageEvent>({
    RecordDamage: decideRecordDamage,
  }),
};
