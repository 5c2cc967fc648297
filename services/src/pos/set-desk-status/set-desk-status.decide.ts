import type { DeskEvent } from '@tradedesk/contracts/pos/desks';
import { type DeskState, requireDesk } from '../desk.state.js';

export interface SetDeskStatus {
  type: 'SetDeskStatus';
  deskId: string;
  active: boolean;
}

/** Disable a desk (the floor plan stops showing it; it is never deleted) or enable it again; the same status again records nothing. */
export function decideSetDeskStatus(c: SetDeskStatus, s: DeskState): DeskEvent[] {
  requireDesk(s, c.deskId);
  if (s.active === c.active) return [];
  return [{ type: c.active ? 'DeskEnabled' : 'DeskDisabled', data: { deskId: c.deskId } }];
}
