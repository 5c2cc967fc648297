import { Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { CLIENT_IMPORT_JOB, type CustomerToImport, type ImportClientsFromCustomersBody, importClientsBody, importClientsFromCustomersBody, INVOICE_CLIENTS_READ_MODEL } from '@tradedesk/contracts/invoicing/invoice-clients';
import { SHEET_CONTENT_TYPES, UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import type { Request } from 'express';
import { customersNotClients } from '@tradedesk/projections/invoicing/invoice-clients/invoice-clients.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { envelopeOf } from '../../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../../platform/http/endpoint.js';
import type { Session } from '../../../platform/http/request-context.js';
import { requestFingerprint } from '../../../platform/http/request-fingerprint.js';
import { receiveSheetBody } from '../../../platform/http/sheet-body.js';
import { QueuePort } from '../../../platform/queue/queue.port.js';
import { DATABASE } from '../../../platform/tokens.js';
import { invoiceAccess } from '../../invoicing-access.js';
import { customerToClient } from './customer-to-client.js';
import { ImportClientsFromCustomersCommand } from './import-clients-from-customers.command.js';

const CLIENTS = invoiceAccess('InvoiceClient');
const searchQuery = z.object({ search: z.string().trim().max(100).optional() }).strict();

/** /invoice/client "From customers" and "From a sheet": the customers not yet clients, making clients of them, and the client sheet import. */
@Controller('api/invoicing')
export class ImportClientsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queue: QueuePort,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get('customers')
  @Endpoint({ summary: 'Active customers not yet invoice clients, with why one cannot be (country, tax id, address)', access: CLIENTS, readModels: [INVOICE_CLIENTS_READ_MODEL], query: searchQuery })
  async customers(@ValidQuery() q: z.infer<typeof searchQuery>) {
    const rows = await customersNotClients(this.db, q.search);
    const customers: CustomerToImport[] = rows.map((c) => {
      const r = customerToClient(c);
      return { id: c.id, code: c.code, name: c.name, taxId: c.taxId, country: c.country, address: c.address, problem: 'problem' in r ? (r.problem.split(':')[0] as CustomerToImport['problem']) : null };
    });
    return { customers, total: customers.length };
  }

  @Post('clients/from-customers')
  @Endpoint({ summary: 'Invoice clients from customers (tax ids copied and checked); all or nothing (400 import_refused naming each customer that cannot be one)', access: CLIENTS, body: importClientsFromCustomersBody })
  fromCustomers(@ValidBody() b: ImportClientsFromCustomersBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ImportClientsFromCustomersCommand(b, envelopeOf(s)));
  }

  @Post('clients/import')
  @HttpCode(202)
  @Endpoint({
    summary:
      'Import invoice clients from Excel or CSV (name, country, tax id, VAT id, street, number, postal code, city, e-mail), each checked as a client typed by hand; all or nothing. JSON {commandId, file: base64} (or the file as the body with ?commandId=). Answers {jobId}; the report at GET /api/queue/status?id=',
    access: CLIENTS,
    upload: { limit: UPLOAD_LIMITS.invoiceClientImport, types: SHEET_CONTENT_TYPES },
    query: z.object({ commandId: z.uuid().optional() }).strict(),
  })
  async importSheet(@Req() req: Request, @ValidQuery() q: { commandId?: string }, @CurrentSession() s: Session) {
    const { bytes: file, body } = await receiveSheetBody(req, UPLOAD_LIMITS.invoiceClientImport, importClientsBody);
    const commandId = body?.commandId ?? q.commandId;
    const requestHash = commandId ? requestFingerprint(req, file) : undefined;
    const job = await this.queue.add(CLIENT_IMPORT_JOB, { file: file.toString('base64'), commandId, requestHash, userId: s.userId });
    return { jobId: job.id };
  }
}
