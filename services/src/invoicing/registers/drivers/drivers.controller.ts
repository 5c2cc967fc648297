import { Controller, Get, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { historySchema } from '@tradedesk/contracts/platform/history';
import {
  type CreateDriverBody,
  createDriverBody,
  DRIVERS_READ_MODEL,
  driverStreamId,
  type ListDriversQuery,
  listDriversQuery,
  type SetActiveBody,
  setActiveBody,
  TRANSPORT_COMPANIES_READ_MODEL,
  type UpdateDriverBody,
  updateDriverBody,
} from '@tradedesk/contracts/invoicing/transport-registers';
import { getDriver, listDrivers } from '@tradedesk/projections/invoicing/drivers/drivers.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { envelopeOf } from '../../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../../platform/http/endpoint.js';
import { notFound } from '../../../platform/http/errors.js';
import { pathId } from '../../../platform/http/path-id.js';
import type { Session } from '../../../platform/http/request-context.js';
import { DocumentHistory } from '../../../platform/event-store/stream-history.js';
import { DATABASE } from '../../../platform/tokens.js';
import { ROOT_ADMIN_ONLY } from '../registers-access.js';
import { ChangeDriverCommand } from './change-driver/change-driver.command.js';
import { CreateDriverCommand } from './create-driver/create-driver.command.js';
import { SetDriverActiveCommand } from './set-driver-active/set-driver-active.command.js';

/** /invoice/driver: the drivers named on waybills (docs/invoicing-registers.md). */
@Controller('api/invoicing/drivers')
export class DriversController {
  constructor(
    private readonly commands: CommandBus,
    private readonly histories: DocumentHistory,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get()
  @Endpoint({ summary: 'Drivers (search over name, documents, plates; transport company; active)', access: ROOT_ADMIN_ONLY, readModels: [DRIVERS_READ_MODEL, TRANSPORT_COMPANIES_READ_MODEL], query: listDriversQuery })
  list(@ValidQuery() q: ListDriversQuery) {
    return listDrivers(this.db, q);
  }

  @Get(':id')
  @Endpoint({ summary: 'One driver', access: ROOT_ADMIN_ONLY, readModels: [DRIVERS_READ_MODEL, TRANSPORT_COMPANIES_READ_MODEL] })
  async get(@Param('id') id: string) {
    const d = await getDriver(this.db, pathId(id));
    if (!d) throw notFound(`No driver ${id}.`, 'driver_not_found');
    return d;
  }

  @Post()
  @Endpoint({ summary: 'Register a driver (name unique; the transport company, when named, existing and active)', access: ROOT_ADMIN_ONLY, body: createDriverBody })
  create(@ValidBody() b: CreateDriverBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CreateDriverCommand(b, envelopeOf(s)));
  }

  @Put(':id')
  @Endpoint({ summary: 'Change a driver (409 on a stale version or a taken name)', access: ROOT_ADMIN_ONLY, body: updateDriverBody })
  update(@Param('id') id: string, @ValidBody() b: UpdateDriverBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeDriverCommand(pathId(id), b, envelopeOf(s)));
  }

  @Post(':id/deactivate')
  @Endpoint({ summary: 'Deactivate a driver', access: ROOT_ADMIN_ONLY, body: setActiveBody })
  deactivate(@Param('id') id: string, @ValidBody() b: SetActiveBody, @CurrentSession() s: Session) {
    return this.commands.execute(new SetDriverActiveCommand(pathId(id), false, b.version, envelopeOf(s)));
  }

  @Post(':id/activate')
  @Endpoint({ summary: 'Activate a driver again', access: ROOT_ADMIN_ONLY, body: setActiveBody })
  activate(@Param('id') id: string, @ValidBody() b: SetActiveBody, @CurrentSession() s: Session) {
    return this.commands.execute(new SetDriverActiveCommand(pathId(id), true, b.version, envelopeOf(s)));
  }

  @Get(':id/history')
  @Endpoint({ summary: "A driver's history", access: ROOT_ADMIN_ONLY, response: historySchema })
  history(@Param('id') id: string) {
    return this.histories.of(driverStreamId(pathId(id)), 'driver');
  }
}
