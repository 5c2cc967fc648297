import { Controller, Get, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { historySchema } from '@tradedesk/contracts/platform/history';
import {
  type CreateInvoiceClientBody,
  createInvoiceClientBody,
  INVOICE_CLIENTS_READ_MODEL,
  invoiceClientStreamId,
  type ListInvoiceClientsQuery,
  listInvoiceClientsQuery,
  type UpdateInvoiceClientBody,
  updateInvoiceClientBody,
} from '@tradedesk/contracts/invoicing/invoice-clients';
import { getInvoiceClient, listInvoiceClients } from '@tradedesk/projections/invoicing/invoice-clients/invoice-clients.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { notFound } from '../../platform/http/errors.js';
import { pathId } from '../../platform/http/path-id.js';
import type { Session } from '../../platform/http/request-context.js';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { DATABASE } from '../../platform/tokens.js';
import { invoiceAccess } from '../invoicing-access.js';
import { ChangeInvoiceClientCommand } from './change-invoice-client/change-invoice-client.command.js';
import { CreateInvoiceClientCommand } from './create-invoice-client/create-invoice-client.command.js';

const CLIENTS = invoiceAccess('InvoiceClient');
/** Billing picks the client. */
const CLIENTS_READ = invoiceAccess('InvoiceClient', 'InvoiceBilling', 'InvoiceBillingPlTax');

/** /invoice/client: the client register. */
@Controller('api/invoicing/clients')
export class InvoiceClientsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly histories: DocumentHistory,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get()
  @Endpoint({ summary: 'Clients (search by name, tax id, e-mail; country)', access: CLIENTS_READ, readModels: [INVOICE_CLIENTS_READ_MODEL], query: listInvoiceClientsQuery })
  list(@ValidQuery() q: ListInvoiceClientsQuery) {
    return listInvoiceClients(this.db, q);
  }

  @Get(':id')
  @Endpoint({ summary: 'One client', access: CLIENTS_READ, readModels: [INVOICE_CLIENTS_READ_MODEL] })
  async get(@Param('id') id: string) {
    const c = await getInvoiceClient(this.db, pathId(id));
    if (!c) throw notFound(`No client ${id}.`, 'client_not_found');
    return c;
  }

  @Post()
  @Endpoint({ summary: "Register a client (tax id checked by its country's rule)", access: CLIENTS, body: createInvoiceClientBody })
  create(@ValidBody() b: CreateInvoiceClientBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CreateInvoiceClientCommand(b, envelopeOf(s)));
  }

  @Put(':id')
  @Endpoint({ summary: 'Change a client (409 on a stale version)', access: CLIENTS, body: updateInvoiceClientBody })
  update(@Param('id') id: string, @ValidBody() b: UpdateInvoiceClientBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeInvoiceClientCommand(pathId(id), b, envelopeOf(s)));
  }

  @Get(':id/history')
  @Endpoint({ summary: "A client's history", access: CLIENTS, response: historySchema })
  history(@Param('id') id: string) {
    return this.histories.of(invoiceClientStreamId(pathId(id)), 'client');
  }
}
