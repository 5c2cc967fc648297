import { Inject, Injectable } from '@nestjs/common';
import { productsForStock } from '@tradedesk/projections/catalog/products/products.query';
import { warehousesForStock } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
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
    const { rows } = await sql.query<{ warehouse_id: string; product_id: string; avg: string }>(
      `select warehouse_id, product_id, case when quantity > 0 then round(stock_value / quantity, 6) else 0 end::text as avg
         from rm.stock_on_hand where warehouse_id = any($1::text[]) and product_id = any($2::text[])`,
      [[...new Set(warehouseIds)], [...new Set(productIds)]],
    );
    const averageCosts = new Map(rows.map((r) => [`${r.warehouse_id}:${r.product_id}`, stripZeros(r.avg)]));
    const policy = await readCompanySetting(sql, 'NegativeStockPolicy');
    return { facts: { products, warehouses, averageCosts }, allowNegative: policy !== 'refuse' };
  }
}

function stripZeros(v: string): string {
  return v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v;
}
