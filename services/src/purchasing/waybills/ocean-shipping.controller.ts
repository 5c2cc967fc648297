import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { SHEET_CONTENT_TYPES, UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import {
  type AddCostBody,
  addCostBody,
  type AllocateBody,
  allocateBody,
  type ChangeWaybillBody,
  changeWaybillBody,
  type ChangeWaybillStatusBody,
  changeWaybillStatusBody,
  type CreateWaybillBody,
  createWaybillBody,
  importWaybillsBody,
  importWaybillsQuery,
  type LinkOrdersBody,
  linkOrdersBody,
  type ListWaybillsQuery,
  listWaybillsQuery,
  PURCHASE_RECEIPT_LINES_READ_MODEL,
  type ReceivedOrdersQuery,
  receiptLinesSchema,
  receivedOrdersQuery,
  receivedOrdersSchema,
  SEA_WAYBILL_LIST_READ_MODEL,
  type SetMeasuresBody,
  setMeasuresBody,
  waybillCommandAnswer,
  waybillDetailSchema,
  waybillListSchema,
  WAYBILL_IMPORT_JOB,
} from '@tradedesk/contracts/purchasing/sea-waybill';
import { receiptLinesOfOrders, receivedOrders } from '@tradedesk/projections/purchasing/purchase-receipt-lines/purchase-receipt-lines.query';
import { getWaybill, listWaybills } from '@tradedesk/projections/purchasing/sea-waybill-list/sea-waybill-list.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import type { Request } from 'express';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { notFound } from '../../platform/http/errors.js';
import { requestFingerprint } from '../../platform/http/request-fingerprint.js';
import { receiveSheetBody } from '../../platform/http/sheet-body.js';
import { QueuePort } from '../../platform/queue/queue.port.js';
import { pathId } from '../../platform/http/path-id.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { AddCostCommand } from './add-cost/add-cost.command.js';
import { AllocateLandedCostsCommand } from './allocate-landed-costs/allocate-landed-costs.command.js';
import { ChangeWaybillCommand } from './change-waybill/change-waybill.command.js';
import { ChangeWaybillStatusCommand } from './change-waybill-status/change-waybill-status.command.js';
import { CreateWaybillCommand } from './create-waybill/create-waybill.command.js';
import { LinkOrdersCommand } from './link-orders/link-orders.command.js';
import { RemoveCostCommand } from './remove-cost/remove-cost.command.js';
import { SetMeasuresCommand } from './set-measures/set-measures.command.js';
import { UnlinkOrderCommand } from './unlink-order/unlink-order.command.js';

/** The waybill screen (new / edit, costs, orders): OceanShippingNew. */
const EDIT = { roles: [ROLE_ADMIN], page: ['OceanShippingNew'] } as const;
/** The list and the waybill screen read waybills. */
const READ = { roles: [ROLE_ADMIN], page: ['OceanShipping', 'OceanShippingNew'] } as const;

/** Ocean shipping (/purchase/ocean-shipping): sea waybills, their orders and landed costs (docs/ocean-shipping.md). */
@Controller('api/purchase/ocean-shipping')
export class OceanShippingController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
    private readonly queue: QueuePort,
  ) {}

  @Get()
  @Endpoint({ summary: 'List sea waybills (search, status, ETA range, page, limit)', access: READ, readModels: [SEA_WAYBILL_LIST_READ_MODEL], query: listWaybillsQuery, response: waybillListSchema })
  list(@ValidQuery() q: ListWaybillsQuery) {
    return listWaybills(this.db, q);
  }

  @Get('received-orders')
  @Endpoint({ summary: 'Purchase orders that received goods, to link to a waybill (search by number)', access: EDIT, readModels: [PURCHASE_RECEIPT_LINES_READ_MODEL], query: receivedOrdersQuery, response: receivedOrdersSchema })
  async receivedOrders(@ValidQuery() q: ReceivedOrdersQuery) {
    return { rows: await receivedOrders(this.db, q.search) };
  }

  @Post('import')
  @HttpCode(202)
  @Endpoint({
    summary:
      'Import sea waybills from Excel or CSV (B/L number, containers, carrier, port of loading, port of discharge, ETD, ETA, note): one waybill per row, all or nothing. The .xlsx or .csv as the body (?commandId=) or JSON {file: base64, commandId}. Answers {jobId}; the report at GET /api/queue/status?id=',
    access: { roles: [ROLE_ADMIN], page: ['OceanShippingImport'] },
    upload: { limit: UPLOAD_LIMITS.waybillImport, types: SHEET_CONTENT_TYPES },
    query: importWaybillsQuery,
  })
  async import(@Req() req: Request, @ValidQuery() q: { commandId?: string }, @CurrentSession() s: Session) {
    const { bytes: file, body } = await receiveSheetBody(req, UPLOAD_LIMITS.waybillImport, importWaybillsBody);
    const commandId = body?.commandId ?? q.commandId;
    // The file's bytes, however sent (raw or base64 in JSON), are what the command id stands for.
    const requestHash = commandId ? requestFingerprint(req, file) : undefined;
    const job = await this.queue.add(WAYBILL_IMPORT_JOB, { file: file.toString('base64'), commandId, requestHash, userId: s.userId });
    return { jobId: job.id };
  }

  @Get(':id')
  @Endpoint({ summary: 'One sea waybill with its orders, costs and their allocation', access: READ, readModels: [SEA_WAYBILL_LIST_READ_MODEL], response: waybillDetailSchema })
  async get(@Param('id') id: string) {
    const w = await getWaybill(this.db, pathId(id));
    if (!w) throw notFound(`No sea waybill ${id}.`, 'waybill_not_found');
    return w;
  }

  @Get(':id/receipt-lines')
  @Endpoint({ summary: "The received lines of the waybill's purchase orders (what its costs are spread over)", access: EDIT, readModels: [PURCHASE_RECEIPT_LINES_READ_MODEL, SEA_WAYBILL_LIST_READ_MODEL], response: receiptLinesSchema })
  async receiptLines(@Param('id') id: string) {
    const w = await getWaybill(this.db, pathId(id));
    if (!w) throw notFound(`No sea waybill ${id}.`, 'waybill_not_found');
    return { rows: await receiptLinesOfOrders(this.db, w.orders.map((o) => o.purchaseOrderId)) };
  }

  @Post()
  @Endpoint({ summary: 'Create a sea waybill (409 when the B/L number is taken)', access: EDIT, body: createWaybillBody, response: waybillCommandAnswer })
  create(@ValidBody() b: CreateWaybillBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CreateWaybillCommand(b, envelopeOf(s, b.commandId)));
  }

  @Put(':id')
  @Endpoint({ summary: 'Change a sea waybill (409 on a stale version or a taken B/L number)', access: EDIT, body: changeWaybillBody, response: waybillCommandAnswer })
  change(@Param('id') id: string, @ValidBody() b: ChangeWaybillBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeWaybillCommand(pathId(id), b, envelopeOf(s)));
  }

  @Post(':id/status')
  @HttpCode(200)
  @Endpoint({ summary: 'Move a sea waybill to the next status (or one back)', access: EDIT, body: changeWaybillStatusBody, response: waybillCommandAnswer })
  status(@Param('id') id: string, @ValidBody() b: ChangeWaybillStatusBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeWaybillStatusCommand(pathId(id), b, envelopeOf(s)));
  }

  @Post(':id/orders')
  @HttpCode(200)
  @Endpoint({ summary: 'Link purchase orders to a sea waybill (its costs are spread again)', access: EDIT, body: linkOrdersBody, response: waybillCommandAnswer })
  link(@Param('id') id: string, @ValidBody() b: LinkOrdersBody, @CurrentSession() s: Session) {
    return this.commands.execute(new LinkOrdersCommand(pathId(id), b, envelopeOf(s)));
  }

  @Delete(':id/orders/:orderId')
  @Endpoint({ summary: 'Unlink a purchase order from a sea waybill (its costs are spread again)', access: EDIT, response: waybillCommandAnswer })
  unlink(@Param('id') id: string, @Param('orderId') orderId: string, @CurrentSession() s: Session) {
    return this.commands.execute(new UnlinkOrderCommand(pathId(id), pathId(orderId, 'orderId'), envelopeOf(s)));
  }

  @Put(':id/measures')
  @Endpoint({ summary: "Set the packing list's weight and volume per base unit of each product", access: EDIT, body: setMeasuresBody, response: waybillCommandAnswer })
  measures(@Param('id') id: string, @ValidBody() b: SetMeasuresBody, @CurrentSession() s: Session) {
    return this.commands.execute(new SetMeasuresCommand(pathId(id), b, envelopeOf(s)));
  }

  @Post(':id/costs')
  @Endpoint({ summary: 'Add a cost (freight, insurance, duty...) to a sea waybill; spread at once when goods were received', access: EDIT, body: addCostBody, response: waybillCommandAnswer })
  addCost(@Param('id') id: string, @ValidBody() b: AddCostBody, @CurrentSession() s: Session) {
    return this.commands.execute(new AddCostCommand(pathId(id), b, envelopeOf(s, b.commandId)));
  }

  @Delete(':id/costs/:costId')
  @Endpoint({ summary: 'Remove a cost from a sea waybill (its allocation is withdrawn)', access: EDIT, response: waybillCommandAnswer })
  removeCost(@Param('id') id: string, @Param('costId') costId: string, @CurrentSession() s: Session) {
    return this.commands.execute(new RemoveCostCommand(pathId(id), pathId(costId, 'costId'), envelopeOf(s)));
  }

  @Post(':id/allocate')
  @HttpCode(200)
  @Endpoint({ summary: "Spread every cost again over the received lines of the waybill's orders", access: EDIT, body: allocateBody, response: waybillCommandAnswer })
  allocate(@Param('id') id: string, @ValidBody() b: AllocateBody, @CurrentSession() s: Session) {
    return this.commands.execute(new AllocateLandedCostsCommand(pathId(id), b, envelopeOf(s)));
  }
}
