import { Inject, Injectable } from '@nestjs/common';
import { productsForStock } from '@tradedesk/projections/catalog/products/products.query';
import { getSupplier } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import { warehousesForStock } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CompanySettingsReader } from '../platform/cache/company-settings.reader.js';
import { DATABASE } from '../platform/tokens.js';
import type { PurchaseFacts } from './purchase-facts.js';
import type { PurchaseOrderState } from './purchase-order.state.js';

const present = (xs: (string | null | undefined)[]) => [...new Set(xs.filter((x): x is string => Boolean(x)))];

/**
 * What purchase-order decisions need of the catalogue and the company settings, through the read
 * models' query modules: one method per command (docs/adding-a-use-case.md).
 */
@Injectable()
export class PurchaseFactsLoader {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly settings: CompanySettingsReader = new CompanySettingsReader(db),
  ) {}

  /** DraftPurchaseOrder and ChangePurchaseOrder: the supplier, the warehouse and the products typed. */
  forDraft(body: { supplierId: string | null; warehouseId: string; lines: { productId: string }[] }) {
    return this.load(body.supplierId, [body.warehouseId], body.lines.map((l) => l.productId));
  }

  /** CommitPurchaseOrder: the order's supplier, warehouse and products as they are now. */
  forCommit(s: PurchaseOrderState) {
    return this.load(s.supplierId, [s.warehouseId], s.lines.map((l) => l.productId));
  }

  /** ReceivePurchaseOrder, SplitInbound, ReturnPurchaseGoods: the warehouses goods go to or leave, the order's products (packings). */
  forReceiving(s: PurchaseOrderState, warehouseIds: string[]) {
    return this.load(null, warehouseIds, s.lines.map((l) => l.productId));
  }

  private async load(supplierId: string | null, warehouseIds: string[], productIds: string[]): Promise<PurchaseFacts> {
    const [products, warehouses, supplier, settings] = await Promise.all([
      productsForStock(this.db, present(productIds)),
      warehousesForStock(this.db, present(warehouseIds)),
      supplierId ? getSupplier(this.db, supplierId) : Promise.resolve(null),
      this.settings.all(),
    ]);
    return {
      products,
      warehouses,
      supplier: supplier ? { id: supplier.id, code: supplier.code, status: supplier.status, currency: supplier.currency || null } : null,
      costCurrency: settings.CostCurrencyID,
      currencies: present([settings.BaseCurrencyID, settings.SecondCurrencyID, settings.ThirdCurrencyID, settings.CostCurrencyID]),
      allowNegative: settings.NegativeStockPolicy !== 'refuse',
    };
  }
}
