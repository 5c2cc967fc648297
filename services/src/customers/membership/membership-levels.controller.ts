import { MEMBERSHIP_LEVELS_READ_MODEL } from '@tradedesk/contracts/customers/membership-levels';
import { Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type CreateMembershipLevelBody,
  createMembershipLevelBody,
  type ListMembershipLevelsQuery,
  listMembershipLevelsQuery,
  membershipLevelListSchema,
  membershipLevelSchema,
  membershipLevelStreamId,
  type UpdateMembershipLevelBody,
  updateMembershipLevelBody,
} from '@tradedesk/contracts/customers/membership-levels';
import { historySchema } from '@tradedesk/contracts/platform/history';
import { getMembershipLevel, listMembershipLevels } from '@tradedesk/projections/customers/membership-levels/membership-levels.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { pathId } from '../../platform/http/path-id.js';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { notFound } from '../../platform/http/errors.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { CUSTOMER_ACCESS } from '../access.js';
import { ChangeMembershipLevelCommand } from './change-membership-level/change-membership-level.command.js';
import { CreateMembershipLevelCommand } from './create-membership-level/create-membership-level.command.js';
import { SetMembershipLevelStatusCommand } from './set-membership-level-status/set-membership-level-status.command.js';

/** Membership levels (/customer membership): name, discount percent, price type. rm.membership_levels is inline. */
@Controller('api/customers/membership-levels')
export class MembershipLevelsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly histories: DocumentHistory,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get()
  @Endpoint({ summary: 'List membership levels with the number of customers at each', access: CUSTOMER_ACCESS.levelsRead, readModels: [MEMBERSHIP_LEVELS_READ_MODEL], query: listMembershipLevelsQuery, response: membershipLevelListSchema })
  list(@ValidQuery() q: ListMembershipLevelsQuery) {
    return listMembershipLevels(this.db, q);
  }

  @Get(':id')
  @Endpoint({ summary: 'One membership level', access: CUSTOMER_ACCESS.levelsRead, readModels: [MEMBERSHIP_LEVELS_READ_MODEL], response: membershipLevelSchema })
  async get(@Param('id') id: string) {
    const l = await getMembershipLevel(this.db, pathId(id));
    if (!l) throw notFound(`No membership level ${id}.`, 'membership_level_not_found');
    return l;
  }

  @Get(':id/history')
  @Endpoint({ summary: "A membership level's history", access: CUSTOMER_ACCESS.levelsRead, response: historySchema })
  history(@Param('id') id: string) {
    return this.histories.of(membershipLevelStreamId(pathId(id)), 'membership level');
  }

  @Post()
  @Endpoint({ summary: 'Create a membership level (409 when the name is taken)', access: CUSTOMER_ACCESS.levelsWrite, body: createMembershipLevelBody })
  create(@ValidBody() b: CreateMembershipLevelBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CreateMembershipLevelCommand(b, envelopeOf(s)));
  }

  @Put(':id')
  @Endpoint({ summary: 'Change a membership level (409 on a stale version or a taken name); its customers get the new discount at once', access: CUSTOMER_ACCESS.levelsWrite, body: updateMembershipLevelBody })
  update(@Param('id') id: string, @ValidBody() b: UpdateMembershipLevelBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeMembershipLevelCommand(pathId(id), b, envelopeOf(s)));
  }

  @Post(':id/disable')
  @HttpCode(200)
  @Endpoint({ summary: 'Disable a membership level (its customers get no discount from it)', access: CUSTOMER_ACCESS.levelsWrite })
  disable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetMembershipLevelStatusCommand(pathId(id), 'disable', envelopeOf(s)));
  }

  @Post(':id/enable')
  @HttpCode(200)
  @Endpoint({ summary: 'Enable a disabled membership level', access: CUSTOMER_ACCESS.levelsWrite })
  enable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetMembershipLevelStatusCommand(pathId(id), 'enable', envelopeOf(s)));
  }
}
