import { TAGS_READ_MODEL } from '@tradedesk/contracts/identity/tags';
import { Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import {
  type CreateTagBody,
  createTagBody,
  type ListTagsQuery,
  listTagsQuery,
  tagListSchema,
  tagSchema,
  type UpdateTagBody,
  updateTagBody,
} from '@tradedesk/contracts/identity/tags';
import { getTag, listTags } from '@tradedesk/projections/identity/user-tags/user-tags.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { notFound } from '../../platform/http/errors.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { pathId } from '../../platform/http/path-id.js';
import { CreateTagCommand } from './create-tag/create-tag.command.js';
import { SetTagStatusCommand } from './set-tag-status/set-tag-status.command.js';
import { UpdateTagCommand } from './update-tag/update-tag.command.js';

const ADMINS = { roles: [ROLE_ADMIN] } as const;

/** The Tag screen: labels put on employees. Root and Admin only. Inline read model. */
@Controller('api/tags')
export class TagsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get()
  @Endpoint({ summary: 'List tags with the number of employees carrying each', access: ADMINS, readModels: [TAGS_READ_MODEL], query: listTagsQuery, response: tagListSchema })
  list(@ValidQuery() q: ListTagsQuery) {
    return listTags(this.db, q);
  }

  @Get(':id')
  @Endpoint({ summary: 'One tag', access: ADMINS, readModels: [TAGS_READ_MODEL], response: tagSchema })
  async get(@Param('id') id: string) {
    const p = await getTag(this.db, pathId(id));
    if (!p) throw notFound(`No tag ${id}.`, 'tag_not_found');
    return p;
  }

  @Post()
  @Endpoint({ summary: 'Create a tag', access: ADMINS, body: createTagBody })
  create(@ValidBody() body: CreateTagBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CreateTagCommand(body, envelopeOf(s)));
  }

  @Put(':id')
  @Endpoint({ summary: 'Rename a tag or change its colour', access: ADMINS, body: updateTagBody })
  update(@Param('id') id: string, @ValidBody() body: UpdateTagBody, @CurrentSession() s: Session) {
    return this.commands.execute(new UpdateTagCommand(pathId(id), body, envelopeOf(s)));
  }

  @Post(':id/disable')
  @HttpCode(200)
  @Endpoint({ summary: 'Disable a tag: it is no longer offered nor shown on employees', access: ADMINS })
  disable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetTagStatusCommand(pathId(id), 'disable', envelopeOf(s)));
  }

  @Post(':id/enable')
  @HttpCode(200)
  @Endpoint({ summary: 'Enable a disabled tag', access: ADMINS })
  enable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetTagStatusCommand(pathId(id), 'enable', envelopeOf(s)));
  }
}
