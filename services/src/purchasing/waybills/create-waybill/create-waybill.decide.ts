import type { SeaWaybillEvent, WaybillFields } from '@tradedesk/contracts/purchasing/sea-waybill';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { WaybillState } from '../waybill.state.js';

export interface CreateWaybill {
  type: 'CreateWaybill';
  waybillId: string;
  number: string;
  fields: WaybillFields;
}

/** A new waybill starts booked. A B/L number another waybill has is refused by the list's unique index (409). */
export function decideCreateWaybill(c: CreateWaybill, s: WaybillState): SeaWaybillEvent[] {
  if (s.exists) throw new DomainError('waybill_exists', `Sea waybill ${s.number} exists already.`, 409);
  const containers = [...new Set(c.fields.containers)];
  return [{ type: 'SeaWaybillCreated', data: { waybillId: c.waybillId, number: c.number, ...c.fields, containers } }];
}
