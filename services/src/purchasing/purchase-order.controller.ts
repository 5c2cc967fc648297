import { Controller, Get, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type CancelPurchaseOrderBody,
  cancelPurchaseOrderBody,
  type ChangePurchaseOrderBody,
  changePurchaseOrderBody,
  type ClosePurchaseOrderBody,
  closePurchaseOrderBody,
  type CommitPurchaseOrderBody,
  commitPurchaseOrderBody,
  type CreatePurchaseOrderBody,
  createPurchaseOrderBody,
  importPurchaseOrdersBody,
  importPurchaseOrdersQuery,
  type InboundSplitBody,
  inboundSplitBody,
  PURCHASE_IMPORT_JOB,
  PURCHASE_ORDER_LIST_READ_MODEL,
  type PurchaseOrderListQuery,
  purchaseOrderListQuery,
  type ReceivePurchaseOrderBody,
  receivePurchaseOrderBody,
  type ReturnPurchaseGoodsBody,
  returnPurchaseGoodsBody,
  SUPPLIER_PRICES_READ_MODEL,
  type SupplierPriceQuery,
  supplierPriceQuery,
} from '@tradedesk/contracts/purchasing/purchase-order';
import { SHEET_CONTENT_TYPES, UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import type { Database } from '@tradedesk/projections/platform/sql';
import type { Request } from 'express';
import { listPurchaseOrders } from '@tradedesk/projections/purchasing/purchase-order-list/purchase-order-list.query';
import { supplierPrices } from '@tradedesk/projections/purchasing/supplier-prices/supplier-prices.query';
import { CompanySettingsReader } from '../platform/cache/company-settings.reader.js';
import { envelopeOf } from '../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../platform/http/endpoint.js';
import { pathId } from '../platform/http/path-id.js';
import { requestFingerprint } from '../platform/http/request-fingerprint.js';
import { receiveSheetBody } from '../platform/http/sheet-body.js';
import { QueuePort } from '../platform/queue/queue.port.js';
import type { Session } from '../platform/http/request-context.js';
import { DATABASE } from '../platform/tokens.js';
import { CancelPurchaseOrderCommand } from './cancel-purchase-order/cancel-purchase-order.command.js';
import { ChangePurchaseOrderCommand } from './change-purchase-order/change-purchase-order.command.js';
import { ClosePurchaseOrderCommand } from './close-purchase-order/close-purchase-order.command.js';
import { CommitPurchaseOrderCommand } from './commit-purchase-order/commit-purchase-order.command.js';
import { DraftPurchaseOrderCommand } from './draft-purchase-order/draft-purchase-order.command.js';
import { PurchaseOrderReader } from './purchase-order.reader.js';
import { ReceivePurchaseOrderCommand } from './receive-purchase-order/receive-purchase-order.command.js';
import { ReturnPurchaseGoodsCommand } from './return-purchase-goods/return-purchase-goods.command.js';
import { SplitInboundCommand } from './split-inbound/split-inbound.command.js';

const ADMIN = ['Admin'] as const;
const LIST = [PURCHASE_ORDER_LIST_READ_MODEL];

/** Purchase orders (docs/purchasing.md): the list, one order, and every command on it. */
@Controller('api/purchase')
export class PurchaseOrderController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: PurchaseOrderReader,
    private readonly queue: QueuePort,
    @Inject(DATABASE) private readonly db: Database,
    private readonly settings: CompanySettingsReader = new CompanySettingsReader(db),
  ) {}

  @Get('orders')
  @Endpoint({
    summary: 'Purchase orders: number / supplier / note search, status, supplier, warehouse, creation days; sorted and paged (the Excel export pages through it)',
    access: { roles: ADMIN, page: 'ProductPurchase' },
    query: purchaseOrderListQuery,
    readModels: LIST,
  })
  async list(@ValidQuery() q: PurchaseOrderListQuery) {
    return listPurchaseOrders(this.db, q, Number(await this.settings.get('SystemTimeZone')));
  }

  @Post('orders')
  @Endpoint({ summary: 'A new purchase order draft (number PO-...); supplier and prices may follow before commit', access: { roles: ADMIN, page: 'PurchaseNew' }, body: createPurchaseOrderBody })
  create(@ValidBody() body: CreatePurchaseOrderBody, @CurrentSession() s: Session) {
    return this.commands.execute(new DraftPurchaseOrderCommand(body, envelopeOf(s, body.commandId)));
  }

  @Post('orders/import')
  @HttpCode(202)
  @Endpoint({
    summary:
      'Import purchase orders from Excel or CSV (ref, supplier, warehouse, currency, expected, code, unit, quantity, price, rate, note): one order per ref, drafts or committed (?commit=true), all or nothing. The .xlsx or .csv as the body (Content-Type spreadsheet, text/csv or octet-stream; ?commandId=&commit=) or JSON {file: base64, commit, commandId}. Answers {jobId}; progress and the report at GET /api/queue/status?id=',
    access: { roles: ADMIN, page: 'PurchaseImport' },
    upload: { limit: UPLOAD_LIMITS.purchaseImport, types: SHEET_CONTENT_TYPES },
    query: importPurchaseOrdersQuery,
  })
  async importOrders(@Req() req: Request, @ValidQuery() q: { commandId?: string; commit?: 'true' | 'false' }, @CurrentSession() s: Session) {
    const { bytes: file, body } = await receiveSheetBody(req, UPLOAD_LIMITS.purchaseImport, importPurchaseOrdersBody);
    const commandId = body?.commandId ?? q.commandId;
    const commit = body?.commit || q.commit === 'true';
    // The file's bytes, however sent, are what the command id stands for.
    const requestHash = commandId ? requestFingerprint(req, file) : undefined;
    const job = await this.queue.add(PURCHASE_IMPORT_JOB, { file: file.toString('base64'), commit, commandId, requestHash, userId: s.userId });
    return { jobId: job.id };
  }

  @Get('supplier-prices')
  @Endpoint({
    summary: "A supplier's last and previous committed price per product and unit (the purchase form prefills prices from it)",
    access: { roles: ADMIN, page: ['PurchaseNew', 'PurchaseDetails'] },
    query: supplierPriceQuery,
    readModels: [SUPPLIER_PRICES_READ_MODEL],
  })
  async prices(@ValidQuery() q: SupplierPriceQuery) {
    const ids = q.productIds?.split(',').map((x) => x.trim()).filter(Boolean);
    return { rows: await supplierPrices(this.db, q.supplierId, ids?.length ? ids : undefined) };
  }

  @Get('orders/:id')
  @Endpoint({
    summary: 'One purchase order: header, lines with ordered / received / returned / open / over quantities, receipts, returns, history',
    access: { roles: ADMIN, page: ['ProductPurchaseDetail', 'ProductPurchaseInboundSplit', 'PurchaseDetails'] },
  })
  one(@Param('id') id: string) {
    return this.reader.view(pathId(id));
  }

  @Get('orders/:id/print')
  @Endpoint({ summary: 'A purchase order as the print page shows it', access: { roles: ADMIN, page: 'ProductPurchasePrint' } })
  print(@Param('id') id: string) {
    return this.reader.view(pathId(id));
  }

  @Put('orders/:id')
  @Endpoint({ summary: "Replace a draft's header and lines (the version the screen showed)", access: { roles: ADMIN, page: 'PurchaseDetails' }, body: changePurchaseOrderBody })
  change(@Param('id') id: string, @ValidBody() body: ChangePurchaseOrderBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangePurchaseOrderCommand(pathId(id), body, envelopeOf(s, body.commandId)));
  }

  @Post('orders/:id/commit')
  @HttpCode(200)
  @Endpoint({ summary: 'Commit a draft: supplier and prices required, rate to the cost currency recorded', access: { roles: ADMIN, page: ['PurchaseNew', 'PurchaseDetails'] }, body: commitPurchaseOrderBody })
  commit(@Param('id') id: string, @ValidBody() body: CommitPurchaseOrderBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CommitPurchaseOrderCommand(pathId(id), body, envelopeOf(s, body.commandId)));
  }

  @Post('orders/:id/receipts')
  @Endpoint({ summary: 'Receive part of the open quantities into one warehouse and zone (number RC-...): stock rises in the same append', access: { roles: ADMIN, page: 'PurchaseDetails' }, body: receivePurchaseOrderBody })
  receive(@Param('id') id: string, @ValidBody() body: ReceivePurchaseOrderBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ReceivePurchaseOrderCommand(pathId(id), body, envelopeOf(s, body.commandId)));
  }

  @Post('orders/:id/inbound-split')
  @Endpoint({ summary: 'Several receipts into several warehouses at once, all or nothing', access: { roles: ADMIN, page: 'ProductPurchaseInboundSplit' }, body: inboundSplitBody })
  split(@Param('id') id: string, @ValidBody() body: InboundSplitBody, @CurrentSession() s: Session) {
    return this.commands.execute(new SplitInboundCommand(pathId(id), body, envelopeOf(s, body.commandId)));
  }

  @Post('orders/:id/returns')
  @Endpoint({ summary: 'Send received goods back to the supplier from one warehouse (number PR-...): stock and the payable fall', access: { roles: ADMIN, page: 'PurchaseDetails' }, body: returnPurchaseGoodsBody })
  return(@Param('id') id: string, @ValidBody() body: ReturnPurchaseGoodsBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ReturnPurchaseGoodsCommand(pathId(id), body, envelopeOf(s, body.commandId)));
  }

  @Post('orders/:id/close')
  @HttpCode(200)
  @Endpoint({ summary: 'Stop waiting for the rest: what is still open is recorded as under-delivered', access: { roles: ADMIN, page: 'PurchaseDetails' }, body: closePurchaseOrderBody })
  close(@Param('id') id: string, @ValidBody() body: ClosePurchaseOrderBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ClosePurchaseOrderCommand(pathId(id), body, envelopeOf(s, body.commandId)));
  }

  @Post('orders/:id/cancel')
  @HttpCode(200)
  @Endpoint({ summary: 'Cancel a draft, or a committed order of which nothing was received', access: { roles: ADMIN, page: 'PurchaseDetails' }, body: cancelPurchaseOrderBody })
  cancel(@Param('id') id: string, @ValidBody() body: CancelPurchaseOrderBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CancelPurchaseOrderCommand(pathId(id), body, envelopeOf(s, body.commandId)));
  }
}
