import { Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { historySchema } from '@tradedesk/contracts/platform/history';
import {
  type ChangeDeskBody,
  changeDeskBody,
  type CreateDeskBody,
  createDeskBody,
  DESKS_READ_MODEL,
  deskListSchema,
  deskStreamId,
  type ListDesksQuery,
  listDesksQuery,
  type ReorderDesksBody,
  reorderDesksBody,
} from '@tradedesk/contracts/pos/desks';
import type { Database } from '@tradedesk/projections/platform/sql';
import { listDesks } from '@tradedesk/projections/pos/desks/desks.query';
import { DocumentHistory } from '../platform/event-store/stream-history.js';
import { envelopeOf } from '../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../platform/http/endpoint.js';
import { pathId } from '../platform/http/path-id.js';
import type { Session } from '../platform/http/request-context.js';
import { DATABASE } from '../platform/tokens.js';
import { ChangeDeskCommand } from './change-desk/change-desk.command.js';
import { CreateDeskCommand } from './create-desk/create-desk.command.js';
import { ReorderDesksCommand } from './reorder-desks/reorder-desks.command.js';
import { SetDeskStatusCommand } from './set-desk-status/set-desk-status.command.js';

/** Root and Admin, or the Desk screen. */
const DESK = { roles: [ROLE_ADMIN], page: ['Desk'] } as const;
/** The list is read by Desk and by DeskOrder (the floor order of an area). */
const DESK_READ = { roles: [ROLE_ADMIN], page: ['Desk', 'DeskOrder'] } as const;
/** Root and Admin, or the DeskOrder screen. */
const DESK_ORDER = { roles: [ROLE_ADMIN], page: ['DeskOrder'] } as const;

/** /setting/basics/desk: the tables of each store (docs/pos.md "Desks"). */
@Controller('api/setting/basics/desk')
export class DesksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly histories: DocumentHistory,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get()
  @Endpoint({ summary: 'The desks (tables) by store, area and place, filtered by store, area, name and status', access: DESK_READ, readModels: [DESKS_READ_MODEL], query: listDesksQuery, response: deskListSchema })
  list(@ValidQuery() q: ListDesksQuery) {
    return listDesks(this.db, q);
  }

  @Post()
  @Endpoint({ summary: 'Add a desk to a store: name, area, seats, place (409 when the name is taken in that store, 400 for an unknown store)', access: DESK, body: createDeskBody })
  create(@ValidBody() b: CreateDeskBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CreateDeskCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('order')
  @HttpCode(200)
  @Endpoint({
    summary: "The floor order of one area of a store at once: every desk of the area, each once, in the new order (places 1..n; 409 when the area's desks changed or a version is stale)",
    access: DESK_ORDER,
    body: reorderDesksBody,
  })
  reorder(@ValidBody() b: ReorderDesksBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ReorderDesksCommand(b, envelopeOf(s, b.commandId)));
  }

  @Put(':id')
  @Endpoint({ summary: "Change a desk's name, area, seats or place (its store stays; 409 when stale)", access: DESK, body: changeDeskBody })
  change(@Param('id') id: string, @ValidBody() b: ChangeDeskBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeDeskCommand(pathId(id), b, envelopeOf(s, b.commandId)));
  }

  @Post(':id/disable')
  @HttpCode(200)
  @Endpoint({ summary: 'Disable a desk: it is never deleted', access: DESK })
  disable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetDeskStatusCommand(pathId(id), false, envelopeOf(s)));
  }

  @Post(':id/enable')
  @HttpCode(200)
  @Endpoint({ summary: 'Enable a desk again', access: DESK })
  enable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetDeskStatusCommand(pathId(id), true, envelopeOf(s)));
  }

  @Get(':id/history')
  @Endpoint({ summary: "A desk's history: created, changed, disabled, enabled, who and when", access: DESK, response: historySchema })
  history(@Param('id') id: string) {
    return this.histories.of(deskStreamId(pathId(id)), 'desk');
  }
}
