import { Controller, Get, Inject } from '@nestjs/common';
import { periodBounds } from '@tradedesk/contracts/platform/company-time';
import { type PosPeriodQuery, posPeriodQuery, posPeriodSchema } from '@tradedesk/contracts/pos/pos-export';
import type { Database } from '@tradedesk/projections/platform/sql';
import { posPeriod } from '@tradedesk/projections/pos/pos-sales/pos-period.query';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { Endpoint, ValidQuery } from '../platform/http/endpoint.js';
import { DATABASE } from '../platform/tokens.js';

/** /pos/buyExcelExport (PosBuyExcelExport): the till sales and returns of a period, for the Excel export (docs/pos.md "Period export"). */
@Controller('api/pos')
export class PosExportController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  @Get('sales-export')
  @Endpoint({
    summary: "The till sales and returns of a period of business days on some registers (all when none), one row per line, with totals per payment method and currency",
    access: { roles: [ROLE_ADMIN], page: ['PosBuyExcelExport'] },
    query: posPeriodQuery,
    response: posPeriodSchema,
  })
  async export(@ValidQuery() q: PosPeriodQuery) {
    const offset = Number(await readCompanySetting(this.db, 'SystemTimeZone'));
    const { start, end } = periodBounds(q, offset);
    return posPeriod(this.db, { from: q.from, to: q.to, start, end, registerIds: q.registerIds });
  }
}
