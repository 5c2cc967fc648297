import { Controller, Get, Inject } from '@nestjs/common';
import { SUPPLIER_ACCOUNTS_READ_MODEL } from '@tradedesk/contracts/catalog/supplier-accounts';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { type AgeingReport, PAYABLE_REPORT_PAGE, type PayableReportQuery, payableReportQuery } from '@tradedesk/contracts/reports/ageing-reports';
import type { Database } from '@tradedesk/projections/platform/sql';
import { payableAgeing } from '@tradedesk/projections/reports/payable-ageing/payable-ageing.query';
import { CompanySettingsReader } from '../../platform/cache/company-settings.reader.js';
import { Endpoint, ValidQuery } from '../../platform/http/endpoint.js';
import { DATABASE } from '../../platform/tokens.js';

/** Finance reports (reads only; docs/reports.md "Payables ageing"): Root, Admin, and positions with the report screen's privilege. */
@Controller('api/report')
export class FinanceReportsController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly settings: CompanySettingsReader,
  ) {}

  @Get('payable')
  @Endpoint({
    summary: 'What the company owes each supplier per currency as of the end of a business day (default today), aged: not yet due, 0-30, 31-60, 61-90, over 90 days',
    access: { roles: ['Admin'], page: PAYABLE_REPORT_PAGE },
    query: payableReportQuery,
    readModels: [SUPPLIER_ACCOUNTS_READ_MODEL],
  })
  async payable(@ValidQuery() q: PayableReportQuery): Promise<AgeingReport> {
    // The request's moment is the report's "now" (a controller reads the clock, the query does not).
    const asOf = q.asOf ?? businessDayOf(Date.now(), Number((await this.settings.get('SystemTimeZone')) ?? 0));
    return { asOf, ...(await payableAgeing(this.db, { asOf, supplierId: q.supplierId, currency: q.currency, limit: q.limit, offset: q.offset })) };
  }
}
