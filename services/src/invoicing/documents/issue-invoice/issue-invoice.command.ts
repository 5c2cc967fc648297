import type { IssueInvoiceBody } from '@tradedesk/contracts/invoicing/invoice';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/invoicing/invoices: issue an invoice or a proforma, numbered gapless in its series. */
export class IssueInvoiceCommand {
  constructor(
    readonly body: IssueInvoiceBody,
    readonly env: CommandEnvelope,
    /** A boleta of a till sale (issue-till-boleta): the sale it bills, named on the document. */
    readonly tillSale?: { saleId: string; receiptNo: string | null },
  ) {}
}
