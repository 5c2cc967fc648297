import { Controller, Get, Inject } from '@nestjs/common';
import { EXCHANGE_RATE_READ_MODEL } from '@tradedesk/contracts/finance/currencies';
import { FINANCE_ENTRIES_READ_MODEL } from '@tradedesk/contracts/finance/money-accounts';
import { COST_READ_MODEL } from '@tradedesk/contracts/inventory/cost';
import { STOCK_ON_HAND_READ_MODEL } from '@tradedesk/contracts/inventory/stock';
import { businessDayOf, dayEnd } from '@tradedesk/contracts/platform/company-time';
import { FIRST_DAY, LAST_DAY, SALE_FACTS_READ_MODEL } from '@tradedesk/contracts/reports/sale-facts';
import {
  GIFT_PAGE,
  type GiftQuery,
  type GiftReport,
  giftQuery,
  PURE_PROFIT_PAGE,
  type PureProfitQuery,
  type PureProfitReport,
  pureProfitQuery,
  SHELF_LIFE_PAGE,
  type ShelfLifeQuery,
  type ShelfLifeReport,
  type ShelfLifeStatus,
  shelfLifeQuery,
  SLOW_MOVING_PAGE,
  type SlowMovingQuery,
  type SlowMovingReport,
  slowMovingQuery,
} from '@tradedesk/contracts/reports/stock-profit';
import type { CompanySettings } from '@tradedesk/contracts/settings/company-settings';
import { ratesAt } from '@tradedesk/projections/finance/exchange-rates/exchange-rates-at.query';
import { entriesWithRate } from '@tradedesk/projections/finance/finance-entries/finance-entries-in-base.query';
import { stockWithIncoming } from '@tradedesk/projections/inventory/cost/cost-shelf-life.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { giftsBy } from '@tradedesk/projections/reports/sale-facts/sale-facts-gift.query';
import { salesByDay } from '@tradedesk/projections/reports/sale-facts/sale-facts.query';
import { Decimal } from 'decimal.js';
import { CompanySettingsReader } from '../../platform/cache/company-settings.reader.js';
import { Endpoint, ValidQuery } from '../../platform/http/endpoint.js';
import { DATABASE } from '../../platform/tokens.js';
import { slowMovers } from '../dashboards/unsalable.js';
import { pureProfitOf } from './pure-profit.js';
import { shelfLifeRows } from './shelf-life.js';

const offsetOf = (s: CompanySettings) => Number(s.SystemTimeZone) || 0;
const baseOf = (s: CompanySettings) => String(s.BaseCurrencyID ?? '');
const costCurrencyOf = (s: CompanySettings) => String(s.CostCurrencyID || s.BaseCurrencyID || '');

/**
 * Slow moving, pure profit, shelf life and gift reports (reads only; docs/report-stock-profit.md):
 * Root, Admin, and positions with the report screen's privilege.
 */
