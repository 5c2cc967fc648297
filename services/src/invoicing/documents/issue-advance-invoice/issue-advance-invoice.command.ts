import type { IssueAdvanceInvoiceBody } from '@tradedesk/contracts/invoicing/invoice';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/invoicing/advance-invoices: a Polish advance invoice (faktura zaliczkowa) for an advance received on a sale order. */
export class IssueAdvanceInvoiceCommand {
  constructor(
    readonly body: IssueAdvanceInvoiceBody,
    readonly env: CommandEnvelope,
  ) {}
}
