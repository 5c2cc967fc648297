import { Controller, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { historySchema } from '@tradedesk/contracts/catalog/products';
import {
  applyAnswerSchema,
  type ApplyPriceListBody,
  applyPriceListBody,
  comparePriceListBody,
  getSyncSettingsQuery,
  type SaveSyncSettingsBody,
  saveSyncSettingsBody,
  supplierSyncSettingsStreamId,
  syncSettingsAnswerSchema,
} from '@tradedesk/contracts/catalog/supplier-sync';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import { SHEET_CONTENT_TYPES, UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import { getSupplier } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import type { Request } from 'express';
import type { z } from 'zod';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { ApiException, notFound } from '../../platform/http/errors.js';
import { zodDetails } from '../../platform/http/interceptors.js';
import type { Session } from '../../platform/http/request-context.js';
import { receiveSheet } from '../../platform/http/sheet-upload.js';
import { DATABASE } from '../../platform/tokens.js';
import { pathId } from '../../platform/http/path-id.js';
import { QueuePort } from '../../platform/queue/queue.port.js';
import { PRICE_LIST_COMPARE_JOB, type PriceListCompareJob } from './compare-price-list/compare-price-list.job.js';
import { ApplyPriceListCommand } from './apply-price-list/apply-price-list.command.js';
import { SaveSyncSettingsCommand } from './save-sync-settings/save-sync-settings.command.js';
import { SyncSettingsReader } from './sync-settings.js';

/** Root and Admin, or the SupplierSyncInfo page privilege. */
const ACCESS = { roles: [ROLE_ADMIN], page: 'SupplierSyncInfo' } as const;
const invalid = (e: z.ZodError) => {
  const details = zodDetails(e);
  return new ApiException(400, ErrorCode.ValidationFailed, `Invalid request body: ${details.map((d) => `${d.path}: ${d.message}`).join('; ')}`, details);
};

/**
 * Synchronising product information from a supplier's price list (/product/supplier/synchronousInfo)
 * and the settings of that sync (POST /api/supplier/client/sync-settings); docs/catalog.md
 * "The supplier price-list sync".
 */
@Controller('api')
export class SupplierSyncController {
  constructor(
    private readonly histories: DocumentHistory,
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
    private readonly syncSettings: SyncSettingsReader,
    private readonly queue: QueuePort,
  ) {}

  private async supplierOrThrow(id: string) {
    const supplier = await getSupplier(this.db, id);
    if (!supplier) throw notFound(`No supplier ${id}.`, 'supplier_not_found');
    return supplier;
  }

  @Get('supplier/client/sync-settings')
  @Endpoint({
    summary: "The price-list sync settings in force for a supplier (its own, else the company default, else built-in); no supplierId: the company default",
    access: ACCESS,
    query: getSyncSettingsQuery,
    response: syncSettingsAnswerSchema,
  })
  async settings(@ValidQuery() q: z.infer<typeof getSyncSettingsQuery>) {
    if (q.supplierId) await this.supplierOrThrow(q.supplierId);
    return this.syncSettings.for(q.supplierId ?? null);
  }

  @Post('supplier/client/sync-settings')
  @HttpCode(200)
  @Endpoint({
    summary:
      'Save the price-list sync settings of a supplier (supplierId) or the company default (supplierId null): match by barcode, the unit the list prices, which differences are selected automatically, the smallest price change selected (percent). 409 on a stale version.',
    access: ACCESS,
    body: saveSyncSettingsBody,
  })
  saveSettings(@ValidBody() b: SaveSyncSettingsBody, @CurrentSession() s: Session) {
    return this.commands.execute(new SaveSyncSettingsCommand(b, envelopeOf(s)));
  }

  @Get('supplier/client/sync-settings/history')
  @Endpoint({ summary: 'Who changed the sync settings of a supplier (or the default) and when', access: ACCESS, query: getSyncSettingsQuery, response: historySchema })
  settingsHistory(@ValidQuery() q: z.infer<typeof getSyncSettingsQuery>) {
    return this.histories.of(supplierSyncSettingsStreamId(q.supplierId ?? null), 'sync settings');
  }

  @Post('suppliers/:id/price-list/compare')
  @HttpCode(202)
  @Endpoint({
    summary:
      "Compare a supplier's price list (.xlsx or .csv as the body with a spreadsheet, text/csv or octet-stream Content-Type, or JSON {file: base64}) with our products: per row new link, price and packing changes, unknown or invalid rows. Records nothing. Answers {jobId}; the sheet is read by the job, its result ({ok, data: comparison} or {ok: false, status, error}) at GET /api/queue/status?id=",
    access: ACCESS,
    upload: { limit: UPLOAD_LIMITS.priceListCompare, types: SHEET_CONTENT_TYPES },
  })
  async compare(@Param('id') id: string, @Req() req: Request, @CurrentSession() s: Session) {
    const supplierId = pathId(id);
    await this.supplierOrThrow(supplierId);
    const file = await receiveSheet(req, UPLOAD_LIMITS.priceListCompare, () => {
      const parsed = comparePriceListBody.safeParse(req.body ?? {});
      if (!parsed.success) throw invalid(parsed.error);
      return parsed.data.file;
    });
    const job = await this.queue.add<PriceListCompareJob>(PRICE_LIST_COMPARE_JOB, { supplierId, file: file.toString('base64'), userId: s.userId });
    return { jobId: job.id };
  }

  @Post('suppliers/:id/price-list/apply')
  @Endpoint({
    summary:
      'Apply the selected updates of a comparison as product events (supplier item code link, purchase price, packing sizes): every product or none; each at the version the comparison saw (409 otherwise)',
    access: ACCESS,
    body: applyPriceListBody,
    response: applyAnswerSchema,
  })
  apply(@Param('id') id: string, @ValidBody() body: ApplyPriceListBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ApplyPriceListCommand(pathId(id), body, envelopeOf(s)));
  }
}
