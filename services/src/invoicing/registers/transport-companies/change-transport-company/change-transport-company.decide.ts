import { normaliseTaxId, type TransportCompanyEvent, type TransportCompanyFields } from '@tradedesk/contracts/invoicing/transport-registers';
import { taxIdProblem } from '@tradedesk/contracts/invoicing/tax-ids';
import { DomainError } from '../../../../platform/event-store/errors.js';
import { requireTransportCompany, type TransportCompanyState } from '../transport-company.state.js';

export interface ChangeTransportCompany {
  type: 'ChangeTransportCompany';
  transportCompanyId: string;
  changes: Partial<TransportCompanyFields>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Records only the fields that really change; the tax id must still suit the (new) country. */
export function decideChangeTransportCompany(c: ChangeTransportCompany, s: TransportCompanyState): TransportCompanyEvent[] {
  requireTransportCompany(s, c.transportCompanyId);
  const next = { ...s.fields, ...c.changes };
  const problem = taxIdProblem(next.country, next.taxId);
  if (problem) throw new DomainError('invalid_tax_id', `taxId: ${problem}`, 422);
  const wanted = { ...c.changes, ...(c.changes.taxId !== undefined || c.changes.country !== undefined ? { taxId: normaliseTaxId(next.country, next.taxId) } : {}) };
  const changes = Object.fromEntries(Object.entries(wanted).filter(([k, v]) => !same(v, s.fields[k as keyof TransportCompanyFields])));
  return Object.keys(changes).length ? [{ type: 'TransportCompanyChanged', data: { transportCompanyId: c.transportCompanyId, changes } }] : [];
}
