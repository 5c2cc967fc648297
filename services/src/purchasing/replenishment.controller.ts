import { Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import {
  type ChangeReplenishmentBody,
  changeReplenishmentBody,
  type ConvertReplenishmentBody,
  convertReplenishmentBody,
  type CreateReplenishmentBody,
  createReplenishmentBody,
  type ListReplenishmentsQuery,
  type ListStockLevelsQuery,
  listReplenishmentsQuery,
  listStockLevelsQuery,
  ON_ORDER_READ_MODEL,
  type ProposalQuery,
  proposalQuery,
  REPLENISHMENT_ORDERS_READ_MODEL,
  type SetStockLevelsBody,
  setStockLevelsBody,
  STOCK_LEVELS_READ_MODEL,
} from '@tradedesk/contracts/purchasing/replenishment';
import { getReplenishment, listReplenishments } from '@tradedesk/projections/purchasing/replenishment-orders/replenishment-orders.query';
import { listStockLevels } from '@tradedesk/projections/purchasing/stock-levels/stock-levels.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { envelopeOf } from '../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../platform/http/endpoint.js';
import { notFound } from '../platform/http/errors.js';
import { pathId } from '../platform/http/path-id.js';
import type { Session } from '../platform/http/request-context.js';
import { DATABASE } from '../platform/tokens.js';
import { ChangeReplenishmentCommand } from './change-replenishment/change-replenishment.command.js';
import { ConvertReplenishmentCommand } from './convert-replenishment/convert-replenishment.command.js';
import { CreateReplenishmentCommand } from './create-replenishment/create-replenishment.command.js';
import { ReplenishmentProposalReader } from './replenishment-proposal.reader.js';
import { SetStockLevelsCommand } from './set-stock-levels/set-stock-levels.command.js';

/** Root and Admin, or the replenishment screen that makes the call. */
const rule = (...pages: RouteName[]) => ({ roles: ['Admin'], page: pages }) as const;

/** Stock levels and replenishment orders (/purchase/replenishment-order, docs/replenishment.md). */
@Controller('api/purchase')
export class ReplenishmentController {
  constructor(
    private readonly commands: CommandBus,
    private readonly proposals: ReplenishmentProposalReader,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get('stock-levels')
  @Endpoint({ summary: 'Minimum and maximum stock per product and warehouse, with on hand and on order', access: rule('PurchaseReplenishment'), query: listStockLevelsQuery, readModels: [STOCK_LEVELS_READ_MODEL, ON_ORDER_READ_MODEL] })
  levels(@ValidQuery() q: ListStockLevelsQuery) {
    return listStockLevels(this.db, q);
  }

  @Put('stock-levels')
  @Endpoint({ summary: 'Set minimum and maximum stock of products in warehouses (all rows or none)', access: rule('PurchaseReplenishment'), body: setStockLevelsBody })
  setLevels(@ValidBody() body: SetStockLevelsBody, @CurrentSession() s: Session) {
    return this.commands.execute(new SetStockLevelsCommand(body, envelopeOf(s, body.commandId)));
  }

  @Get('replenishment-orders/proposal')
  @Endpoint({ summary: 'What to order: levels below their minimum, maximum - on hand - on order in whole packings', access: rule('PurchaseReplenishmentNew'), query: proposalQuery, readModels: [STOCK_LEVELS_READ_MODEL, ON_ORDER_READ_MODEL] })
  proposal(@ValidQuery() q: ProposalQuery) {
    return this.proposals.propose(q.warehouseId);
  }

  @Get('replenishment-orders')
  @Endpoint({ summary: 'Replenishment orders', access: rule('PurchaseReplenishment'), query: listReplenishmentsQuery, readModels: [REPLENISHMENT_ORDERS_READ_MODEL] })
  list(@ValidQuery() q: ListReplenishmentsQuery) {
    return listReplenishments(this.db, q);
  }

  @Post('replenishment-orders')
  @Endpoint({ summary: 'Save a new replenishment order (numbered RP); pre-purchase orders it takes over are marked done', access: rule('PurchaseReplenishmentNew'), body: createReplenishmentBody })
  create(@ValidBody() body: CreateReplenishmentBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CreateReplenishmentCommand(body, envelopeOf(s, body.commandId)));
  }

  @Get('replenishment-orders/:id')
  @Endpoint({ summary: 'One replenishment order with its lines and purchase orders', access: rule('PurchaseReplenishment', 'PurchaseReplenishmentNew', 'PurchaseReplenishmentPrint'), readModels: [REPLENISHMENT_ORDERS_READ_MODEL] })
  async one(@Param('id') raw: string) {
    const id = pathId(raw);
    const r = await getReplenishment(this.db, id);
    if (!r) throw notFound(`No replenishment order ${id}.`, 'replenishment_not_found');
    return r;
  }

  @Put('replenishment-orders/:id')
  @Endpoint({ summary: 'Change the lines of a replenishment order (409 when someone changed it after `version`)', access: rule('PurchaseReplenishmentNew'), body: changeReplenishmentBody })
  change(@Param('id') raw: string, @ValidBody() body: ChangeReplenishmentBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeReplenishmentCommand(pathId(raw), body, envelopeOf(s, body.commandId)));
  }

  @Post('replenishment-orders/:id/purchase-orders')
  @HttpCode(200)
  @Endpoint({ summary: 'Turn a replenishment order into purchase order drafts, one per supplier and warehouse', access: rule('PurchaseReplenishment', 'PurchaseReplenishmentNew'), body: convertReplenishmentBody })
  convert(@Param('id') raw: string, @ValidBody() body: ConvertReplenishmentBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ConvertReplenishmentCommand(pathId(raw), body, envelopeOf(s, body.commandId)));
  }
}
