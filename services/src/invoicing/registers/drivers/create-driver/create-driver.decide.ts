import type { DriverEvent, DriverFields } from '@tradedesk/contracts/invoicing/transport-registers';
import { DomainError } from '../../../../platform/event-store/errors.js';
import { type CarrierFact, type DriverState, requireCarrier } from '../driver.state.js';

export interface CreateDriver {
  type: 'CreateDriver';
  driverId: string;
  fields: DriverFields;
  /** The transport company named, as the handler read it. */
  carrier: CarrierFact;
}

/** A new driver, active; the transport company, when named, exists and is active. */
export function decideCreateDriver(c: CreateDriver, s: DriverState): DriverEvent[] {
  if (s.fields) throw new DomainError('driver_exists', `Driver ${c.driverId} already exists.`, 409);
  requireCarrier(c.carrier);
  return [{ type: 'DriverCreated', data: { driverId: c.driverId, ...c.fields } }];
}
