import type { InvoiceClientEvent, InvoiceClientFields } from '@tradedesk/contracts/invoicing/invoice-clients';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';

export interface InvoiceClientState {
  fields: InvoiceClientFields | null;
}
export const initialInvoiceClientState = (): InvoiceClientState => ({ fields: null });

export function evolveInvoiceClient(s: InvoiceClientState, e: EvolveEvent<InvoiceClientEvent>): InvoiceClientState {
  switch (e.type) {
    case 'InvoiceClientCreated': {
      const { clientId: _c, ...fields } = e.data;
      return { fields };
    }
    case 'InvoiceClientChanged':
      return { fields: { ...s.fields!, ...e.data.changes } };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

export function requireClient(s: InvoiceClientState, clientId: string): asserts s is { fields: InvoiceClientFields } {
  if (!s.fields) throw new DomainError('client_not_found', `Client ${clientId} does not exist.`, 404);
}
