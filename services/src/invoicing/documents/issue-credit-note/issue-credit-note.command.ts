import type { IssueCreditNoteBody } from '@tradedesk/contracts/invoicing/invoice';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/invoicing/invoices/:id/credit-notes: a credit note naming the invoice (whole or some lines). */
export class IssueCreditNoteCommand {
  constructor(
    readonly invoiceId: string,
    readonly body: IssueCreditNoteBody,
    readonly env: CommandEnvelope,
  ) {}
}
