import { normaliseTaxId, type TransportCompanyEvent, type TransportCompanyFields } from '@tradedesk/contracts/invoicing/transport-registers';
import { DomainError } from '../../../../platform/event-store/errors.js';
import type { TransportCompanyState } from '../transport-company.state.js';

export interface CreateTransportCompany {
  type: 'CreateTransportCompany';
  transportCompanyId: string;
  fields: TransportCompanyFields;
}

/** A new carrier, active; its tax id (checked by the contract for its country) kept normalised. */
export function decideCreateTransportCompany(c: CreateTransportCompany, s: TransportCompanyState): TransportCompanyEvent[] {
  if (s.fields) throw new DomainError('transport_company_exists', `Transport company ${c.transportCompanyId} already exists.`, 409);
  return [{ type: 'TransportCompanyCreated', data: { transportCompanyId: c.transportCompanyId, ...c.fields, taxId: normaliseTaxId(c.fields.country, c.fields.taxId) } }];
}
