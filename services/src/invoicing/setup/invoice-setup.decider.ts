import type { InvoiceSetupEvent } from '@tradedesk/contracts/invoicing/invoice-setup';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { decideSaveInvoiceSetup, type SaveInvoiceSetup } from './save-invoice-setup/save-invoice-setup.decide.js';
import { evolveInvoiceSetup, initialInvoiceSetupState, type InvoiceSetupState } from './invoice-setup.state.js';

export type InvoiceSetupCommand = SaveInvoiceSetup;

/** A selling company's invoice setup. */
export const invoiceSetupDecider: Decider<InvoiceSetupCommand, InvoiceSetupState, InvoiceSetupEvent> = {
  initialState: initialInvoiceSetupState,
  evolve: evolveInvoiceSetup,
  decide: decideByType<InvoiceSetupCommand, InvoiceSetupState, InvoiceSetupEvent>({ SaveInvoiceSetup: decideSaveInvoiceSetup }),
};
