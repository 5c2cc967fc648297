import type { InvoiceEvent } from '@tradedesk/contracts/invoicing/invoice';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { decideIssueAdvanceInvoice, type IssueAdvanceInvoice } from './issue-advance-invoice/issue-advance-invoice.decide.js';
import { decideIssueCreditNote, type IssueCreditNote } from './issue-credit-note/issue-credit-note.decide.js';
import { decideIssueInvoice, type IssueInvoice } from './issue-invoice/issue-invoice.decide.js';
import { evolveInvoice, initialInvoiceState, type InvoiceState } from './invoice.state.js';

export type InvoiceCommand = IssueInvoice | IssueCreditNote | IssueAdvanceInvoice;

/** Invoices (advance invoices among them), proformas and credit notes: one stream per document, issued once. */
export const invoiceDecider: Decider<InvoiceCommand, InvoiceState, InvoiceEvent> = {
  initialState: initialInvoiceState,
  evolve: evolveInvoice,
  decide: decideByType<InvoiceCommand, InvoiceState, InvoiceEvent>({ IssueInvoice: decideIssueInvoice, IssueCreditNote: decideIssueCreditNote, IssueAdvanceInvoice: decideIssueAdvanceInvoice }),
};
