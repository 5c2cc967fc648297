import type { DriverEvent } from '@tradedesk/contracts/invoicing/transport-registers';
import type { DecideContext } from '../../../../platform/cqrs/decider.js';
import { type DriverState, requireDriver } from '../driver.state.js';

export interface SetDriverActive {
  type: 'SetDriverActive';
  driverId: string;
  active: boolean;
}

/** Deactivates or activates a driver, with who and when; already so: nothing. */
export function decideSetDriverActive(c: SetDriverActive, s: DriverState, ctx: DecideContext): DriverEvent[] {
  requireDriver(s, c.driverId);
  if (s.active === c.active) return [];
  const data = { driverId: c.driverId, by: ctx.userId, at: ctx.now.toISOString() };
  return [c.active ? { type: 'DriverActivated', data } : { type: 'DriverDeactivated', data }];
}
