import { type SeaWaybillEvent, WAYBILL_MOVES, type WaybillStatus } from '@tradedesk/contracts/purchasing/sea-waybill';
import { DomainError } from '../../../platform/event-store/errors.js';
import { requireWaybill, type WaybillState } from '../waybill.state.js';

export interface ChangeWaybillStatus {
  type: 'ChangeWaybillStatus';
  status: WaybillStatus;
}

/** booked -> sailed -> arrived -> cleared -> received, one step at a time, or one step back (WAYBILL_MOVES). */
export function decideChangeWaybillStatus(c: ChangeWaybillStatus, s: WaybillState): SeaWaybillEvent[] {
  requireWaybill(s);
  if (c.status === s.status) return [];
  if (!WAYBILL_MOVES[s.status].includes(c.status)) {
    throw new DomainError('status_move_not_allowed', `status: a ${s.status} waybill can move to ${WAYBILL_MOVES[s.status].join(' or ')}, not to ${c.status}.`, 409, { field: 'status', from: s.status, to: c.status });
  }
  return [{ type: 'SeaWaybillStatusChanged', data: { waybillId: s.waybillId, number: s.number, from: s.status, to: c.status } }];
}
