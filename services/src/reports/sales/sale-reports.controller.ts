import { Controller, Get, Inject } from '@nestjs/common';
import { PROFIT_ACCESS } from '@tradedesk/contracts/inventory/cost';
import {
  SALE_FACTS_READ_MODEL,
  SALE_REPORT_PAGES,
  type SaleDaysQuery,
  saleDaysQuery,
  type SaleFactFilter,
  type SaleFigures,
  type SaleReport,
  type SaleReportQuery,
  saleReportQuery,
  type VisibleFigures,
} from '@tradedesk/contracts/reports/sale-facts';
import { saleTotals, salesBy, salesByDay } from '@tradedesk/projections/reports/sale-facts/sale-facts.query';
import { readCompanySettings } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { allowed } from '../../platform/http/auth.guard.js';
import { CurrentSession, Endpoint, ValidQuery } from '../../platform/http/endpoint.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';

const ACCESS = { roles: ['Admin'], page: SALE_REPORT_PAGES } as const;

function filterOf(q: SaleReportQuery | SaleDaysQuery): SaleFactFilter {
  return {
    from: q.from, to: q.to, warehouseId: q.warehouseId, salespersonId: q.salespersonId, productId: q.productId, categoryId: q.categoryId,
    customerId: 'walkIn' in q && q.walkIn ? '' : q.customerId,
  };
}

/** Cost, revenue and profit only for who may see profit (Root, Admin, the profit report's privilege). */
function visible<T extends SaleFigures>(f: T, seesProfit: boolean): Omit<T, 'revenue' | 'cost' | 'profit'> & VisibleFigures {
  return seesProfit ? f : { ...f, revenue: null, cost: null, profit: null };
}

/** Sales figures for the report screens, from the sale-facts read model (docs/sale-reports.md "Sale reports"). */
@Controller('api/report/sales')
export class SaleReportsController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  @Get()
  @Endpoint({
    summary: 'Sales over a period grouped by product, category, customer, salesperson, warehouse, day or month, with totals (amounts in the base currency; cost and profit for who may see profit)',
    access: ACCESS,
    query: saleReportQuery,
    readModels: [SALE_FACTS_READ_MODEL],
  })
  async sales(@ValidQuery() q: SaleReportQuery, @CurrentSession() s: Session): Promise<SaleReport> {
    const seesProfit = allowed(s, PROFIT_ACCESS);
    // Sorting by what the caller may not see would leak its order.
    const sort = !seesProfit && (q.sort === 'cost' || q.sort === 'profit') ? 'amount' : q.sort;
    const f = filterOf(q);
    const [totals, page, settings] = await Promise.all([
      saleTotals(this.db, f),
      salesBy(this.db, f, q.by, { sort, desc: q.desc, limit: q.limit, offset: q.offset }),
      readCompanySettings(this.db),
    ]);
    const currency = String(settings.BaseCurrencyID ?? '');
    return {
      totals: visible(totals, seesProfit),
      rows: page.rows.map((r) => visible(r, seesProfit)),
      total: page.total,
      currency,
      costCurrency: String(settings.CostCurrencyID || currency),
    };
  }

  @Get('days')
  @Endpoint({
    summary: 'Sales per business day of a period (days with sales only), for charts',
    access: ACCESS,
    query: saleDaysQuery,
    readModels: [SALE_FACTS_READ_MODEL],
  })
  async days(@ValidQuery() q: SaleDaysQuery, @CurrentSession() s: Session) {
    const seesProfit = allowed(s, PROFIT_ACCESS);
    const rows = await salesByDay(this.db, filterOf(q));
    return { rows: seesProfit ? rows : rows.map((r) => ({ ...r, cost: null, profit: null })) };
  }
}
