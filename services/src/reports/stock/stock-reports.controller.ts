import { Controller, Get, Inject } from '@nestjs/common';
import { COST_READ_MODEL } from '@tradedesk/contracts/inventory/cost';
import { dayEnd, dayStart } from '@tradedesk/contracts/platform/company-time';
import {
  STOCK_IN_OUT_PAGE,
  STOCK_REPORT_PAGE,
  STOCK_VALUE_PAGE,
  type StockInOutQuery,
  type StockInOutReport,
  stockInOutQuery,
  type StockReport,
  type StockReportQuery,
  stockReportQuery,
  type StockValueReport,
  type StockValueReportQuery,
  stockValueReportQuery,
} from '@tradedesk/contracts/reports/stock-reports';
import type { Database } from '@tradedesk/projections/platform/sql';
import { stockInOut, stockReport, stockValueBy } from '@tradedesk/projections/reports/stock-reports/stock-reports.query';
import { CompanySettingsReader } from '../../platform/cache/company-settings.reader.js';
import { Endpoint, ValidQuery } from '../../platform/http/endpoint.js';
import { DATABASE } from '../../platform/tokens.js';

/** Stock reports (reads only; docs/reports.md): Root, Admin, and positions with the report screen's privilege. */
@Controller('api/report')
export class StockReportsController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly settings: CompanySettingsReader,
  ) {}

  private async offset(): Promise<number> {
    return (await this.settings.get('SystemTimeZone')) ?? 0;
  }

  @Get('stock')
  @Endpoint({
    summary: 'Stock per warehouse and product with its value at cost, now or at the end of a past business day (asOf)',
    access: { roles: ['Admin'], page: STOCK_REPORT_PAGE },
    query: stockReportQuery,
    readModels: [COST_READ_MODEL],
  })
  async stock(@ValidQuery() q: StockReportQuery): Promise<StockReport> {
    const before = q.asOf ? dayEnd(q.asOf, await this.offset()).toISOString() : null;
    const { asOf, ...filter } = q;
    return { asOf: asOf ?? null, ...(await stockReport(this.db, { ...filter, before })) };
  }

  @Get('stock-value')
  @Endpoint({
    summary: 'Stock value at cost per warehouse or per product category, now or at the end of a past business day (asOf)',
    access: { roles: ['Admin'], page: STOCK_VALUE_PAGE },
    query: stockValueReportQuery,
    readModels: [COST_READ_MODEL],
  })
  async stockValue(@ValidQuery() q: StockValueReportQuery): Promise<StockValueReport & { asOf: string | null }> {
    const before = q.asOf ? dayEnd(q.asOf, await this.offset()).toISOString() : null;
    return { asOf: q.asOf ?? null, ...(await stockValueBy(this.db, { before, by: q.by, warehouseId: q.warehouseId, categoryId: q.categoryId })) };
  }

  @Get('stock-in-out')
  @Endpoint({
    summary: 'Per product: stock in, out and net over a period of business days (from, to inclusive), with the balance before and after',
    access: { roles: ['Admin'], page: STOCK_IN_OUT_PAGE },
    query: stockInOutQuery,
    readModels: [COST_READ_MODEL],
  })
  async stockInOut(@ValidQuery() q: StockInOutQuery): Promise<StockInOutReport> {
    const offset = await this.offset();
    const { from, to, ...filter } = q;
    return stockInOut(this.db, {
      ...filter,
      start: from ? dayStart(from, offset).toISOString() : null,
      end: to ? dayEnd(to, offset).toISOString() : null,
    });
  }
}
