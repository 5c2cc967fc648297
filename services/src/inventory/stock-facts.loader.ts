import { Inject, Injectable } from '@nestjs/common';
import type { DamageBody, TransferBody } from '@tradedesk/contracts/inventory/stock';
import { productsForStock } from '@tradedesk/projections/catalog/products/products.query';
import { warehousesForStock } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import { averageCosts as averageCostsOf } from '@tradedesk/projections/inventory/stock-on-hand/stock-on-hand.query';
import type { Sql } from '@tradedesk/projections/platform/sql';
import type { Database } from '@tradedesk/projections/platform/sql';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { DATABASE } from '../platform/tokens.js';
import type { StockFacts } from './stock-lines.js';

/**
 * Looks up what stock deciders need: products, warehouses, average costs, the negative-stock
 * policy; one method per command that needs them (docs/adding-a-use-case.md).
 */
@Injectable()
export class StockFactsLoader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** RecordDamage: the warehouse, the products of the lines and their costs there. */
  forDamage(body: Pick<DamageBody, 'warehouseId' | 'lines'>) {
    return this.load([body.warehouseId], body.lines.map((l) => l.productId));
  }

  /** MakeTransfer: both warehouses, the products of the lines and their costs at the source. */
  forTransfer(body: Pick<TransferBody, 'fromWarehouseId' | 'toWarehouseId' | 'lines'>) {
    return this.load([body.fromWarehouseId, body.toWarehouseId], body.lines.map((l) => l.productId));
  }

  async load(warehouseIds: string[], productIds: string[], sql: Sql = this.db): Promise<{ facts: StockFacts; allowNegative: boolean }> {
    const products = await productsForStock(sql, [...new Set(productIds)]);
    const warehouses = await warehousesForStock(sql, [...new Set(warehouseIds)]);
    const averageCosts = await averageCostsOf(sql, warehouseIds, productIds);
    const policy = await readCompanySetting(sql, 'NegativeStockPolicy');
    return { facts: { products, warehouses, averageCosts }, allowNegative: policy !== 'refuse' };
  }
}
