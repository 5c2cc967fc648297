import type { InvoiceSetupEvent, InvoiceSetupFields } from '@tradedesk/contracts/invoicing/invoice-setup';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';

/** What a setup's stream says: its fields once saved. */
export interface InvoiceSetupState {
  fields: InvoiceSetupFields | null;
}

export const initialInvoiceSetupState = (): InvoiceSetupState => ({ fields: null });

export function evolveInvoiceSetup(s: InvoiceSetupState, e: EvolveEvent<InvoiceSetupEvent>): InvoiceSetupState {
  switch (e.type) {
    case 'InvoiceSetupSaved':
      return { fields: e.data.setup };
    case 'InvoiceSetupChanged':
      return { fields: { ...s.fields!, ...e.data.changes } };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}
