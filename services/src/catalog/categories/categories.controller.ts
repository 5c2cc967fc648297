import { SIZE_GROUPS_READ_MODEL } from '@tradedesk/contracts/catalog/categories';
import { CATEGORIES_READ_MODEL } from '@tradedesk/contracts/catalog/categories';
import { Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
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
import { ancestorIds, categoryTree, getCategory } from '@tradedesk/projections/catalog/categories/categories.query';
import { getSizeGroup, listSizeGroups, usedSizes } from '@tradedesk/projections/catalog/size-groups/size-groups.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import type { Session } from '../../platform/http/request-context.js';
import { notFound } from '../../platform/http/errors.js';
import { DATABASE } from '../../platform/tokens.js';
import { pathId } from '../../identity/actor.js';
import { withCatalogUniques } from '../catalog-errors.js';
import { categoryDecider, sizeGroupDecider } from '../category.decider.js';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { CATALOG_ACCESS as A } from '../access.js';

const result = (id: string, r: { streamVersion: number; globalPosition: string; events: unknown[] }) => ({ id, streamVersion: r.streamVersion, globalPosition: r.globalPosition, changed: r.events.length > 0 });

/** The category and all-category screens, and size groups (/setting/basics sizeGroups). rm.categories is inline. */
@Controller('api')
export class CategoriesController {
  constructor(
    private readonly histories: DocumentHistory,
    @Inject(DATABASE) private readonly db: Database,
    private readonly runtime: CommandRuntime,
  ) {}

  private async parentFacts(parentId: string | null) {
    if (!parentId) return { parentPath: [] as string[], parentDisabled: false };
    const parent = await getCategory(this.db, parentId);
    return { parentPath: parent ? await ancestorIds(this.db, parentId) : [], parentDisabled: parent?.disabled ?? false };
  }

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
  async create(@ValidBody() b: CreateCategoryBody, @CurrentSession() s: Session) {
    const categoryId = b.commandId ?? this.runtime.newId();
    const facts = await this.parentFacts(b.parentId);
    const r = await withCatalogUniques(() =>
      this.runtime.run(categoryDecider, categoryStreamId(categoryId), { type: 'CreateCategory', categoryId, name: b.name, parentId: b.parentId, ...facts }, { ...envelopeOf(s), commandId: b.commandId }),
    );
    return result(categoryId, r);
  }

  @Put('categories/:id')
  @Endpoint({ summary: 'Rename a category', access: A.categoryWrite, body: renameCategoryBody })
  async rename(@Param('id') id: string, @ValidBody() b: RenameCategoryBody, @CurrentSession() s: Session) {
    const categoryId = pathId(id);
    const r = await withCatalogUniques(() =>
      this.runtime.run(categoryDecider, categoryStreamId(categoryId), { type: 'RenameCategory', categoryId, name: b.name }, envelopeOf(s), { expectedVersion: b.version }),
    );
    return result(categoryId, r);
  }

  @Post('categories/:id/move')
  @HttpCode(200)
  @Endpoint({ summary: 'Move a category under another one (parentId) or to the top (null)', access: A.categoryWrite, body: moveCategoryBody })
  async move(@Param('id') id: string, @ValidBody() b: MoveCategoryBody, @CurrentSession() s: Session) {
    const categoryId = pathId(id);
    const facts = await this.parentFacts(b.parentId);
    const r = await withCatalogUniques(() =>
      this.runtime.run(categoryDecider, categoryStreamId(categoryId), { type: 'MoveCategory', categoryId, parentId: b.parentId, ...facts }, envelopeOf(s), { expectedVersion: b.version }),
    );
    return result(categoryId, r);
  }

  @Post('categories/:id/disable')
  @HttpCode(200)
  @Endpoint({ summary: 'Disable a category (its products keep it; no new product may choose it)', access: A.categoryWrite })
  async disable(@Param('id') id: string, @CurrentSession() s: Session) {
    const categoryId = pathId(id);
    return result(categoryId, await this.runtime.run(categoryDecider, categoryStreamId(categoryId), { type: 'DisableCategory', categoryId }, envelopeOf(s)));
  }

  @Post('categories/:id/enable')
  @HttpCode(200)
  @Endpoint({ summary: 'Enable a disabled category', access: A.categoryWrite })
  async enable(@Param('id') id: string, @CurrentSession() s: Session) {
    const categoryId = pathId(id);
    return result(categoryId, await withCatalogUniques(() => this.runtime.run(categoryDecider, categoryStreamId(categoryId), { type: 'EnableCategory', categoryId }, envelopeOf(s))));
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
  async createSizeGroup(@ValidBody() b: CreateSizeGroupBody, @CurrentSession() s: Session) {
    const sizeGroupId = b.commandId ?? this.runtime.newId();
    return result(
      sizeGroupId,
      await this.runtime.run(sizeGroupDecider, sizeGroupStreamId(sizeGroupId), { type: 'CreateSizeGroup', sizeGroupId, name: b.name, sizes: b.sizes }, { ...envelopeOf(s), commandId: b.commandId }),
    );
  }

  @Put('size-groups/:id')
  @Endpoint({ summary: 'Rename a size group or change its sizes (409 on a stale version, or when a removed size is on products)', access: A.sizeGroupWrite, body: updateSizeGroupBody })
  async updateSizeGroup(@Param('id') id: string, @ValidBody() b: UpdateSizeGroupBody, @CurrentSession() s: Session) {
    const sizeGroupId = pathId(id);
    const { version, ...changes } = b;
    const used = changes.sizes ? await usedSizes(this.db, sizeGroupId) : [];
    return result(
      sizeGroupId,
      await this.runtime.run(sizeGroupDecider, sizeGroupStreamId(sizeGroupId), { type: 'ChangeSizeGroup', sizeGroupId, ...changes, usedSizes: used }, envelopeOf(s), { expectedVersion: version }),
    );
  }

  @Post('size-groups/:id/disable')
  @HttpCode(200)
  @Endpoint({ summary: 'Disable a size group (products keep it; no product may newly choose it)', access: A.sizeGroupWrite })
  async disableSizeGroup(@Param('id') id: string, @CurrentSession() s: Session) {
    const sizeGroupId = pathId(id);
    return result(sizeGroupId, await this.runtime.run(sizeGroupDecider, sizeGroupStreamId(sizeGroupId), { type: 'DisableSizeGroup', sizeGroupId }, envelopeOf(s)));
  }

  @Post('size-groups/:id/enable')
  @HttpCode(200)
  @Endpoint({ summary: 'Enable a disabled size group', access: A.sizeGroupWrite })
  async enableSizeGroup(@Param('id') id: string, @CurrentSession() s: Session) {
    const sizeGroupId = pathId(id);
    return result(sizeGroupId, await this.runtime.run(sizeGroupDecider, sizeGroupStreamId(sizeGroupId), { type: 'EnableSizeGroup', sizeGroupId }, envelopeOf(s)));
  }
}
