import type { PayMethodEvent } from '@tradedesk/contracts/pos/pay-methods';
import { type PayMethodState, requirePayMethod } from '../pay-method.state.js';

export interface SetPayMethodStatus {
  type: 'SetPayMethodStatus';
  payMethodId: string;
  active: boolean;
}

/** Deactivate (the till stops offering it; what named it keeps its name) or activate again; the same status again records nothing. */
export function decideSetPayMethodStatus(c: SetPayMethodStatus, s: PayMethodState): PayMethodEvent[] {
  requirePayMethod(s, c.payMethodId);
  if (s.active === c.active) return [];
  return [{ type: c.active ? 'PayMethodActivated' : 'PayMethodDeactivated', data: { payMethodId: c.payMethodId } }];
}
