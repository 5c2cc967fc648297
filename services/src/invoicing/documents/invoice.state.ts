import type { InvoiceEvent, IssuedDocument } from '@tradedesk/contracts/invoicing/invoice';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';

/** An issued document never changes: its state is what its one event says. */
export interface InvoiceState {
  document: IssuedDocument | null;
}
export const initialInvoiceState = (): InvoiceState => ({ document: null });
export function evolveInvoice(_s: InvoiceState, e: EvolveEvent<InvoiceEvent>): InvoiceState {
  return { document: e.data };
}
