import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { Controller, Delete, Get, HttpCode, Inject, Post, Put } from '@nestjs/common';
import { UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import { CommandBus } from '@nestjs/cqrs';
import { historySchema } from '@tradedesk/contracts/platform/history';
import {
  addDetailBody,
  addDetailsBody,
  batchImportBody,
  batchImportsQuery,
  cancelBody,
  clearGiftsBody,
  createSaleOrderBody,
  currencyBody,
  deleteDetailsBody,
  detailNumberBody,
  detailsMemoBody,
  duplicateBody,
  excelParseBody,
  hangBody,
  neighbourQuery,
  orderIdQuery,
  packingTypeBody,
  payBody,
  pickBody,
  priceBody,
  SALE_ORDER_LIST_READ_MODEL,
  type SaleOrderQuery,
  saleOrderQuery,
  type SaleOrderStock,
  saleOrderStreamId,
  saveCommitBody,
  shelfBody,
  stockoutBody,
  tempsQuery,
  todayShippingsQuery,
  transformPoBody,
  unpickBody,
  unsaveBody,
  updateSaleOrderBody,
  warehouseBody,
} from '@tradedesk/contracts/sales/sale-order';
import { SALE_BATCH_PAGES, SALE_CANCEL_PAGES, SALE_DIST_PAGES, SALE_EDIT_PAGES, SALE_LIST_PAGES, SALE_PRINT_PAGES, SALE_READ_PAGES } from '@tradedesk/contracts/sales/sale-pages';
import type { SalePrintData } from '@tradedesk/contracts/sales/sale-print';
import type { Database } from '@tradedesk/projections/platform/sql';
import { STOCK_ON_HAND_READ_MODEL } from '@tradedesk/contracts/inventory/stock';
import { PROFIT_ACCESS } from '@tradedesk/contracts/inventory/cost';
import { profitOfOrder, profitOfOrders } from '@tradedesk/projections/inventory/cost/cost.query';
import { bookQuantities } from '@tradedesk/projections/inventory/stock-on-hand/stock-on-hand.query';
import {
  hungOrders,
  lastTempId,
  listSaleImports,
  neighbourOrderId,
  todayShippings,
} from '@tradedesk/projections/sales/sale-order-list/sale-order-list.query';
import type { z } from 'zod';
import { DocumentHistory } from '../platform/event-store/stream-history.js';
import { allowed } from '../platform/http/auth.guard.js';
import { envelopeOf } from '../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../platform/http/endpoint.js';
import { forbidden } from '../platform/http/errors.js';
import type { Session } from '../platform/http/request-context.js';
import { checkBase64Sheet } from '../platform/http/sheet-upload.js';
import { QueuePort } from '../platform/queue/queue.port.js';
import { DATABASE } from '../platform/tokens.js';
import { AddSaleOrderLinesCommand } from './add-sale-order-lines/add-sale-order-lines.command.js';
import { AssignShelvesCommand } from './assign-shelves/assign-shelves.command.js';
import { CancelSaleOrderCommand } from './cancel-sale-order/cancel-sale-order.command.js';
import { ChangeLinePricesCommand } from './change-line-prices/change-line-prices.command.js';
import { ChangeLineQuantityCommand } from './change-line-quantity/change-line-quantity.command.js';
import { ChangeLinesMemoCommand } from './change-lines-memo/change-lines-memo.command.js';
import { ChangeSaleOrderHeaderCommand } from './change-sale-order-header/change-sale-order-header.command.js';
import { ClearGiftLinesCommand } from './clear-gift-lines/clear-gift-lines.command.js';
import { CreateSaleOrderCommand } from './create-sale-order/create-sale-order.command.js';
import { DuplicateSaleOrderCommand } from './duplicate-sale-order/duplicate-sale-order.command.js';
import { HangSaleOrdersCommand } from './hang-sale-orders/hang-sale-orders.command.js';
import { PaySaleOrderCommand } from './pay-sale-order/pay-sale-order.command.js';
import { PickSaleOrderLinesCommand } from './pick-sale-order-lines/pick-sale-order-lines.command.js';
import { RemoveSaleOrderLinesCommand } from './remove-sale-order-lines/remove-sale-order-lines.command.js';
import { SaveCommitSaleOrderCommand } from './save-commit-sale-order/save-commit-sale-order.command.js';
import { SaleFactsLoader } from './sale-facts.loader.js';
import { SALE_BATCH_IMPORT_JOB, SALE_LINES_PARSE_JOB, type SaleBatchImportJob, type SaleLinesParseJob } from './sale-import.job.js';
import { SaleOrderReader } from './sale-order.reader.js';
import { SalePrintService } from './sale-print.js';
import { StockOutSaleOrderCommand } from './stock-out-sale-order/stock-out-sale-order.command.js';
import { TransformToPurchaseCommand } from './transform-to-purchase/transform-to-purchase.command.js';
import { UnhangSaleOrdersCommand } from './unhang-sale-orders/unhang-sale-orders.command.js';
import { UnpickSaleOrderLinesCommand } from './unpick-sale-order-lines/unpick-sale-order-lines.command.js';
import { UnsaveSaleOrderCommand } from './unsave-sale-order/unsave-sale-order.command.js';

const ADMIN = ['Admin'] as const;
const rule = (...pages: readonly RouteName[]) => ({ roles: ADMIN, page: [...pages] });
/** The order editors (scan sale, input, retail, collector, order forms and quotes). */
const EDIT = rule(...SALE_EDIT_PAGES);
/** The list's row actions act on orders as they are (pay, back to draft, cancel, duplicate, purchase order). */
const LIST_ACTION = rule(...SALE_EDIT_PAGES, ...SALE_LIST_PAGES);
const READ = rule(...SALE_READ_PAGES);
const DIST = rule(...SALE_DIST_PAGES);
const BATCH = rule(...SALE_BATCH_PAGES);
/** Print data: the invoice role prints too (the chinese-print pages allow Invoice, docs/sales.md "Prints"). */
const PRINT = { roles: ['Admin', 'Invoice'], page: [...SALE_READ_PAGES, ...SALE_PRINT_PAGES] };
const LIST = [SALE_ORDER_LIST_READ_MODEL];

/**
 * Every sale-order call of the product description at its path (docs/sales.md). Payloads are
 * designed in contracts/src/sales/sale-order.ts. Changes answer the order as it now is, with its
 * version.
 */
@Controller('api')
export class SaleOrderController {
  constructor(
    private readonly histories: DocumentHistory,
    private readonly commands: CommandBus,
    private readonly reader: SaleOrderReader,
    private readonly printing: SalePrintService,
    private readonly facts: SaleFactsLoader,
    @Inject(DATABASE) private readonly db: Database,
    private readonly queue: QueuePort,
  ) {}

  // ---- reads
  @Get('sale/order')
  @Endpoint({ summary: 'One order (?id=, with lines, payments and distribution) or the sale list (filters, newest first)', access: READ, query: saleOrderQuery, readModels: LIST })
  async get(@ValidQuery() q: SaleOrderQuery, @CurrentSession() s: Session) {
    // Cost and profit only for sessions allowed to see them (docs/costing.md); others never receive them.
    const seesProfit = allowed(s, PROFIT_ACCESS);
    if (q.id) {
      const view = await this.reader.view(q.id);
      const profit = seesProfit ? await profitOfOrder(this.db, q.id) : null;
      return profit ? { ...view, profit } : view;
    }
    const { id: _id, ...filters } = q;
    const page = await this.reader.list(filters);
    return seesProfit && page.rows.length ? { ...page, profit: await profitOfOrders(this.db, page.rows.map((r) => r.id)) } : page;
  }

  @Get('sale/order/stock')
  @Endpoint({ summary: "Stock on hand (base units) in the order's warehouse of each product on the order (the order editors show it per line)", access: EDIT, query: orderIdQuery, readModels: [STOCK_ON_HAND_READ_MODEL] })
  async stock(@ValidQuery() q: { id: string }): Promise<SaleOrderStock> {
    const order = await this.reader.view(q.id);
    const productIds = [...new Set(order.lines.map((l) => l.productId))];
    const book = productIds.length ? await bookQuantities(this.db, order.header.warehouseId, productIds) : new Map<string, string>();
    return { warehouseId: order.header.warehouseId, onHand: Object.fromEntries(productIds.map((p) => [p, book.get(p) ?? '0'])) };
  }

  @Get('sale/order/last-temp')
  @Endpoint({ summary: "The signed-in user's latest draft that is not hung (where scan sale resumes), or null", access: EDIT, readModels: LIST })
  async lastTemp(@CurrentSession() s: Session) {
    const id = await lastTempId(this.db, s.userId);
    return id ? this.reader.view(id) : null;
  }

  @Get('sale/order/temps')
  @Endpoint({ summary: 'Hung (parked) drafts to recall, newest first; mine=true: only mine', access: EDIT, query: tempsQuery, readModels: LIST })
  temps(@ValidQuery() q: z.infer<typeof tempsQuery>, @CurrentSession() s: Session) {
    return hungOrders(this.db, { kind: q.kind, userId: q.mine === 'true' ? s.userId : undefined });
  }

  @Get('sale/order/pre')
  @Endpoint({ summary: 'The previous order in number order (null at the first)', access: READ, query: neighbourQuery, readModels: LIST })
  async pre(@ValidQuery() q: z.infer<typeof neighbourQuery>) {
    const id = await neighbourOrderId(this.db, q.id, 'pre', q.kind);
    return id ? this.reader.view(id) : null;
  }

  @Get('sale/order/next')
  @Endpoint({ summary: 'The next order in number order (null at the last)', access: READ, query: neighbourQuery, readModels: LIST })
  async next(@ValidQuery() q: z.infer<typeof neighbourQuery>) {
    const id = await neighbourOrderId(this.db, q.id, 'next', q.kind);
    return id ? this.reader.view(id) : null;
  }

  @Get('sale/order/history')
  @Endpoint({ summary: 'Every event of an order, with who and when', access: READ, query: orderIdQuery, response: historySchema })
  history(@ValidQuery() q: z.infer<typeof orderIdQuery>) {
    return this.histories.of(saleOrderStreamId(q.id), 'sale order');
  }

  @Get('sale/order/print/main')
  @Endpoint({ summary: 'Everything the order print page shows: header, lines, lines per product', access: PRINT, query: orderIdQuery })
  printMain(@ValidQuery() q: z.infer<typeof orderIdQuery>): Promise<SalePrintData> {
    return this.printing.main(q.id);
  }

  @Get('sale/order/batch-imports')
  @Endpoint({ summary: 'Batch imports of orders, newest first', access: BATCH, query: batchImportsQuery, readModels: LIST })
  batchImports(@ValidQuery() q: z.infer<typeof batchImportsQuery>) {
    return listSaleImports(this.db, q.page, q.limit);
  }

  @Get('sale/order/dist')
  @Endpoint({ summary: 'The distribution view of an order: lines ordered, picked and stocked out, in shelf order; its shelves and the barcodes a picker scans', access: DIST, query: orderIdQuery })
  dist(@ValidQuery() q: z.infer<typeof orderIdQuery>) {
    return this.printing.dist(q.id);
  }

  @Get('main/sale/order/print')
  @Endpoint({ summary: 'Print header: company, customer, dates, totals, payments, unit labels', access: PRINT, query: orderIdQuery })
  printHeader(@ValidQuery() q: z.infer<typeof orderIdQuery>) {
    return this.printing.header(q.id);
  }

  @Get('main/sale/order/print/details')
  @Endpoint({ summary: 'Print lines as sold (unit, quantity, price, discount, amount)', access: PRINT, query: orderIdQuery })
  printDetails(@ValidQuery() q: z.infer<typeof orderIdQuery>) {
    return this.printing.details(q.id);
  }

  @Get('main/sale/order/print/details/1')
  @Endpoint({ summary: 'Print lines summed per product, with the packs they make (1 decimal)', access: PRINT, query: orderIdQuery })
  printByProduct(@ValidQuery() q: z.infer<typeof orderIdQuery>) {
    return this.printing.byProduct(q.id);
  }

  @Get('main/sale/order/dist/print')
  @Endpoint({ summary: 'Distribution (picking) note header', access: PRINT, query: orderIdQuery })
  distPrintHeader(@ValidQuery() q: z.infer<typeof orderIdQuery>) {
    return this.printing.header(q.id);
  }

  @Get('main/sale/order/dist/print/details')
  @Endpoint({ summary: 'Picking lines in shelf order (zone code, then product code)', access: PRINT, query: orderIdQuery })
  distPrintDetails(@ValidQuery() q: z.infer<typeof orderIdQuery>) {
    return this.printing.picking(q.id);
  }

  @Get('report/today-shippings')
  @Endpoint({ summary: "Distribution orders due today (or overdue) that have not left: data.total; with limit > 0 also the orders (distribution screens)", access: 'session', query: todayShippingsQuery, readModels: LIST, live: false })
  async todayShippings(@ValidQuery() q: z.infer<typeof todayShippingsQuery>, @CurrentSession() s: Session) {
    // The count is the sidebar reminder of every signed-in user; the orders themselves are sale data.
    if (q.limit > 0 && !allowed(s, DIST)) throw forbidden();
    return todayShippings(this.db, await this.facts.today(), q.limit);
  }

  // ---- new orders
  @Post('sale/order')
  @Endpoint({ summary: 'A new order (draft), optionally with lines: scan sale starts with none', access: EDIT, body: createSaleOrderBody })
  create(@ValidBody() body: z.infer<typeof createSaleOrderBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new CreateSaleOrderCommand(body, envelopeOf(s, body.commandId)));
  }

  @Post('sale/order/save-commit')
  @HttpCode(200)
  @Endpoint({ summary: 'Commit: stock leaves (direct delivery), the customer owes the total; optionally replacing the content first and taking payments, in one step', access: EDIT, body: saveCommitBody })
  saveCommit(@ValidBody() b: z.infer<typeof saveCommitBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new SaveCommitSaleOrderCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('sale/order/duplicate')
  @Endpoint({ summary: 'A new draft with the lines and terms of an order (kind: turn a quote or order form into a sale)', access: rule(...SALE_EDIT_PAGES, ...SALE_LIST_PAGES, ...SALE_CANCEL_PAGES), body: duplicateBody })
  duplicate(@ValidBody() b: z.infer<typeof duplicateBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new DuplicateSaleOrderCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('sale/order/transform-po')
  @Endpoint({ summary: 'A purchase order draft with the order’s lines (back-to-back buying), linked to the order', access: LIST_ACTION, body: transformPoBody })
  transform(@ValidBody() b: z.infer<typeof transformPoBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new TransformToPurchaseCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('sale/order/batch-import')
  @HttpCode(202)
  @Endpoint({
    summary:
      'Orders from a spreadsheet (rows grouped by ref), all or nothing with a row-by-row report; commit=true commits them. Answers {jobId}; the sheet is read by the job, its result ({ok, data} or {ok: false, status, error} with the report) at GET /api/queue/status?id=',
    access: BATCH,
    body: batchImportBody,
    upload: { limit: UPLOAD_LIMITS.saleBatchImport, types: [] },
  })
  async batchImport(@ValidBody() b: z.infer<typeof batchImportBody>, @CurrentSession() s: Session) {
    await checkBase64Sheet(b.file, UPLOAD_LIMITS.saleBatchImport);
    const job = await this.queue.add<SaleBatchImportJob>(SALE_BATCH_IMPORT_JOB, { body: b, env: envelopeOf(s, b.commandId), userId: s.userId });
    return { jobId: job.id };
  }

  @Post('sale/order/excel/parse')
  @HttpCode(202)
  @Endpoint({
    summary:
      'Lines from a spreadsheet or a barcode collector dump, priced for the order; nothing is saved. Answers {jobId}; the job reads the file or dump, its result ({ok, data: {lines, errors}}) at GET /api/queue/status?id=',
    access: EDIT,
    body: excelParseBody,
    upload: { limit: UPLOAD_LIMITS.saleLinesParse, types: [] },
  })
  async parse(@ValidBody() b: z.infer<typeof excelParseBody>, @CurrentSession() s: Session) {
    if (b.file) await checkBase64Sheet(b.file, UPLOAD_LIMITS.saleLinesParse);
    const job = await this.queue.add<SaleLinesParseJob>(SALE_LINES_PARSE_JOB, { body: b, userId: s.userId });
    return { jobId: job.id };
  }

  // ---- changes of an order
  @Put('sale/order')
  @Endpoint({ summary: 'Header of a draft: customer, price list, tax, memo, delivery, payment days', access: EDIT, body: updateSaleOrderBody })
  update(@ValidBody() b: z.infer<typeof updateSaleOrderBody>, @CurrentSession() s: Session) {
    const { id, version, commandId, ...header } = b;
    return this.commands.execute(new ChangeSaleOrderHeaderCommand({ id, version, header }, envelopeOf(s, commandId)));
  }

  @Put('sale/order/packing-type')
  @Endpoint({ summary: 'The unit new lines take (box, big bag, bag, unit)', access: EDIT, body: packingTypeBody })
  packingType(@ValidBody() b: z.infer<typeof packingTypeBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeSaleOrderHeaderCommand({ id: b.id, version: b.version, header: { packingType: b.packingType } }, envelopeOf(s, b.commandId)));
  }

  @Put('sale/order/currency')
  @Endpoint({ summary: 'The order currency (and its rate to the base currency): every line is re-priced', access: EDIT, body: currencyBody })
  currency(@ValidBody() b: z.infer<typeof currencyBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeSaleOrderHeaderCommand({ id: b.id, version: b.version, header: { currency: b.currency, rate: b.rate } }, envelopeOf(s, b.commandId)));
  }

  @Put('sale/order/warehouse')
  @Endpoint({ summary: 'The warehouse the goods leave from', access: EDIT, body: warehouseBody })
  warehouse(@ValidBody() b: z.infer<typeof warehouseBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeSaleOrderHeaderCommand({ id: b.id, version: b.version, header: { warehouseId: b.warehouseId } }, envelopeOf(s, b.commandId)));
  }

  @Post('sale/order/detail')
  @HttpCode(200)
  @Endpoint({ summary: 'Add a scanned or typed line (a packing barcode adds that unit); merge adds to an equal line', access: EDIT, body: addDetailBody })
  addDetail(@ValidBody() b: z.infer<typeof addDetailBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new AddSaleOrderLinesCommand({ id: b.id, version: b.version, lines: [b.line], merge: b.merge }, envelopeOf(s, b.commandId)));
  }

  @Post('sale/order/details')
  @HttpCode(200)
  @Endpoint({ summary: 'Add several lines at once', access: EDIT, body: addDetailsBody })
  addDetails(@ValidBody() b: z.infer<typeof addDetailsBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new AddSaleOrderLinesCommand({ id: b.id, version: b.version, lines: b.lines, merge: false }, envelopeOf(s, b.commandId)));
  }

  @Put('sale/order/detail/number')
  @Endpoint({ summary: "A line's quantity (and unit)", access: EDIT, body: detailNumberBody })
  detailNumber(@ValidBody() b: z.infer<typeof detailNumberBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeLineQuantityCommand(b, envelopeOf(s, b.commandId)));
  }

  @Put('sale/order/price')
  @Endpoint({ summary: 'Prices, discounts or gift flags of lines', access: EDIT, body: priceBody })
  price(@ValidBody() b: z.infer<typeof priceBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeLinePricesCommand(b, envelopeOf(s, b.commandId)));
  }

  @Put('sale/order/details/memo')
  @Endpoint({ summary: 'The memo of lines', access: EDIT, body: detailsMemoBody })
  detailsMemo(@ValidBody() b: z.infer<typeof detailsMemoBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeLinesMemoCommand(b, envelopeOf(s, b.commandId)));
  }

  @Delete('sale/order/details')
  @Endpoint({ summary: 'Remove lines of a draft', access: EDIT, body: deleteDetailsBody })
  deleteDetails(@ValidBody() b: z.infer<typeof deleteDetailsBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new RemoveSaleOrderLinesCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('sale/order/clear-gifts')
  @HttpCode(200)
  @Endpoint({ summary: 'Remove the gift lines', access: EDIT, body: clearGiftsBody })
  clearGifts(@ValidBody() b: z.infer<typeof clearGiftsBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new ClearGiftLinesCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('sale/order/unsave')
  @HttpCode(200)
  @Endpoint({ summary: 'Back to draft: stock returns, the receivable is reversed; payments stay', access: LIST_ACTION, body: unsaveBody })
  unsave(@ValidBody() b: z.infer<typeof unsaveBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new UnsaveSaleOrderCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('sale/order/cancel')
  @HttpCode(200)
  @Endpoint({ summary: 'Cancel an order (a committed one returns its stock; payments stay as customer credit)', access: rule(...SALE_EDIT_PAGES, ...SALE_LIST_PAGES, ...SALE_CANCEL_PAGES), body: cancelBody })
  cancel(@ValidBody() b: z.infer<typeof cancelBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new CancelSaleOrderCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('sale/order/pay')
  @HttpCode(200)
  @Endpoint({ summary: 'Take payments (cash with change, bank transfer, bank check, installment, card); never more than is owed', access: LIST_ACTION, body: payBody })
  pay(@ValidBody() b: z.infer<typeof payBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new PaySaleOrderCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('sale/order/shelf')
  @HttpCode(200)
  @Endpoint({ summary: 'The shelf (zone of the order warehouse) each line is picked from', access: DIST, body: shelfBody })
  shelf(@ValidBody() b: z.infer<typeof shelfBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new AssignShelvesCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('sale/orders/hang')
  @HttpCode(200)
  @Endpoint({ summary: 'Park drafts to serve the next customer (recall them with unhang)', access: EDIT, body: hangBody })
  hang(@ValidBody() b: z.infer<typeof hangBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new HangSaleOrdersCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('sale/orders/unhang')
  @HttpCode(200)
  @Endpoint({ summary: 'Recall parked drafts', access: EDIT, body: hangBody })
  unhang(@ValidBody() b: z.infer<typeof hangBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new UnhangSaleOrdersCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('sale/order/dists/pick')
  @HttpCode(200)
  @Endpoint({ summary: 'Record picked quantities (base units; default the whole line) and their shelves', access: DIST, body: pickBody })
  pick(@ValidBody() b: z.infer<typeof pickBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new PickSaleOrderLinesCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('sale/order/dists/unpick')
  @HttpCode(200)
  @Endpoint({ summary: 'Take picks back', access: DIST, body: unpickBody })
  unpick(@ValidBody() b: z.infer<typeof unpickBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new UnpickSaleOrderLinesCommand(b, envelopeOf(s, b.commandId)));
  }

  @Put('sale/order/dist/stockout')
  @Endpoint({ summary: 'The goods of a distribution order leave the warehouse (all lines fully picked, or none picked)', access: DIST, body: stockoutBody })
  stockout(@ValidBody() b: z.infer<typeof stockoutBody>, @CurrentSession() s: Session) {
    return this.commands.execute(new StockOutSaleOrderCommand(b, envelopeOf(s, b.commandId)));
  }
}
