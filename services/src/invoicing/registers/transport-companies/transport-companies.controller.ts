import { Controller, Get, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { historySchema } from '@tradedesk/contracts/platform/history';
import {
  type CreateTransportCompanyBody,
  createTransportCompanyBody,
  type ListTransportCompaniesQuery,
  listTransportCompaniesQuery,
  type SetActiveBody,
  setActiveBody,
  TRANSPORT_COMPANIES_READ_MODEL,
  transportCompanyStreamId,
  type UpdateTransportCompanyBody,
  updateTransportCompanyBody,
} from '@tradedesk/contracts/invoicing/transport-registers';
import { getTransportCompany, listTransportCompanies } from '@tradedesk/projections/invoicing/transport-companies/transport-companies.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { envelopeOf } from '../../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../../platform/http/endpoint.js';
import { notFound } from '../../../platform/http/errors.js';
import { pathId } from '../../../platform/http/path-id.js';
import type { Session } from '../../../platform/http/request-context.js';
import { DocumentHistory } from '../../../platform/event-store/stream-history.js';
import { DATABASE } from '../../../platform/tokens.js';
import { ROOT_ADMIN_ONLY } from '../registers-access.js';
import { ChangeTransportCompanyCommand } from './change-transport-company/change-transport-company.command.js';
import { CreateTransportCompanyCommand } from './create-transport-company/create-transport-company.command.js';
import { SetTransportCompanyActiveCommand } from './set-transport-company-active/set-transport-company-active.command.js';

/** /invoice/transportCompany: the carriers named on waybills (docs/invoicing-registers.md). */
@Controller('api/invoicing/transport-companies')
export class TransportCompaniesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly histories: DocumentHistory,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get()
  @Endpoint({ summary: 'Transport companies (search; country; active)', access: ROOT_ADMIN_ONLY, readModels: [TRANSPORT_COMPANIES_READ_MODEL], query: listTransportCompaniesQuery })
  list(@ValidQuery() q: ListTransportCompaniesQuery) {
    return listTransportCompanies(this.db, q);
  }

  @Get(':id')
  @Endpoint({ summary: 'One transport company', access: ROOT_ADMIN_ONLY, readModels: [TRANSPORT_COMPANIES_READ_MODEL] })
  async get(@Param('id') id: string) {
    const c = await getTransportCompany(this.db, pathId(id));
    if (!c) throw notFound(`No transport company ${id}.`, 'transport_company_not_found');
    return c;
  }

  @Post()
  @Endpoint({ summary: "Register a transport company (tax id checked by its country's rule; name unique)", access: ROOT_ADMIN_ONLY, body: createTransportCompanyBody })
  create(@ValidBody() b: CreateTransportCompanyBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CreateTransportCompanyCommand(b, envelopeOf(s)));
  }

  @Put(':id')
  @Endpoint({ summary: 'Change a transport company (409 on a stale version or a taken name)', access: ROOT_ADMIN_ONLY, body: updateTransportCompanyBody })
  update(@Param('id') id: string, @ValidBody() b: UpdateTransportCompanyBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeTransportCompanyCommand(pathId(id), b, envelopeOf(s)));
  }

  @Post(':id/deactivate')
  @Endpoint({ summary: 'Deactivate a transport company', access: ROOT_ADMIN_ONLY, body: setActiveBody })
  deactivate(@Param('id') id: string, @ValidBody() b: SetActiveBody, @CurrentSession() s: Session) {
    return this.commands.execute(new SetTransportCompanyActiveCommand(pathId(id), false, b.version, envelopeOf(s)));
  }

  @Post(':id/activate')
  @Endpoint({ summary: 'Activate a transport company again', access: ROOT_ADMIN_ONLY, body: setActiveBody })
  activate(@Param('id') id: string, @ValidBody() b: SetActiveBody, @CurrentSession() s: Session) {
    return this.commands.execute(new SetTransportCompanyActiveCommand(pathId(id), true, b.version, envelopeOf(s)));
  }

  @Get(':id/history')
  @Endpoint({ summary: "A transport company's history", access: ROOT_ADMIN_ONLY, response: historySchema })
  history(@Param('id') id: string) {
    return this.histories.of(transportCompanyStreamId(pathId(id)), 'transport company');
  }
}
