import type { DriverEvent, DriverFields } from '@tradedesk/contracts/invoicing/transport-registers';
import { type CarrierFact, type DriverState, requireCarrier, requireDriver } from '../driver.state.js';

export interface ChangeDriver {
  type: 'ChangeDriver';
  driverId: string;
  changes: Partial<DriverFields>;
  /** The transport company the changes name, as the handler read it (null: none named). */
  carrier: CarrierFact;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Records only the fields that really change; a new transport company must exist and be active. */
export function decideChangeDriver(c: ChangeDriver, s: DriverState): DriverEvent[] {
  requireDriver(s, c.driverId);
  const changes = Object.fromEntries(Object.entries(c.changes).filter(([k, v]) => !same(v, s.fields[k as keyof DriverFields])));
  if ('transportCompanyId' in changes) requireCarrier(c.carrier);
  return Object.keys(changes).length ? [{ type: 'DriverChanged', data: { driverId: c.driverId, changes } }] : [];
}
