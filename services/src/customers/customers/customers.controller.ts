import { CUSTOMERS_READ_MODEL } from '@tradedesk/contracts/customers/customers';
import { Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type CreateCustomerBody,
  createCustomerBody,
  customerListSchema,
  customerSchema,
  customerStreamId,
  type ListCustomersQuery,
  listCustomersQuery,
  type UpdateCustomerBody,
  updateCustomerBody,
} from '@tradedesk/contracts/customers/customers';
import { historySchema } from '@tradedesk/contracts/platform/history';
import { getCustomer, listCustomers } from '@tradedesk/projections/customers/customers/customers.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { pathId } from '../../platform/http/path-id.js';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { notFound } from '../../platform/http/errors.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { CUSTOMER_ACCESS } from '../access.js';
import { ChangeCustomerCommand } from './change-customer/change-customer.command.js';
import { CreateCustomerCommand } from './create-customer/create-customer.command.js';
import { SetCustomerStatusCommand } from './set-customer-status/set-customer-status.command.js';

/** The customer list and form (/customer index). rm.customers is inline: current when a command answers. */
@Controller('api/customers')
export class CustomersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly histories: DocumentHistory,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get()
  @Endpoint({
    summary: 'List customers (search code/name/phone/e-mail/tax id, status, groupId, membershipLevelId, priceType, page, limit); also the customer search of the sale screens',
    access: CUSTOMER_ACCESS.read,
    readModels: [CUSTOMERS_READ_MODEL],
    query: listCustomersQuery,
    response: customerListSchema,
  })
  list(@ValidQuery() q: ListCustomersQuery) {
    return listCustomers(this.db, q);
  }

  @Get(':id')
  @Endpoint({ summary: 'One customer, with the price type and discount a sale takes', access: CUSTOMER_ACCESS.read, readModels: [CUSTOMERS_READ_MODEL], response: customerSchema })
  async get(@Param('id') id: string) {
    const c = await getCustomer(this.db, pathId(id));
    if (!c) throw notFound(`No customer ${id}.`, 'customer_not_found');
    return c;
  }

  @Get(':id/history')
  @Endpoint({ summary: "A customer's history: every event with who and when", access: CUSTOMER_ACCESS.write, response: historySchema })
  history(@Param('id') id: string) {
    return this.histories.of(customerStreamId(pathId(id)), 'customer');
  }

  @Post()
  @Endpoint({ summary: 'Create a customer (409 when the code is taken; 400 for an unknown or disabled level or group)', access: CUSTOMER_ACCESS.write, body: createCustomerBody })
  create(@ValidBody() b: CreateCustomerBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CreateCustomerCommand(b, envelopeOf(s)));
  }

  @Put(':id')
  @Endpoint({ summary: 'Change a customer (409 on a stale version or a taken code)', access: CUSTOMER_ACCESS.write, body: updateCustomerBody })
  update(@Param('id') id: string, @ValidBody() b: UpdateCustomerBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeCustomerCommand(pathId(id), b, envelopeOf(s)));
  }

  @Post(':id/disable')
  @HttpCode(200)
  @Endpoint({ summary: 'Disable a customer (kept, with its account; not offered to new sales)', access: CUSTOMER_ACCESS.write })
  disable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetCustomerStatusCommand(pathId(id), 'disable', envelopeOf(s)));
  }

  @Post(':id/enable')
  @HttpCode(200)
  @Endpoint({ summary: 'Enable a disabled customer', access: CUSTOMER_ACCESS.write })
  enable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetCustomerStatusCommand(pathId(id), 'enable', envelopeOf(s)));
  }
}
