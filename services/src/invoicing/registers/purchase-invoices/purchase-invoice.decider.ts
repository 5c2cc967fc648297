import type { PurchaseInvoiceEvent } from '@tradedesk/contracts/invoicing/purchase-invoices';
import { decideByType, type Decider } from '../../../platform/cqrs/decider.js';
import { evolvePurchaseInvoice, initialPurchaseInvoiceState, type PurchaseInvoiceState } from './purchase-invoice.state.js';
import { decideRecordPurchaseInvoice, type RecordPurchaseInvoice } from './record-purchase-invoice/record-purchase-invoice.decide.js';
import { decideVoidPurchaseInvoice, type VoidPurchaseInvoice } from './void-purchase-invoice/void-purchase-invoice.decide.js';

export type PurchaseInvoiceCommand = RecordPurchaseInvoice | VoidPurchaseInvoice;

/** The purchase invoice register: one stream per supplier's invoice, recorded once, voided at most once. */
export const purchaseInvoiceDecider: Decider<PurchaseInvoiceCommand, PurchaseInvoiceState, PurchaseInvoiceEvent> = {
  initialState: initialPurchaseInvoiceState,
  evolve: evolvePurchaseInvoice,
  decide: decideByType<PurchaseInvoiceCommand, PurchaseInvoiceState, PurchaseInvoiceEvent>({ RecordPurchaseInvoice: decideRecordPurchaseInvoice, VoidPurchaseInvoice: decideVoidPurchaseInvoice }),
};
