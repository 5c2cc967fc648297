import type { ReplenishmentEvent } from '@tradedesk/contracts/purchasing/replenishment';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { type ChangeReplenishment, decideChangeReplenishment } from './change-replenishment/change-replenishment.decide.js';
import { type ConvertReplenishment, decideConvertReplenishment } from './convert-replenishment/convert-replenishment.decide.js';
import { type CreateReplenishment, decideCreateReplenishment } from './create-replenishment/create-replenishment.decide.js';
import { evolveReplenishment, initialReplenishmentState, type ReplenishmentState } from './replenishment.state.js';

export type ReplenishmentCommand = CreateReplenishment | ChangeReplenishment | ConvertReplenishment;

/** A replenishment order: proposed lines kept and edited, then turned into purchase orders. */
export const replenishmentDecider: Decider<ReplenishmentCommand, ReplenishmentState, ReplenishmentEvent> = {
  initialState: initialReplenishmentState,
  evolve: evolveReplenishment,
  decide: decideByType<ReplenishmentCommand, ReplenishmentState, ReplenishmentEvent>({
    CreateReplenishment: decideCreateReplenishment,
    ChangeReplenishment: decideChangeReplenishment,
    ConvertReplenishment: decideConvertReplenishment,
  }),
};
