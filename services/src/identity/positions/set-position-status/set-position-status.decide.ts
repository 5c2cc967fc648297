import type { PositionEvent } from '@tradedesk/contracts/identity/positions';
import { type PositionState, requirePosition } from '../../position.state.js';

export interface DisablePosition {
  type: 'DisablePosition';
  positionId: string;
}
export interface EnablePosition {
  type: 'EnablePosition';
  positionId: string;
}

/** Its holders lose its role and pages while it is disabled; disabling twice records it once. */
export function decideDisablePosition(c: DisablePosition, s: PositionState): PositionEvent[] {
  requirePosition(s, c.positionId);
  return s.disabled ? [] : [{ type: 'PositionDisabled', data: { positionId: c.positionId } }];
}

export function decideEnablePosition(c: EnablePosition, s: PositionState): PositionEvent[] {
  requirePosition(s, c.positionId);
  return s.disabled ? [{ type: 'PositionEnabled', data: { positionId: c.positionId } }] : [];
}
