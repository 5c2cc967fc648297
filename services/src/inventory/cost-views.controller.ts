import { Controller, Get, Inject } from '@nestjs/common';
import {
  COST_READ_MODEL,
  type CostHistoryQuery,
  costHistoryQuery,
  PROFIT_ACCESS,
  type ProfitQuery,
  profitQuery,
  type StockValueQuery,
  stockValueQuery,
} from '@tradedesk/contracts/inventory/cost';
import { costHistory, profit, stockValue } from '@tradedesk/projections/inventory/cost/cost.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { Endpoint, ValidQuery } from '../platform/http/endpoint.js';
import { DATABASE } from '../platform/tokens.js';

/** Who may see cost and profit figures: Root, Admin, and positions with the profit report's page privilege. */
const COST_ACCESS = PROFIT_ACCESS;

/** Cost valuation and profit (reads only; docs/costing.md). */
@Controller('api/cost')
export class CostViewsController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  @Get('history')
  @Endpoint({
    summary: "A product's cost history: its valued movements in valuation order, with the quantity, value and unit cost after each",
    access: COST_ACCESS,
    query: costHistoryQuery,
    readModels: [COST_READ_MODEL],
  })
  history(@ValidQuery() q: CostHistoryQuery) {
    return costHistory(this.db, q);
  }

  @Get('stock-value')
  @Endpoint({
    summary: 'Stock value per warehouse and product at cost, now or as of a moment (asOf)',
    access: COST_ACCESS,
    query: stockValueQuery,
    readModels: [COST_READ_MODEL],
  })
  stockValue(@ValidQuery() q: StockValueQuery) {
    return stockValue(this.db, q);
  }

  @Get('profit')
  @Endpoint({
    summary: 'Gross profit of committed sale orders per line, order, customer or product (revenue and cost in the cost currency)',
    access: COST_ACCESS,
    query: profitQuery,
    readModels: [COST_READ_MODEL],
  })
  profit(@ValidQuery() q: ProfitQuery) {
    return profit(this.db, q);
  }
}
