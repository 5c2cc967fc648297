import { Controller, Get, Inject } from '@nestjs/common';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { addDays, businessDayOf, dayEnd, dayStart } from '@tradedesk/contracts/platform/company-time';
import { PURCHASE_ORDER_LIST_READ_MODEL } from '@tradedesk/contracts/purchasing/purchase-order';
import { PURCHASE_RECEIPT_LINES_READ_MODEL } from '@tradedesk/contracts/purchasing/sea-waybill';
import {
  RECOMMEND_PAGE, type RecommendCustomer, type Recommendation, type RecommendQuery, recommendQuery, type RecommendSupplierQuery, recommendSupplierQuery, type SupplierRanking,
} from '@tradedesk/contracts/reports/report-insight';
import { SALE_FACTS_READ_MODEL } from '@tradedesk/contracts/reports/sale-facts';
import type { Database } from '@tradedesk/projections/platform/sql';
import { supplierPerformance } from '@tradedesk/projections/purchasing/purchase-receipt-lines/supplier-performance.query';
import { customersWithSales } from '@tradedesk/projections/reports/sale-facts/sale-facts-insight.query';
import { CompanySettingsReader } from '../../platform/cache/company-settings.reader.js';
import { Endpoint, ValidQuery } from '../../platform/http/endpoint.js';
import { DATABASE } from '../../platform/tokens.js';
import { recommend } from './recommend.js';
import { rankSuppliers } from './supplier-ranking.js';

/** Root, Admin or the Recommend page: it governs the supplier suggestions too (product description, section 6). */
export const RECOMMEND_ACCESS = { roles: [ROLE_ADMIN], page: RECOMMEND_PAGE } as const;

/** The recommendation dashboards of /main-control (Recommend, RecommendSupplier), beside the other dashboards' calls. */
@Controller('api/report/dashboards')
export class RecommendController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly settings: CompanySettingsReader,
  ) {}

  private async offset() {
    return Number((await this.settings.get('SystemTimeZone')) ?? 0);
  }

  @Get('recommend')
  @Endpoint({
    summary:
      'What to offer a customer as of a day (default today): products bought over the window by customers who buy what this customer buys, never bought by it (scored by similarity), ' +
      'and its regular products (bought on 3 days or more) not bought for over 1.5 times their usual interval; each with its reasons',
    access: RECOMMEND_ACCESS,
    readModels: [SALE_FACTS_READ_MODEL],
    query: recommendQuery,
  })
  async recommend(@ValidQuery() q: RecommendQuery): Promise<Recommendation> {
    return recommend(this.db, q, q.day ?? businessDayOf(Date.now(), await this.offset()));
  }

  @Get('recommend/customers')
  @Endpoint({ summary: 'The customers with sales (id, code, name, last day bought), by name: whom the Recommend page can look at', access: RECOMMEND_ACCESS, readModels: [SALE_FACTS_READ_MODEL] })
  customers(): Promise<RecommendCustomer[]> {
    return customersWithSales(this.db);
  }

  @Get('recommend-supplier')
  @Endpoint({
    summary:
      'Suppliers ranked per product (or per category) over the purchases received in the window (default 365 days up to today): average and last cost per base unit (cost currency), ' +
      'price index against the cheapest, lead time from commit to first receipt, share sent back; ranked by price index after returns, then lead time, with the reasons',
    access: RECOMMEND_ACCESS,
    readModels: [PURCHASE_RECEIPT_LINES_READ_MODEL, PURCHASE_ORDER_LIST_READ_MODEL],
    query: recommendSupplierQuery,
  })
  async recommendSupplier(@ValidQuery() q: RecommendSupplierQuery): Promise<SupplierRanking> {
    const offset = await this.offset();
    const to = q.day ?? businessDayOf(Date.now(), offset);
    const from = addDays(to, -(q.days - 1));
    const figures = await supplierPerformance(this.db, { start: dayStart(from, offset).toISOString(), end: dayEnd(to, offset).toISOString(), productId: q.productId, categoryId: q.categoryId, search: q.search });
    const rows = rankSuppliers(figures, q.by);
    const settings = await this.settings.all();
    return { by: q.by, from, to, currency: String(settings.CostCurrencyID || settings.BaseCurrencyID || ''), rows: rows.slice(q.offset, q.offset + q.limit), total: rows.length };
  }
}
