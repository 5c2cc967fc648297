import type { PurchaseInvoiceDocument, PurchaseInvoiceEvent } from '@tradedesk/contracts/invoicing/purchase-invoices';
import type { EvolveEvent } from '../../../platform/cqrs/decider.js';

export interface PurchaseInvoiceState {
  document: PurchaseInvoiceDocument | null;
  voided: boolean;
}
export const initialPurchaseInvoiceState = (): PurchaseInvoiceState => ({ document: null, voided: false });

export function evolvePurchaseInvoice(s: PurchaseInvoiceState, e: EvolveEvent<PurchaseInvoiceEvent>): PurchaseInvoiceState {
  switch (e.type) {
    case 'PurchaseInvoiceRecorded': {
      const { purchaseInvoiceId: _id, ...document } = e.data;
      return { document, voided: false };
    }
    case 'PurchaseInvoiceVoided':
      return { ...s, voided: true };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}
