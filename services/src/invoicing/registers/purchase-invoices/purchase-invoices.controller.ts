import { Controller, Get, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { historySchema } from '@tradedesk/contracts/platform/history';
import {
  type ListPurchaseInvoicesQuery,
  listPurchaseInvoicesQuery,
  PURCHASE_INVOICES_READ_MODEL,
  purchaseInvoiceStreamId,
  type RecordPurchaseInvoiceBody,
  recordPurchaseInvoiceBody,
  type VoidPurchaseInvoiceBody,
  voidPurchaseInvoiceBody,
} from '@tradedesk/contracts/invoicing/purchase-invoices';
import { getPurchaseInvoice, listPurchaseInvoices } from '@tradedesk/projections/invoicing/purchase-invoices/purchase-invoices.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { envelopeOf } from '../../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../../platform/http/endpoint.js';
import { notFound } from '../../../platform/http/errors.js';
import { pathId } from '../../../platform/http/path-id.js';
import type { Session } from '../../../platform/http/request-context.js';
import { DocumentHistory } from '../../../platform/event-store/stream-history.js';
import { DATABASE } from '../../../platform/tokens.js';
import { ROOT_ADMIN_ONLY } from '../registers-access.js';
import { RecordPurchaseInvoiceCommand } from './record-purchase-invoice/record-purchase-invoice.command.js';
import { VoidPurchaseInvoiceCommand } from './void-purchase-invoice/void-purchase-invoice.command.js';

/** /invoice/purchase and /invoice/purchase-new: the register of suppliers' invoices (input VAT; docs/invoicing-registers.md). */
@Controller('api/invoicing/purchase-invoices')
export class PurchaseInvoicesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly histories: DocumentHistory,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get()
  @Endpoint({ summary: "Suppliers' invoices of a period (receipt days; supplier; search) with the totals per rate", access: ROOT_ADMIN_ONLY, readModels: [PURCHASE_INVOICES_READ_MODEL], query: listPurchaseInvoicesQuery })
  list(@ValidQuery() q: ListPurchaseInvoicesQuery) {
    return listPurchaseInvoices(this.db, q);
  }

  @Get(':id')
  @Endpoint({ summary: "One supplier's invoice as recorded", access: ROOT_ADMIN_ONLY, readModels: [PURCHASE_INVOICES_READ_MODEL] })
  async get(@Param('id') id: string) {
    const d = await getPurchaseInvoice(this.db, pathId(id));
    if (!d) throw notFound(`No purchase invoice ${id}.`, 'purchase_invoice_not_found');
    return d;
  }

  @Post()
  @Endpoint({ summary: "Record a supplier's invoice (number unique per supplier: 409)", access: ROOT_ADMIN_ONLY, body: recordPurchaseInvoiceBody })
  record(@ValidBody() b: RecordPurchaseInvoiceBody, @CurrentSession() s: Session) {
    return this.commands.execute(new RecordPurchaseInvoiceCommand(b, envelopeOf(s)));
  }

  @Post(':id/void')
  @Endpoint({ summary: "Void a supplier's invoice with a reason", access: ROOT_ADMIN_ONLY, body: voidPurchaseInvoiceBody })
  void(@Param('id') id: string, @ValidBody() b: VoidPurchaseInvoiceBody, @CurrentSession() s: Session) {
    return this.commands.execute(new VoidPurchaseInvoiceCommand(pathId(id), b.reason, b.version, envelopeOf(s)));
  }

  @Get(':id/history')
  @Endpoint({ summary: "A supplier's invoice's history", access: ROOT_ADMIN_ONLY, response: historySchema })
  history(@Param('id') id: string) {
    return this.histories.of(purchaseInvoiceStreamId(pathId(id)), 'purchase invoice');
  }
}
