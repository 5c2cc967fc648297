import { Inject, Injectable } from '@nestjs/common';
import { productsForStock } from '@tradedesk/projections/catalog/products/products.query';
import { warehousesForStock } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import { averageCosts as averageCostsOf } from '@tradedesk/projections/inventory/stock-on-hand/stock-on-hand.query';
import type { Sql } from '@tradedesk/projections/platform/sql';
import type { Database } from '@tradedesk/projections/platform/sql';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { DATABASE } from '../platform/tokens.js';
import type { StockFacts } from './stock-lines.js';

/** Looks up what stock deciders need: products, warehouses, average costs, the negative-stock policy. */
@Injectable()
export class StockFactsLoader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async load(warehouseIds: string[], productIds: string[], sql: Sql = this.db): Promise<{ facts: StockFacts; allowNegative: boolean }> {
    const products = await productsForStock(sql, [...new Set(productIds)]);
    const warehouses = await warehousesForStock(sql, [...new Set(warehouseIds)]);
    const averageCosts = await averageCostsOf(sql, warehouseIds, productIds);
    const policy = await readCompanySetting(sql, 'NegativeStockPolicy');
    return { facts: { products, warehouses, averageCosts }, allowNegative: policy !== 'refuse' };
  }
}
