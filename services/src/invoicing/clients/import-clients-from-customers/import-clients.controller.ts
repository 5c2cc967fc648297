import { Controller, Get, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { type CustomerToImport, type ImportClientsFromCustomersBody, importClientsFromCustomersBody, INVOICE_CLIENTS_READ_MODEL } from '@tradedesk/contracts/invoicing/invoice-clients';
import { customersNotClients } from '@tradedesk/projections/invoicing/invoice-clients/invoice-clients.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { envelopeOf } from '../../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../../platform/http/endpoint.js';
import type { Session } from '../../../platform/http/request-context.js';
import { DATABASE } from '../../../platform/tokens.js';
import { invoiceAccess } from '../../invoicing-access.js';
import { customerToClient } from './customer-to-client.js';
import { ImportClientsFromCustomersCommand } from './import-clients-from-customers.command.js';

const CLIENTS = invoiceAccess('InvoiceClient');
const searchQuery = z.object({ search: z.string().trim().max(100).optional() }).strict();

/** /invoice/client "From customers": the customers not yet clients, and making clients of them. */
@Controller('api/invoicing')
export class ImportClientsController {
  constructor(
    private readonly commands: CommandBus,
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
}
