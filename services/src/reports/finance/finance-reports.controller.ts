import { Controller, Get, Inject } from '@nestjs/common';
import { SUPPLIER_ACCOUNTS_READ_MODEL } from '@tradedesk/contracts/catalog/supplier-accounts';
import { CUSTOMER_ACCOUNTS_READ_MODEL } from '@tradedesk/contracts/customers/customer-accounts';
import { businessDayOf, dayEnd } from '@tradedesk/contracts/platform/company-time';
import {
  type AgeingReport,
  PAYABLE_REPORT_PAGE,
  type PayableReportQuery,
  payableReportQuery,
  RECEIVABLE_REPORT_PAGE,
  type ReceivableReportQuery,
  receivableReportQuery,
} from '@tradedesk/contracts/reports/ageing-reports';
import type { Database } from '@tradedesk/projections/platform/sql';
import { payableAgeing, receivableAgeing } from '@tradedesk/projections/reports/ageing/ageing.query';
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
    const { asOf } = await this.asOf(q.asOf);
    return { asOf, ...(await payableAgeing(this.db, { asOf, partyId: q.supplierId, currency: q.currency, limit: q.limit, offset: q.offset })) };
  }

  @Get('receivable')
  @Endpoint({
    summary: 'What each customer owes per currency as of the end of a business day (default today), aged by due date: not yet due, 0-30, 31-60, 61-90, over 90 days',
    access: { roles: ['Admin'], page: RECEIVABLE_REPORT_PAGE },
    query: receivableReportQuery,
    readModels: [CUSTOMER_ACCOUNTS_READ_MODEL],
  })
  async receivable(@ValidQuery() q: ReceivableReportQuery): Promise<AgeingReport> {
    const { asOf, offset } = await this.asOf(q.asOf);
    const end = dayEnd(asOf, offset).toISOString();
    return { asOf, ...(await receivableAgeing(this.db, { asOf, end, offsetHours: offset, partyId: q.customerId, currency: q.currency, limit: q.limit, offset: q.offset })) };
  }

  /** The report's day: the one asked for, else today in the company's zone (the request's moment is the report's "now"; the query never reads the clock). */
  private async asOf(day: string | undefined): Promise<{ asOf: string; offset: number }> {
    const offset = Number((await this.settings.get('SystemTimeZone')) ?? 0);
    return { asOf: day ?? businessDayOf(Date.now(), offset), offset };
  }
}
