import { Controller, Get, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { DESKS_READ_MODEL } from '@tradedesk/contracts/pos/desks';
import { SALE_ORDER_LIST_READ_MODEL } from '@tradedesk/contracts/sales/sale-order';
import {
  type FloorQuery,
  floorQuery,
  floorSchema,
  type MoveTableOrderBody,
  moveTableOrderBody,
  type OpenTableBody,
  openTableBody,
  TABLE_ORDERS_READ_MODEL,
} from '@tradedesk/contracts/sales/table-orders';
import type { Database } from '@tradedesk/projections/platform/sql';
import { floorOf } from '@tradedesk/projections/sales/sale-tables/sale-tables.query';
import { envelopeOf } from '../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../platform/http/endpoint.js';
import { pathId } from '../platform/http/path-id.js';
import type { Session } from '../platform/http/request-context.js';
import { DATABASE } from '../platform/tokens.js';
import { MoveTableOrderCommand } from './move-table-order/move-table-order.command.js';
import { OpenTableCommand } from './open-table/open-table.command.js';

/** Root and Admin, or the restaurant floor (/sale/pay-retail-restaurant). */
const FLOOR = { roles: [ROLE_ADMIN], page: ['SalePayRetailRestaurant'] } as const;

/** Table orders: the restaurant's floor (docs/sales-retail-checkout.md "Restaurant"). Lines, payment and cancel go through the sale order calls. */
@Controller('api')
export class TableOrdersController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get('sale/tables')
  @Endpoint({
    summary: "A store's floor: its active desks by area and place, each with the order that occupies it (number, total, lines, guests, who opened it and when)",
    access: FLOOR,
    readModels: [TABLE_ORDERS_READ_MODEL, SALE_ORDER_LIST_READ_MODEL, DESKS_READ_MODEL],
    query: floorQuery,
    response: floorSchema,
  })
  floor(@ValidQuery() q: FloorQuery) {
    return floorOf(this.db, q.warehouseId);
  }

  @Post('sale/tables/open')
  @Endpoint({ summary: 'Open a free table: a new retail draft order on it (409 desk_occupied when another order is open on it)', access: FLOOR, body: openTableBody })
  open(@ValidBody() b: OpenTableBody, @CurrentSession() s: Session) {
    return this.commands.execute(new OpenTableCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('sale/tables/:deskId/move')
  @Endpoint({ summary: "Move a table's open order to another free table of the same store", access: FLOOR, body: moveTableOrderBody })
  move(@Param('deskId') deskId: string, @ValidBody() b: MoveTableOrderBody, @CurrentSession() s: Session) {
    return this.commands.execute(new MoveTableOrderCommand(pathId(deskId), b, envelopeOf(s, b.commandId)));
  }
}
