import type { InvoiceClientEvent } from '@tradedesk/contracts/invoicing/invoice-clients';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { type ChangeInvoiceClient, decideChangeInvoiceClient } from './change-invoice-client/change-invoice-client.decide.js';
import { type CreateInvoiceClient, decideCreateInvoiceClient } from './create-invoice-client/create-invoice-client.decide.js';
import { evolveInvoiceClient, initialInvoiceClientState, type InvoiceClientState } from './invoice-client.state.js';

export type InvoiceClientCommand = CreateInvoiceClient | ChangeInvoiceClient;

/** The client register: one stream per client. */
export const invoiceClientDecider: Decider<InvoiceClientCommand, InvoiceClientState, InvoiceClientEvent> = {
  initialState: initialInvoiceClientState,
  evolve: evolveInvoiceClient,
  decide: decideByType<InvoiceClientCommand, InvoiceClientState, InvoiceClientEvent>({ CreateInvoiceClient: decideCreateInvoiceClient, ChangeInvoiceClient: decideChangeInvoiceClient }),
};
