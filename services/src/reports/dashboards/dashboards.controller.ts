import { Controller, Get, Inject, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type ArrangeCustomDashboardBody, arrangeCustomDashboardBody, CUSTOM_DASHBOARDS_READ_MODEL, type CustomDashboardView } from '@tradedesk/contracts/reports/custom-dashboard';
import { customDashboardOf } from '@tradedesk/projections/reports/custom-dashboards/custom-dashboards.query';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { ArrangeCustomDashboardCommand } from './arrange-custom-dashboard/arrange-custom-dashboard.command.js';
import { SALE_MONEY_READ_MODEL } from '@tradedesk/contracts/finance/payments';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { type BossViewQuery, bossViewQuery, type TopSaleList, type TopSaleQuery, topSaleQuery, type UnsalableList, type UnsalableQuery, unsalableQuery, type AiPurchaseList, type AiPurchaseQuery, aiPurchaseQuery, type WarehouseDashboard, type WarehouseDashboardQuery, warehouseDashboardQuery } from '@tradedesk/contracts/reports/dashboards';
import { STOCK_LOG_READ_MODEL } from '@tradedesk/contracts/inventory/stock';
import { periodBounds } from '@tradedesk/contracts/platform/company-time';
import { warehouseFigures } from '@tradedesk/projections/reports/sale-facts/sale-facts-stock.query';
import { ON_ORDER_READ_MODEL } from '@tradedesk/contracts/purchasing/replenishment';
import { STOCK_ON_HAND_READ_MODEL } from '@tradedesk/contracts/inventory/stock';
import { SALE_FACTS_READ_MODEL } from '@tradedesk/contracts/reports/sale-facts';
import type { Database } from '@tradedesk/projections/platform/sql';
import { salesBy } from '@tradedesk/projections/reports/sale-facts/sale-facts.query';
import { CompanySettingsReader } from '../../platform/cache/company-settings.reader.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { forbidden } from '../../platform/http/errors.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { bossView, mayOpenBossView, viewDay, visibleRow } from './boss-view.js';
import { allowed } from '../../platform/http/auth.guard.js';
import { PROFIT_ACCESS } from '@tradedesk/contracts/inventory/cost';
import { unsalable } from './unsalable.js';
import { smartPurchase } from './smart-purchase.js';

/** Root and Admin, or the page privilege of the dashboard that makes the call. */
const rule = (...pages: RouteName[]) => ({ roles: [ROLE_ADMIN], page: pages }) as const;
/** Who may make each call (docs/dashboards.md "Who may see what"). */
export const DASHBOARDS_ACCESS = {
  bossView: rule('BossView'),
  topSale: rule('TopSale'),
  unsalable: rule('BossUnsalable'),
  aiPurchase: rule('AiPurchase'),
  warehouses: rule('WarehouseDashb'),
  custom: rule('CustomDashb'),
};
const A = DASHBOARDS_ACCESS;

