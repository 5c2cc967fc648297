import { Controller, Get, Inject } from '@nestjs/common';
import { STOCK_LOG_READ_MODEL } from '@tradedesk/contracts/inventory/stock';
import { STOCK_ZONES_READ_MODEL, type StockChangesQuery, stockChangesQuery, type StockZonesQuery, stockZonesQuery } from '@tradedesk/contracts/inventory/stock-views';
import { stockChanges } from '@tradedesk/projections/inventory/stock-changes/stock-changes.query';
import { stockByZone } from '@tradedesk/projections/inventory/stock-zones/stock-zones.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { Endpoint, ValidQuery } from '../platform/http/endpoint.js';
import { DATABASE } from '../platform/tokens.js';

const ADMIN = ['Admin'] as const;

/** Stock per zone and the stock-change report (reads only). */
@Controller('api/stock')
export class StockViewsController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  @Get('zones')
  @Endpoint({
    summary: 'Stock per warehouse, zone and product (movements without a zone: zoneId null; filter with zoneId=none)',
    access: { roles: ADMIN, page: 'ProductStock' },
    query: stockZonesQuery,
    readModels: [STOCK_ZONES_READ_MODEL],
  })
  zones(@ValidQuery() q: StockZonesQuery) {
    return stockByZone(this.db, q);
  }

  @Get('changes')
  @Endpoint({
    summary: 'Stock change over the business days [from, to): opening, in and out by movement kind, closing, values; per product',
    access: { roles: ADMIN, page: 'ProductStockChange' },
    query: stockChangesQuery,
    readModels: [STOCK_LOG_READ_MODEL],
  })
  async changes(@ValidQuery() q: StockChangesQuery) {
    const offset = Number(await readCompanySetting(this.db, 'SystemTimeZone')) || 0;
    return stockChanges(this.db, q, offset);
  }
}
