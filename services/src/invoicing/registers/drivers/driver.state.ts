import type { DriverEvent, DriverFields } from '@tradedesk/contracts/invoicing/transport-registers';
import type { EvolveEvent } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';

export interface DriverState {
  fields: DriverFields | null;
  active: boolean;
}
export const initialDriverState = (): DriverState => ({ fields: null, active: false });

export function evolveDriver(s: DriverState, e: EvolveEvent<DriverEvent>): DriverState {
  switch (e.type) {
    case 'DriverCreated': {
      const { driverId: _id, ...fields } = e.data;
      return { fields, active: true };
    }
    case 'DriverChanged':
      return { ...s, fields: { ...s.fields!, ...e.data.changes } };
    case 'DriverDeactivated':
      return { ...s, active: false };
    case 'DriverActivated':
      return { ...s, active: true };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

export function requireDriver(s: DriverState, id: string): asserts s is { fields: DriverFields; active: boolean } {
  if (!s.fields) throw new DomainError('driver_not_found', `Driver ${id} does not exist.`, 404);
}

/** What the handler read about the transport company a command names (null: the command names none). */
export type CarrierFact = { id: string; exists: boolean; active: boolean } | null;

/** A driver may be put with an existing, active transport company only. */
export function requireCarrier(carrier: CarrierFact): void {
  if (!carrier) return;
  if (!carrier.exists) throw new DomainError('transport_company_not_found', `transportCompanyId: no transport company ${carrier.id}.`, 422, { field: 'transportCompanyId' });
  if (!carrier.active) throw new DomainError('transport_company_disabled', 'transportCompanyId: this transport company is deactivated.', 422, { field: 'transportCompanyId' });
}
