import type { InvoiceEvent, IssuedDocument } from '@tradedesk/contracts/invoicing/invoice';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';

/** An issued document never changes: its state is what its first event says, and how many credit notes took from it. */
export interface InvoiceState {
  document: IssuedDocument | null;
  credits: number;
}
export const initialInvoiceState = (): InvoiceState => ({ document: null, credits: 0 });
export function evolveInvoice(s: InvoiceState, e: EvolveEvent<InvoiceEvent>): InvoiceState {
  return e.type === 'InvoiceCredited' ? { ...s, credits: s.credits + 1 } : { document: e.data, credits: 0 };
}
