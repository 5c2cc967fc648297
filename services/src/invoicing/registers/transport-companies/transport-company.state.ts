import type { TransportCompanyEvent, TransportCompanyFields } from '@tradedesk/contracts/invoicing/transport-registers';
import type { EvolveEvent } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';

export interface TransportCompanyState {
  fields: TransportCompanyFields | null;
  active: boolean;
}
export const initialTransportCompanyState = (): TransportCompanyState => ({ fields: null, active: false });

export function evolveTransportCompany(s: TransportCompanyState, e: EvolveEvent<TransportCompanyEvent>): TransportCompanyState {
  switch (e.type) {
    case 'TransportCompanyCreated': {
      const { transportCompanyId: _id, ...fields } = e.data;
      return { fields, active: true };
    }
    case 'TransportCompanyChanged':
      return { ...s, fields: { ...s.fields!, ...e.data.changes } };
    case 'TransportCompanyDeactivated':
      return { ...s, active: false };
    case 'TransportCompanyActivated':
      return { ...s, active: true };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

export function requireTransportCompany(s: TransportCompanyState, id: string): asserts s is { fields: TransportCompanyFields; active: boolean } {
  if (!s.fields) throw new DomainError('transport_company_not_found', `Transport company ${id} does not exist.`, 404);
}
