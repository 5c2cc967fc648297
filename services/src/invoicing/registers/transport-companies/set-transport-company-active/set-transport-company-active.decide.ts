import type { TransportCompanyEvent } from '@tradedesk/contracts/invoicing/transport-registers';
import type { DecideContext } from '../../../../platform/cqrs/decider.js';
import { requireTransportCompany, type TransportCompanyState } from '../transport-company.state.js';

export interface SetTransportCompanyActive {
  type: 'SetTransportCompanyActive';
  transportCompanyId: string;
  active: boolean;
}

/** Deactivates (no longer offered on waybills) or activates a carrier, with who and when; already so: nothing. */
export function decideSetTransportCompanyActive(c: SetTransportCompanyActive, s: TransportCompanyState, ctx: DecideContext): TransportCompanyEvent[] {
  requireTransportCompany(s, c.transportCompanyId);
  if (s.active === c.active) return [];
  const data = { transportCompanyId: c.transportCompanyId, by: ctx.userId, at: ctx.now.toISOString() };
  return [c.active ? { type: 'TransportCompanyActivated', data } : { type: 'TransportCompanyDeactivated', data }];
}