@Controller('api/report')
export class StockProfitReportsController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly settings: CompanySettingsReader,
  ) {}

  /** The company settings and the business day a report is as of: the one asked, else today in the company's time zone. */
  private async asOf(asked: string | undefined): Promise<{ s: CompanySettings; day: string }> {
    const s = await this.settings.all();
    return { s, day: asked ?? businessDayOf(new Date(), offsetOf(s)) };
  }

  @Get('slow-moving')
  @Endpoint({
    summary:
      'Slow moving stock as of a business day (default today): products (or product x warehouse) with stock on hand that sold nothing over the last `days` days (default 90) ' +
      'or, with sellThrough, sold less than that whole percent of sold + on hand; stock value at cost, last sale and last receipt day; largest value first',
    access: { roles: ['Admin'], page: SLOW_MOVING_PAGE },
    query: slowMovingQuery,
    readModels: [SALE_FACTS_READ_MODEL, STOCK_ON_HAND_READ_MODEL, COST_READ_MODEL],
  })
  async slowMoving(@ValidQuery() q: SlowMovingQuery): Promise<SlowMovingReport> {
    const { s, day } = await this.asOf(q.day);
    const found = await slowMovers(
      this.db,
      { days: q.days, sellThrough: q.sellThrough, warehouseId: q.warehouseId, categoryId: q.categoryId, perWarehouse: q.by === 'warehouse', limit: q.limit, offset: q.offset },
      day,
      offsetOf(s),
    );
    return { day, costCurrency: costCurrencyOf(s), ...found };
  }

  @Get('pure-profit')
  @Endpoint({
    summary:
      'Net profit per month or day of a period in the base currency: gross profit of the sales (sales - cost of goods) plus other income minus the expenses booked in finance, ' +
      'with the margin, the income and expense classes, and what could not be converted for want of a rate',
    access: { roles: ['Admin'], page: PURE_PROFIT_PAGE },
    query: pureProfitQuery,
    readModels: [SALE_FACTS_READ_MODEL, FINANCE_ENTRIES_READ_MODEL, EXCHANGE_RATE_READ_MODEL],
  })
  async pureProfit(@ValidQuery() q: PureProfitQuery): Promise<PureProfitReport> {
    const s = await this.settings.all();
    const currency = baseOf(s);
    const costCurrency = costCurrencyOf(s);
    const [saleDays, entries] = await Promise.all([
      salesByDay(this.db, { from: q.from ?? FIRST_DAY, to: q.to ?? LAST_DAY }),
      entriesWithRate(this.db, { from: q.from ?? null, to: q.to ?? null, toCode: currency }),
    ]);
    const rates = costCurrency === currency
      ? saleDays.map(() => '1')
      : await ratesAt(this.db, costCurrency, currency, saleDays.map((d) => dayEnd(d.day, offsetOf(s)).toISOString()));
    return pureProfitOf({
      by: q.by,
      currency,
      costCurrency,
      days: saleDays.map((d, i) => ({ day: d.day, sales: d.amount, cost: d.cost, costRate: rates[i] ?? null })),
      entries,
    });
  }

  @Get('shelf-life')
  @Endpoint({
    summary:
      'Stock on hand of products with a shelf life, split into the receipts it came from (first in, first out), each with its expiry day (received + shelf life days), ' +
      'days left and status (expired, expiring within `within` days, fine) as of a business day (default today)',
    access: { roles: ['Admin'], page: SHELF_LIFE_PAGE },
    query: shelfLifeQuery,
    readModels: [COST_READ_MODEL],
  })
  async shelfLife(@ValidQuery() q: ShelfLifeQuery): Promise<ShelfLifeReport> {
    const { s, day } = await this.asOf(q.day);
    const stock = await stockWithIncoming(this.db, { warehouseId: q.warehouseId, productId: q.productId, categoryId: q.categoryId });
    const all = shelfLifeRows(stock, day, q.within, offsetOf(s)).sort(
      (a, b) => a.daysLeft - b.daysLeft || (a.code ?? '').localeCompare(b.code ?? '') || (a.warehouseCode ?? '').localeCompare(b.warehouseCode ?? ''),
    );
    const totals = Object.fromEntries(
      (['expired', 'expiring', 'fine'] as const).map((status) => {
        const rows = all.filter((r) => r.status === status);
        const sum = (pick: (r: (typeof rows)[number]) => string) => rows.reduce((a, r) => a.plus(pick(r)), new Decimal(0)).toFixed();
        return [status, { quantity: sum((r) => r.quantity), value: sum((r) => r.value) }];
      }),
    ) as Record<ShelfLifeStatus, { quantity: string; value: string }>;
    const kept = q.status ? all.filter((r) => r.status === q.status) : all;
    return { day, within: q.within, costCurrency: costCurrencyOf(s), rows: kept.slice(q.offset, q.offset + q.limit), total: kept.length, totals };
  }

  @Get('gift')
  @Endpoint({
    summary: 'Gifts given away with committed sales over a period, per product, customer or salesperson: base units and their cost when they left (cost currency)',
    access: { roles: ['Admin'], page: GIFT_PAGE },
    query: giftQuery,
    readModels: [SALE_FACTS_READ_MODEL, COST_READ_MODEL],
  })
  async gift(@ValidQuery() q: GiftQuery): Promise<GiftReport> {
    const s = await this.settings.all();
    const { from, to, ...filter } = q;
    return { costCurrency: costCurrencyOf(s), ...(await giftsBy(this.db, { ...filter, from: from ?? null, to: to ?? null })) };
  }
}
