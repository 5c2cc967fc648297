import { Controller, Get, Inject } from '@nestjs/common';
import { STOCK_COUNTS_READ_MODEL } from '@tradedesk/contracts/inventory/count';
import { COST_READ_MODEL } from '@tradedesk/contracts/inventory/cost';
import { STOCK_DOCUMENTS_READ_MODEL } from '@tradedesk/contracts/inventory/stock-documents';
import {
  RETURN_DAMAGE_REPORT_PAGE,
  type ReturnDamageReportQuery,
  returnDamageReportQuery,
  STOCK_CHECK_REPORT_PAGE,
  type StockCheckReport,
  type StockCheckReportQuery,
  stockCheckReportQuery,
  STOCK_TRANSFER_REPORT_PAGE,
  type StockDocumentReport,
  type StockTransferReportQuery,
  stockTransferReportQuery,
} from '@tradedesk/contracts/reports/stock-movement-reports';
import type { Database } from '@tradedesk/projections/platform/sql';
import { stockCheckLines, stockDocumentLines } from '@tradedesk/projections/reports/stock-movement-reports/stock-movement-reports.query';
import { CompanySettingsReader } from '../../platform/cache/company-settings.reader.js';
import { Endpoint, ValidQuery } from '../../platform/http/endpoint.js';
import { DATABASE } from '../../platform/tokens.js';
import { periodInstants, reportCurrencies } from '../report-period.js';

/** Transfer and damage reports (reads only; docs/reports.md "Transfers and damage"): Root, Admin, and positions with the report screen's privilege. */
@Controller('api/report')
export class StockMovementReportsController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly settings: CompanySettingsReader,
  ) {}

  @Get('stock-transfer')
  @Endpoint({
    summary: 'Every line of the transfers between warehouses recorded in a period, with its quantity and value at cost',
    access: { roles: ['Admin'], page: STOCK_TRANSFER_REPORT_PAGE },
    query: stockTransferReportQuery,
    readModels: [STOCK_DOCUMENTS_READ_MODEL],
  })
  async transfers(@ValidQuery() q: StockTransferReportQuery): Promise<StockDocumentReport> {
    const p = await periodInstants(this.settings, q);
    const report = await stockDocumentLines(this.db, {
      type: 'transfer', ...p, fromWarehouseId: q.fromWarehouseId, toWarehouseId: q.toWarehouseId, productId: q.productId, limit: q.limit, offset_rows: q.offset,
    });
    return { ...report, currency: (await reportCurrencies(this.settings)).cost };
  }

  @Get('return-damage')
  @Endpoint({
    summary: 'Every line of the damage write-offs recorded in a period, with its reason, quantity and value at cost',
    access: { roles: ['Admin'], page: RETURN_DAMAGE_REPORT_PAGE },
    query: returnDamageReportQuery,
    readModels: [STOCK_DOCUMENTS_READ_MODEL],
  })
  async damage(@ValidQuery() q: ReturnDamageReportQuery): Promise<StockDocumentReport> {
    const p = await periodInstants(this.settings, q);
    const report = await stockDocumentLines(this.db, {
      type: 'damage', ...p, fromWarehouseId: q.warehouseId, productId: q.productId, reason: q.reason, limit: q.limit, offset_rows: q.offset,
    });
    return { ...report, currency: (await reportCurrencies(this.settings)).cost };
  }

  @Get('stock-check')
  @Endpoint({
    summary: 'The lines of the stock counts posted in a period: book, counted, difference and its value at cost (by default only differences)',
    access: { roles: ['Admin'], page: STOCK_CHECK_REPORT_PAGE },
    query: stockCheckReportQuery,
    readModels: [STOCK_COUNTS_READ_MODEL, COST_READ_MODEL],
  })
  async stockCheck(@ValidQuery() q: StockCheckReportQuery): Promise<StockCheckReport> {
    const p = await periodInstants(this.settings, q);
    const report = await stockCheckLines(this.db, { ...p, warehouseId: q.warehouseId, productId: q.productId, all: q.all, limit: q.limit, offset_rows: q.offset });
    return { ...report, currency: (await reportCurrencies(this.settings)).cost };
  }
}
