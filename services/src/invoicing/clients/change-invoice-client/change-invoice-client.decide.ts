import { type InvoiceClientEvent, type InvoiceClientFields, normaliseTaxId } from '@tradedesk/contracts/invoicing/invoice-clients';
import { DomainError } from '../../../platform/event-store/errors.js';
import { partyIdProblem } from '@tradedesk/contracts/invoicing/pe-ids';
import { type InvoiceClientState, requireClient } from '../invoice-client.state.js';

export interface ChangeInvoiceClient {
  type: 'ChangeInvoiceClient';
  clientId: string;
  changes: Partial<InvoiceClientFields>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Records the fields that really change; the tax id must still suit the (new) country. */
export function decideChangeInvoiceClient(c: ChangeInvoiceClient, s: InvoiceClientState): InvoiceClientEvent[] {
  requireClient(s, c.clientId);
  const next = { ...s.fields, ...c.changes };
  // Peru: the id by its catálogo 06 type (a RUC when none); a client moved to another country keeps the type unused.
  const problem = partyIdProblem(next.country, next.taxId, next.idType);
  if (problem) throw new DomainError('invalid_tax_id', `taxId: ${problem}`, 422);
  const wanted = { ...c.changes, ...(c.changes.taxId !== undefined ? { taxId: normaliseTaxId(next.country, c.changes.taxId) } : {}) };
  const changes = Object.fromEntries(Object.entries(wanted).filter(([k, v]) => !same(v, s.fields[k as keyof InvoiceClientFields])));
  return Object.keys(changes).length ? [{ type: 'InvoiceClientChanged', data: { clientId: c.clientId, changes } }] : [];
}
