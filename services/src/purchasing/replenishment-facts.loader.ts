import { Inject, Injectable } from '@nestjs/common';
import type { PrePurchaseBody, ReplenishmentLineBody, SetStockLevelsBody } from '@tradedesk/contracts/purchasing/replenishment';
import { productsForStock } from '@tradedesk/projections/catalog/products/products.query';
import { getSupplier } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import { warehousesForStock } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { DATABASE } from '../platform/tokens.js';
import type { ReplenishmentLineFacts } from './replenishment-lines.js';
import type { ReplenishmentState } from './replenishment.state.js';

/** What the replenishment deciders need of the catalogue; one method per command (docs/adding-a-use-case.md). */
@Injectable()
export class ReplenishmentFactsLoader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** SetStockLevels: the products and warehouses the rows name. */
  async forStockLevels(levels: SetStockLevelsBody['levels']) {
    const [products, warehouses] = await Promise.all([
      productsForStock(this.db, [...new Set(levels.map((l) => l.productId))]),
      warehousesForStock(this.db, [...new Set(levels.map((l) => l.warehouseId))]),
    ]);
    return { products, warehouses };
  }

  /** CreateReplenishment / ChangeReplenishment: the products, warehouses and suppliers of the lines. */
  async forLines(lines: ReplenishmentLineBody[]): Promise<ReplenishmentLineFacts> {
    const [products, warehouses, suppliers] = await Promise.all([
      productsForStock(this.db, [...new Set(lines.map((l) => l.productId))]),
      warehousesForStock(this.db, [...new Set(lines.map((l) => l.warehouseId))]),
      this.suppliers(lines.flatMap((l) => (l.supplierId ? [l.supplierId] : []))),
    ]);
    return { products, warehouses, suppliers };
  }

  /** ConvertReplenishment: the suppliers of the order's lines (status and currency). */
  async forConvert(s: ReplenishmentState) {
    return { suppliers: await this.suppliers(s.lines.flatMap((l) => (l.supplierId ? [l.supplierId] : []))) };
  }

  /** RequestPrePurchase: the product and the warehouse. */
  async forPrePurchase(body: Pick<PrePurchaseBody, 'productId' | 'warehouseId'>) {
    const [products, warehouses] = await Promise.all([productsForStock(this.db, [body.productId]), warehousesForStock(this.db, [body.warehouseId])]);
    return { products, warehouses };
  }

  private async suppliers(ids: string[]) {
    const out = new Map<string, { code: string; status: 'active' | 'disabled'; currency: string }>();
    for (const id of new Set(ids)) {
      const s = await getSupplier(this.db, id);
      if (s) out.set(id, { code: s.code, status: s.status as 'active' | 'disabled', currency: s.currency });
    }
    return out;
  }
}
