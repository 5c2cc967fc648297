import { Controller, Get, Inject } from '@nestjs/common';
import { PRICE_CHANGES_READ_MODEL } from '@tradedesk/contracts/catalog/products';
import { dayEnd, dayStart } from '@tradedesk/contracts/platform/company-time';
import { PRICE_CHANGE_REPORT_PAGE, type PriceChangeReport, type PriceChangeReportQuery, priceChangeReportQuery } from '@tradedesk/contracts/reports/price-change-report';
import type { Database } from '@tradedesk/projections/platform/sql';
import { priceChangeReport } from '@tradedesk/projections/reports/price-change-report/price-change-report.query';
import { CompanySettingsReader } from '../../platform/cache/company-settings.reader.js';
import { Endpoint, ValidQuery } from '../../platform/http/endpoint.js';
import { DATABASE } from '../../platform/tokens.js';

/** The price changes report (reads only; docs/reports.md "Price changes"): Root, Admin, and positions with the report screen's privilege. */
@Controller('api/report')
export class PriceChangeReportController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly settings: CompanySettingsReader,
  ) {}

  @Get('price-change')
  @Endpoint({
    summary: 'Per product, packing and price type changed in a period: price before and after, number of changes, difference and percent',
    access: { roles: ['Admin'], page: PRICE_CHANGE_REPORT_PAGE },
    query: priceChangeReportQuery,
    readModels: [PRICE_CHANGES_READ_MODEL],
  })
  async priceChange(@ValidQuery() q: PriceChangeReportQuery): Promise<PriceChangeReport> {
    const offset = Number((await this.settings.get('SystemTimeZone')) ?? 0);
    return priceChangeReport(this.db, {
      start: q.from ? dayStart(q.from, offset).toISOString() : null,
      end: q.to ? dayEnd(q.to, offset).toISOString() : null,
      productId: q.productId,
      priceType: q.priceType,
      move: q.move,
      limit: q.limit,
      offset: q.offset,
    });
  }
}
