import { Inject, Injectable } from '@nestjs/common';
import { productsForStock } from '@tradedesk/projections/catalog/products/products.query';
import { takenCodes } from '@tradedesk/projections/catalog/products/products.query';
import { getSupplier, suppliersByCode } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import { warehousesByCode } from '@tradedesk/projections/catalog/warehouses/warehouses-by-code.query';
import { warehousesForStock } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { CompanySettingsReader } from '../platform/cache/company-settings.reader.js';
import { loadClosedPeriods, NO_CLOSED_PERIODS } from '../platform/closed-period.js';
import { DATABASE } from '../platform/tokens.js';
import type { ImportPurchaseOrders, PlannedOrder } from './import-purchase-orders/import-purchase-orders.decide.js';
import { readPurchaseSheet } from './import-purchase-orders/purchase-sheet.js';
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
  async forReceiving(s: PurchaseOrderState, warehouseIds: string[], receivedAts: (string | undefined)[]) {
    const facts = await this.load(null, warehouseIds, s.lines.map((l) => l.productId));
    // A receipt without a time arrives now: today is never closed (only past days close).
    const days = receivedAts.filter((at): at is string => !!at && !Number.isNaN(Date.parse(at))).map((at) => businessDayOf(at, facts.utcOffsetHours));
    return { ...facts, closed: await loadClosedPeriods(this.db, days) };
  }

  /**
   * ImportPurchaseOrders: the sheet read (streamed) and what its rows name: suppliers and
   * warehouses by code, products by code with their packings, the company's currencies. A file
   * that cannot be read is only its errors.
   */
  async forPurchaseSheet(file: string, commit: boolean): Promise<ImportPurchaseOrders> {
    const { rows, errors } = await readPurchaseSheet(file);
    const named = (cell: (r: (typeof rows)[number]) => string | undefined) => [...new Set(rows.map(cell).map((c) => c?.trim()).filter((c): c is string => !!c))];
    const [suppliers, warehouses, productCodes] = errors.length
      ? [new Map(), new Map(), new Map<string, string>()]
      : await Promise.all([suppliersByCode(this.db, named((r) => r.cells.supplier)), warehousesByCode(this.db, named((r) => r.cells.warehouse)), takenCodes(this.db, named((r) => r.cells.code))]);
    const facts = await this.load(null, [], [...productCodes.values()]);
    return { rows, fileErrors: errors, commit, suppliers, warehouses, productCodes, facts };
  }

  /** ImportPurchaseOrders, when appending: one order's supplier, warehouse and products as they are now. */
  forImportedOrder(o: PlannedOrder) {
    return this.load(o.supplierId, [o.warehouseId], o.lines.map((l) => l.productId));
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
      utcOffsetHours: settings.SystemTimeZone,
      closed: NO_CLOSED_PERIODS,
    };
  }
}
