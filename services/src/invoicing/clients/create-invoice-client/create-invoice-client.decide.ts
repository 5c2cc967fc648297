import { type InvoiceClientEvent, type InvoiceClientFields, normaliseTaxId } from '@tradedesk/contracts/invoicing/invoice-clients';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { InvoiceClientState } from '../invoice-client.state.js';

export interface CreateInvoiceClient {
  type: 'CreateInvoiceClient';
  clientId: string;
  fields: InvoiceClientFields;
}

/** A new client; its tax id (checked by the contract) is kept normalised: no spaces, dots or EU prefix. */
export function decideCreateInvoiceClient(c: CreateInvoiceClient, s: InvoiceClientState): InvoiceClientEvent[] {
  if (s.fields) throw new DomainError('client_exists', `Client ${c.clientId} already exists.`, 409);
  return [{ type: 'InvoiceClientCreated', data: { clientId: c.clientId, ...c.fields, taxId: normaliseTaxId(c.fields.country, c.fields.taxId) } }];
}
