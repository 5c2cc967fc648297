import { DAMAGE_SCREENS, TRANSFER_SCREENS } from '@tradedesk/contracts/inventory/stock-pages';
import { Controller, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type DamageBody,
  damageBody,
  damageStreamId,
  replayQuery,
  STOCK_LOG_READ_MODEL,
  STOCK_ON_HAND_READ_MODEL,
  type StockLogQuery,
  stockLogQuery,
  type StockOnHandQuery,
  stockOnHandQuery,
  type TransferBody,
  transferBody,
  transferStreamId,
} from '@tradedesk/contracts/inventory/stock';
import {
  importTransfersBody,
  importTransfersQuery,
  STOCK_DOCUMENTS_READ_MODEL,
  type StockDocumentListQuery,
  stockDocumentListQuery,
  TRANSFER_IMPORT_JOB,
  type TransferLineListQuery,
  transferLineListQuery,
} from '@tradedesk/contracts/inventory/stock-documents';
import { SHEET_CONTENT_TYPES, UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import { getStockDocument, listStockDocuments, listTransferLines } from '@tradedesk/projections/inventory/stock-documents/stock-documents.query';
import { replayStock, stockLog, stockOnHand } from '@tradedesk/projections/inventory/stock-log/stock-log.query';
import { currentUnitCosts, unitCostsAsOf } from '@tradedesk/projections/inventory/cost/cost.query';
import { COST_READ_MODEL } from '@tradedesk/contracts/inventory/cost';
import { Decimal } from 'decimal.js';
import type { Request } from 'express';
import { pathId } from '../platform/http/path-id.js';
import { notFound } from '../platform/http/errors.js';
import { requestFingerprint } from '../platform/http/request-fingerprint.js';
import { receiveSheetBody } from '../platform/http/sheet-body.js';
import { QueuePort } from '../platform/queue/queue.port.js';
import type { Database } from '@tradedesk/projections/platform/sql';
import { historySchema } from '@tradedesk/contracts/platform/history';
import type { z } from 'zod';
import { envelopeOf } from '../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../platform/http/endpoint.js';
import type { Session } from '../platform/http/request-context.js';
import { DATABASE } from '../platform/tokens.js';
import { DocumentHistory } from '../platform/event-store/stream-history.js';
import { MakeTransferCommand } from './make-transfer/make-transfer.command.js';
import { RecordDamageCommand } from './record-damage/record-damage.command.js';

const ADMIN = ['Admin'] as const;
const DOCS = [STOCK_DOCUMENTS_READ_MODEL];

/** Stock: on hand (now or as of a moment), the log, replay, and the damage and transfer documents. */
@Controller('api/stock')
export class StockController {
  constructor(
    private readonly histories: DocumentHistory,
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
    private readonly queue: QueuePort,
  ) {}

  private async document(type: 'transfer' | 'damage', id: string) {
    const d = await getStockDocument(this.db, type, pathId(id));
    if (!d) throw notFound(`No ${type === 'transfer' ? 'transfer' : 'damage record'} ${id}.`, type === 'transfer' ? 'transfer_not_found' : 'damage_record_not_found');
    return d;
  }

  @Get('on-hand')
  @Endpoint({ summary: 'Stock on hand per warehouse and product, now or as of `asOf`', access: { roles: ADMIN, page: 'ProductStock' }, query: stockOnHandQuery, readModels: [STOCK_ON_HAND_READ_MODEL, STOCK_LOG_READ_MODEL, COST_READ_MODEL] })
  async onHand(@ValidQuery() q: StockOnHandQuery) {
    // Valued as the cost projection values the product (docs/costing.md: company-wide unit cost,
    // landed costs and late receipts included); the recorded value only while it has none.
    const answer = await stockOnHand(this.db, q);
    const ids = [...new Set(answer.rows.map((r) => r.productId))];
    const costs = ids.length === 0 ? new Map<string, string | null>() : q.asOf ? await unitCostsAsOf(this.db, ids, q.asOf) : await currentUnitCosts(this.db, ids);
    const rows = answer.rows.map((r) => {
      const unitCost = costs.get(r.productId);
      return unitCost === null || unitCost === undefined ? r : { ...r, value: new Decimal(r.quantity).times(unitCost).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed() };
    });
    return { ...answer, rows };
  }

  @Get('log')
  @Endpoint({ summary: 'Every stock movement with its running balance, filterable', access: { roles: ADMIN, page: 'ProductStockLog' }, query: stockLogQuery, readModels: [STOCK_LOG_READ_MODEL] })
  log(@ValidQuery() q: StockLogQuery) {
    return stockLog(this.db, q);
  }

  @Get('replay')
  @Endpoint({ summary: 'The movements of one product in one warehouse, oldest first, with who and why', access: { roles: ADMIN, page: 'ProductStockLog' }, query: replayQuery, readModels: [STOCK_LOG_READ_MODEL] })
  replay(@ValidQuery() q: z.infer<typeof replayQuery>) {
    return replayStock(this.db, q.warehouseId, q.productId);
  }

  @Post('damages')
  @Endpoint({ summary: 'Write stock off as damaged (broken, expired, lost, defective)', access: { roles: ADMIN, page: 'StockDamage' }, body: damageBody })
  damage(@ValidBody() body: DamageBody, @CurrentSession() s: Session) {
    return this.commands.execute(new RecordDamageCommand(body, envelopeOf(s)));
  }

  @Get('damages')
  @Endpoint({ summary: 'Write-offs, newest first (warehouse, product, reason, number or note, period), with totals and who', access: { roles: ADMIN, page: 'StockDamage' }, query: stockDocumentListQuery, readModels: DOCS })
  damages(@ValidQuery() q: StockDocumentListQuery) {
    return listStockDocuments(this.db, 'damage', q);
  }

  @Get('damages/:id')
  @Endpoint({ summary: 'One write-off with its lines (product, unit, quantities, cost)', access: { roles: ADMIN, page: [...DAMAGE_SCREENS, 'StockDamagePrint'] }, readModels: DOCS })
  damageRecord(@Param('id') id: string) {
    return this.document('damage', id);
  }

  @Get('damages/:id/history')
  @Endpoint({ summary: 'Every event of a damage record, with who and when', access: { roles: ADMIN, page: 'StockDamage' }, response: historySchema })
  damageHistory(@Param('id') id: string) {
    return this.histories.of(damageStreamId(id), 'damage record');
  }

  @Post('transfers')
  @Endpoint({ summary: 'Transfer stock between two warehouses', access: { roles: ADMIN, page: 'StockTransferNew' }, body: transferBody })
  transfer(@ValidBody() body: TransferBody, @CurrentSession() s: Session) {
    return this.commands.execute(new MakeTransferCommand(body, envelopeOf(s)));
  }

  @Get('transfers')
  @Endpoint({ summary: 'Transfers, newest first (either warehouse, from, to, product, number or note, period), with totals and who', access: { roles: ADMIN, page: 'StockTransfer' }, query: stockDocumentListQuery, readModels: DOCS })
  transfers(@ValidQuery() q: StockDocumentListQuery) {
    return listStockDocuments(this.db, 'transfer', q);
  }

  @Get('transfers/lines')
  @Endpoint({ summary: 'Every line of every transfer (product, warehouses, period), newest first', access: { roles: ADMIN, page: 'StockTransferAll' }, query: transferLineListQuery, readModels: DOCS })
  transferLines(@ValidQuery() q: TransferLineListQuery) {
    return listTransferLines(this.db, q);
  }

  @Post('transfers/import')
  @HttpCode(202)
  @Endpoint({
    summary:
      'Import transfers from Excel or CSV (from warehouse, to warehouse, code or barcode, unit, quantity, note): one transfer per pair of warehouses, all or nothing. The .xlsx or .csv as the body (Content-Type spreadsheet, text/csv or octet-stream; ?commandId=) or JSON {file: base64, commandId}. Answers {jobId}; the sheet is read by the job, its report at GET /api/queue/status?id=',
    access: { roles: ADMIN, page: 'StockTransferImport' },
    upload: { limit: UPLOAD_LIMITS.transferImport, types: SHEET_CONTENT_TYPES },
    query: importTransfersQuery,
  })
  async importTransfers(@Req() req: Request, @ValidQuery() q: { commandId?: string }, @CurrentSession() s: Session) {
    const { bytes: file, body } = await receiveSheetBody(req, UPLOAD_LIMITS.transferImport, importTransfersBody);
    const commandId = body?.commandId ?? q.commandId;
    // The file's bytes, however sent (raw or base64 in JSON), are what the command id stands for.
    const requestHash = commandId ? requestFingerprint(req, file) : undefined;
    const job = await this.queue.add(TRANSFER_IMPORT_JOB, { file: file.toString('base64'), commandId, requestHash, userId: s.userId });
    return { jobId: job.id };
  }

  @Get('transfers/:id')
  @Endpoint({ summary: 'One transfer with its lines (product, unit, quantities, cost): the print page', access: { roles: ADMIN, page: [...TRANSFER_SCREENS, 'StockTransferPrint'] }, readModels: DOCS })
  transferDocument(@Param('id') id: string) {
    return this.document('transfer', id);
  }

  @Get('transfers/:id/history')
  @Endpoint({ summary: 'Every event of a transfer, with who and when', access: { roles: ADMIN, page: 'StockTransfer' }, response: historySchema })
  transferHistory(@Param('id') id: string) {
    return this.histories.of(transferStreamId(id), 'transfer');
  }
}
