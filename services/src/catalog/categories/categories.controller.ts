import { SIZE_GROUPS_READ_MODEL } from '@tradedesk/contracts/catalog/categories';
import { CATEGORIES_READ_MODEL } from '@tradedesk/contracts/catalog/categories';
import { Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  categoryStreamId,
  categoryTreeSchema,
  type CreateCategoryBody,
  createCategoryBody,
  type CreateSizeGroupBody,
  createSizeGroupBody,
  type ListCategoriesQuery,
  listCategoriesQuery,
  type ListSizeGroupsQuery,
  listSizeGroupsQuery,
  type MoveCategoryBody,
  moveCategoryBody,
  type RenameCategoryBody,
  renameCategoryBody,
  sizeGroupListSchema,
  sizeGroupSchema,
  sizeGroupStreamId,
  type UpdateSizeGroupBody,
  updateSizeGroupBody,
} from '@tradedesk/contracts/catalog/categories';
import { historySchema } from '@tradedesk/contracts/catalog/products';
import { categoryTree } from '@tradedesk/projections/catalog/categories/categories.query';
import { getSizeGroup, listSizeGroups } from '@tradedesk/projections/catalog/size-groups/size-groups.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import type { Session } from '../../platform/http/request-context.js';
import { notFound } from '../../platform/http/errors.js';
import { DATABASE } from '../../platform/tokens.js';
import { pathId } from '../../platform/http/path-id.js';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { CATALOG_ACCESS as A } from '../access.js';
import { ChangeSizeGroupCommand } from '../size-groups/change-size-group/change-size-group.command.js';
import { CreateSizeGroupCommand } from '../size-groups/create-size-group/create-size-group.command.js';
import { SetSizeGroupStatusCommand } from '../size-groups/set-size-group-status/set-size-group-status.command.js';
import { CreateCategoryCommand } from './create-category/create-category.command.js';
import { MoveCategoryCommand } from './move-category/move-category.command.js';
import { RenameCategoryCommand } from './rename-category/rename-category.command.js';
import { SetCategoryStatusCommand } from './set-category-status/set-category-status.command.js';

/** The category and all-category screens, and size groups (/setting/basics sizeGroups). rm.categories is inline. */
@Controller('api')
export class CategoriesController {
  constructor(
    private readonly histories: DocumentHistory,
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get('categories')
  @Endpoint({ summary: 'The category tree (paths, product counts)', access: A.categoryRead, readModels: [CATEGORIES_READ_MODEL], query: listCategoriesQuery, response: categoryTreeSchema })
  list(@ValidQuery() q: ListCategoriesQuery) {
    return categoryTree(this.db, q.includeDisabled === 'true');
  }

  @Get('categories/:id/history')
  @Endpoint({ summary: "A category's history", access: A.categoryHistory, response: historySchema })
  history(@Param('id') id: string) {
    return this.histories.of(categoryStreamId(pathId(id)), 'category');
  }

  @Post('categories')
  @Endpoint({ summary: 'Create a category (at the top or under parentId)', access: A.categoryWrite, body: createCategoryBody })
  create(@ValidBody() b: CreateCategoryBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CreateCategoryCommand(b, envelopeOf(s)));
  }

  @Put('categories/:id')
  @Endpoint({ summary: 'Rename a category', access: A.categoryWrite, body: renameCategoryBody })
  rename(@Param('id') id: string, @ValidBody() b: RenameCategoryBody, @CurrentSession() s: Session) {
    return this.commands.execute(new RenameCategoryCommand(pathId(id), b, envelopeOf(s)));
  }

  @Post('categories/:id/move')
  @HttpCode(200)
  @Endpoint({ summary: 'Move a category under another one (parentId) or to the top (null)', access: A.categoryWrite, body: moveCategoryBody })
  move(@Param('id') id: string, @ValidBody() b: MoveCategoryBody, @CurrentSession() s: Session) {
    return this.commands.execute(new MoveCategoryCommand(pathId(id), b, envelopeOf(s)));
  }

  @Post('categories/:id/disable')
  @HttpCode(200)
  @Endpoint({ summary: 'Disable a category (its products keep it; no new product may choose it)', access: A.categoryWrite })
  disable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetCategoryStatusCommand(pathId(id), 'disable', envelopeOf(s)));
  }

  @Post('categories/:id/enable')
  @HttpCode(200)
  @Endpoint({ summary: 'Enable a disabled category', access: A.categoryWrite })
  enable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetCategoryStatusCommand(pathId(id), 'enable', envelopeOf(s)));
  }

  @Get('size-groups')
  @Endpoint({ summary: 'Size groups (name, sizes in order, products using each)', access: A.sizeGroupRead, readModels: [SIZE_GROUPS_READ_MODEL], query: listSizeGroupsQuery, response: sizeGroupListSchema })
  sizeGroups(@ValidQuery() q: ListSizeGroupsQuery) {
    return listSizeGroups(this.db, q.includeDisabled === 'true');
  }

  @Get('size-groups/:id')
  @Endpoint({ summary: 'One size group', access: A.sizeGroupRead, readModels: [SIZE_GROUPS_READ_MODEL], response: sizeGroupSchema })
  async sizeGroup(@Param('id') id: string) {
    const g = await getSizeGroup(this.db, pathId(id));
    if (!g) throw notFound(`No size group ${id}.`, 'size_group_not_found');
    return g;
  }

  @Get('size-groups/:id/history')
  @Endpoint({ summary: "A size group's history", access: A.sizeGroupHistory, response: historySchema })
  sizeGroupHistory(@Param('id') id: string) {
    return this.histories.of(sizeGroupStreamId(pathId(id)), 'size group');
  }

  @Post('size-groups')
  @Endpoint({ summary: 'Create a size group', access: A.sizeGroupWrite, body: createSizeGroupBody })
  createSizeGroup(@ValidBody() b: CreateSizeGroupBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CreateSizeGroupCommand(b, envelopeOf(s)));
  }

  @Put('size-groups/:id')
  @Endpoint({ summary: 'Rename a size group or change its sizes (409 on a stale version, or when a removed size is on products)', access: A.sizeGroupWrite, body: updateSizeGroupBody })
  updateSizeGroup(@Param('id') id: string, @ValidBody() b: UpdateSizeGroupBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeSizeGroupCommand(pathId(id), b, envelopeOf(s)));
  }

  @Post('size-groups/:id/disable')
  @HttpCode(200)
  @Endpoint({ summary: 'Disable a size group (products keep it; no product may newly choose it)', access: A.sizeGroupWrite })
  disableSizeGroup(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetSizeGroupStatusCommand(pathId(id), 'disable', envelopeOf(s)));
  }

  @Post('size-groups/:id/enable')
  @HttpCode(200)
  @Endpoint({ summary: 'Enable a disabled size group', access: A.sizeGroupWrite })
  enableSizeGroup(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetSizeGroupStatusCommand(pathId(id), 'enable', envelopeOf(s)));
  }
}
