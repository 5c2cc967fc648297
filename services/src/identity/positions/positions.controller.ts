import { POSITIONS_READ_MODEL } from '@tradedesk/contracts/identity/positions';
import { Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import {
  type CreatePositionBody,
  createPositionBody,
  type ListPositionsQuery,
  listPositionsQuery,
  positionListSchema,
  positionSchema,
  type UpdatePositionBody,
  updatePositionBody,
} from '@tradedesk/contracts/identity/positions';
import { getPosition, listPositions } from '@tradedesk/projections/identity/positions/positions.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { notFound } from '../../platform/http/errors.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { pathId } from '../../platform/http/path-id.js';
import { CreatePositionCommand } from './create-position/create-position.command.js';
import { SetPositionStatusCommand } from './set-position-status/set-position-status.command.js';
import { UpdatePositionCommand } from './update-position/update-position.command.js';

const ADMINS = { roles: [ROLE_ADMIN] } as const;

/** The Position screen: company roles and their page privileges. Root and Admin only. Inline read model. */
@Controller('api/positions')
export class PositionsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get()
  @Endpoint({ summary: 'List positions with their page privileges and holder counts', access: ADMINS, readModels: [POSITIONS_READ_MODEL], query: listPositionsQuery, response: positionListSchema })
  list(@ValidQuery() q: ListPositionsQuery) {
    return listPositions(this.db, q);
  }

  @Get(':id')
  @Endpoint({ summary: 'One position', access: ADMINS, readModels: [POSITIONS_READ_MODEL], response: positionSchema })
  async get(@Param('id') id: string) {
    const p = await getPosition(this.db, pathId(id));
    if (!p) throw notFound(`No position ${id}.`, 'position_not_found');
    return p;
  }

  @Post()
  @Endpoint({ summary: 'Create a position (its name becomes a role name)', access: ADMINS, body: createPositionBody })
  create(@ValidBody() body: CreatePositionBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CreatePositionCommand(body, envelopeOf(s)));
  }

  @Put(':id')
  @Endpoint({ summary: 'Rename a position or change its description or page privileges', access: ADMINS, body: updatePositionBody })
  update(@Param('id') id: string, @ValidBody() body: UpdatePositionBody, @CurrentSession() s: Session) {
    return this.commands.execute(new UpdatePositionCommand(pathId(id), body, envelopeOf(s)));
  }

  @Post(':id/disable')
  @HttpCode(200)
  @Endpoint({ summary: 'Disable a position: its holders lose its role and pages', access: ADMINS })
  disable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetPositionStatusCommand(pathId(id), 'disable', envelopeOf(s)));
  }

  @Post(':id/enable')
  @HttpCode(200)
  @Endpoint({ summary: 'Enable a disabled position', access: ADMINS })
  enable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetPositionStatusCommand(pathId(id), 'enable', envelopeOf(s)));
  }
}
