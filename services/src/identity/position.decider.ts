import type { PositionEvent } from '@tradedesk/contracts/identity/positions';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { evolvePosition, initialPositionState, type PositionState } from './position.state.js';
import { type CreatePosition, decideCreatePosition } from './positions/create-position/create-position.decide.js';
import { decideDisablePosition, decideEnablePosition, type DisablePosition, type EnablePosition } from './positions/set-position-status/set-position-status.decide.js';
import { type ChangePosition, decideChangePosition } from './positions/update-position/update-position.decide.js';

export type PositionCommand = CreatePosition | ChangePosition | DisablePosition | EnablePosition;

/** A position (company role): each command's rule is in the use-case folder under positions/. */
export const positionDecider: Decider<PositionCommand, PositionState, PositionEvent> = {
  initialState: initialPositionState,
  evolve: evolvePosition,
  decide: decideByType<PositionCommand, PositionState, PositionEvent>({
    CreatePosition: decideCreatePosition,
    ChangePosition: decideChangePosition,
    DisablePosition: decideDisablePosition,
    EnablePosition: decideEnablePosition,
  }),
};