/** The /main-control dashboards (issue 15 "Dashboards"), read from the sales analysis read models. */
@Controller('api/report/dashboards')
export class DashboardsController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly settings: CompanySettingsReader,
    private readonly commands: CommandBus,
  ) {}

  @Get('boss-view')
  @Endpoint({
    summary:
      'Boss view as of a business day (default today): sales, gross profit and orders of the day, the last seven days and the month; ' +
      'the month\'s top products, sales per warehouse and per salesperson; the last 30 days; receivables per currency. ' +
      'Also gated by MenuShowBossview and, for users other than Root, by EnableBossPrivilege with the boss privilege (403 otherwise)',
    access: A.bossView,
    readModels: [SALE_FACTS_READ_MODEL, SALE_MONEY_READ_MODEL],
    query: bossViewQuery,
  })
  async bossView(@ValidQuery() q: BossViewQuery, @CurrentSession() s: Session) {
    const settings = await this.settings.all();
    if (!mayOpenBossView(s, settings)) throw forbidden();
    return bossView(this.db, viewDay(q.day, new Date(), settings), settings, allowed(s, PROFIT_ACCESS));
  }

  @Get('topsale')
  @Endpoint({
    summary: 'Best sellers over a period (business days, both included) ranked by amount, quantity or gross profit, optionally in one warehouse or category (with its sub-categories); cost and profit only for who may see profit',
    access: A.topSale,
    readModels: [SALE_FACTS_READ_MODEL],
    query: topSaleQuery,
  })
  async topSale(@ValidQuery() q: TopSaleQuery, @CurrentSession() s: Session): Promise<TopSaleList> {
    const settings = await this.settings.all();
    const seesProfit = allowed(s, PROFIT_ACCESS);
    // Ranking by what the caller may not see would leak it: by amount instead.
    const sort = q.by === 'profit' && !seesProfit ? 'amount' : q.by;
    const { rows, total } = await salesBy(this.db, { from: q.from, to: q.to, warehouseId: q.warehouseId, categoryId: q.categoryId }, 'product', { sort, limit: q.limit, offset: 0 });
    return {
      seesProfit,
      baseCurrency: settings.BaseCurrencyID,
      costCurrency: settings.CostCurrencyID || settings.BaseCurrencyID,
      rows: rows.map((r, i) => ({ ...visibleRow(r, seesProfit), rank: i + 1 })),
      total,
    };
  }

  @Get('unsalable')
  @Endpoint({
    summary:
      'Unsalable stock as of a business day (default today): products with stock on hand (in a warehouse or all) that sold nothing over the last `days` days (default 60), ' +
      'or, with sellThrough, sold less than that whole percent of sold + on hand; by stock value (cost currency), with the last sale day',
    access: A.unsalable,
    readModels: [SALE_FACTS_READ_MODEL, STOCK_ON_HAND_READ_MODEL],
    query: unsalableQuery,
  })
  async unsalable(@ValidQuery() q: UnsalableQuery): Promise<UnsalableList> {
    const settings = await this.settings.all();
    return unsalable(this.db, q, viewDay(q.day, new Date(), settings), settings.CostCurrencyID || settings.BaseCurrencyID, Number(settings.SystemTimeZone) || 0);
  }

  @Get('ai-purchase')
  @Endpoint({
    summary:
      'Smart purchase for a warehouse: per product sold there over the window, suggested quantity = average daily demand x (lead days + cover days) + safety stock (average x safety days) ' +
      '- on hand - on order, rounded up to whole base units, with every figure used and the last purchase (supplier, packing, price)',
    access: A.aiPurchase,
    readModels: [SALE_FACTS_READ_MODEL, STOCK_ON_HAND_READ_MODEL, ON_ORDER_READ_MODEL],
    query: aiPurchaseQuery,
  })
  async aiPurchase(@ValidQuery() q: AiPurchaseQuery): Promise<AiPurchaseList> {
    const settings = await this.settings.all();
    return smartPurchase(this.db, q, viewDay(q.day, new Date(), settings));
  }

  @Get('warehouses')
  @Endpoint({
    summary:
      'Warehouse dashboard as of a business day (default today): per active warehouse the stock value now (cost currency, for who may see cost), products in stock, ' +
      'out of stock and below their minimum, the day\'s movements in and out (lines, base units) and the day\'s sales',
    access: A.warehouses,
    readModels: [STOCK_ON_HAND_READ_MODEL, STOCK_LOG_READ_MODEL, SALE_FACTS_READ_MODEL],
    query: warehouseDashboardQuery,
  })
  async warehouses(@ValidQuery() q: WarehouseDashboardQuery, @CurrentSession() s: Session): Promise<WarehouseDashboard> {
    const settings = await this.settings.all();
    const day = viewDay(q.day, new Date(), settings);
    const { start, end } = periodBounds({ from: day, to: day }, Number(settings.SystemTimeZone ?? 0));
    const seesCost = allowed(s, PROFIT_ACCESS);
    const rows = await warehouseFigures(this.db, { day, start: start.toISOString(), end: end.toISOString() });
    return {
      day,
      baseCurrency: settings.BaseCurrencyID,
      costCurrency: settings.CostCurrencyID || settings.BaseCurrencyID,
      seesCost,
      rows: rows.map((r) => ({ ...r, stockValue: seesCost ? r.stockValue : null })),
    };
  }

  @Get('custom')
  @Endpoint({ summary: "The signed-in user's custom dashboard: the widgets in order (version 0: never arranged)", access: A.custom, readModels: [CUSTOM_DASHBOARDS_READ_MODEL] })
  custom(@CurrentSession() s: Session): Promise<CustomDashboardView> {
    return customDashboardOf(this.db, s.userId);
  }

  @Put('custom')
  @Endpoint({ summary: "Arrange the signed-in user's custom dashboard: the widgets in order, each at most once (one event per change)", access: A.custom, body: arrangeCustomDashboardBody })
  arrange(@ValidBody() b: ArrangeCustomDashboardBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ArrangeCustomDashboardCommand(b, envelopeOf(s, b.commandId)));
  }
}
