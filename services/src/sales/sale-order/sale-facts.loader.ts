import { Inject, Injectable } from '@nestjs/common';
import type { SaleLineInput } from '@tradedesk/contracts/sales/sale-order';
import { productsForSale } from '@tradedesk/projections/catalog/products/products-for-sale.query';
import { defaultWarehouseId, warehousesForStock } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import { customersForSale } from '@tradedesk/projections/customers/customers/customers.query';
import { averageCosts } from '@tradedesk/projections/inventory/stock-on-hand/stock-on-hand.query';
import type { Database, Sql } from '@tradedesk/projections/platform/sql';
import { readCompanySettings } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { DATABASE } from '../../platform/tokens.js';
import type { SaleFacts } from './sale-facts.js';
import type { SaleOrderState } from './sale-order.decider.js';

export interface FactsWanted {
  warehouseIds?: (string | undefined | null)[];
  customerIds?: (string | undefined | null)[];
  productIds?: string[];
  /** Product codes (imports name products by code). */
  codes?: string[];
  lines?: SaleLineInput[];
  /** The order the command is about: its warehouse, customer and products come along. */
  order?: SaleOrderState;
}

const present = (xs: (string | undefined | null)[] = []) => [...new Set(xs.filter((x): x is string => Boolean(x)))];

/** Gathers the facts a sale-order decision needs, in a few round trips (see SaleFacts). */
@Injectable()
export class SaleFactsLoader {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly runtime: CommandRuntime,
  ) {}

  async load(want: FactsWanted, sql: Sql = this.db): Promise<SaleFacts> {
    const settings = await readCompanySettings(sql);
    const order = want.order?.exists ? want.order : undefined;
    const warehouseIds = present([...(want.warehouseIds ?? []), order?.header.warehouseId]);
    const defaultWarehouse = warehouseIds.length ? null : await defaultWarehouseId(sql);
    if (defaultWarehouse) warehouseIds.push(defaultWarehouse);
    const lines = want.lines ?? [];
    const productIds = present([...(want.productIds ?? []), ...lines.map((l) => l.productId), ...(order?.lines.map((l) => l.productId) ?? [])]);
    const scans = present(lines.map((l) => l.scan));
    const barcodes = present([...lines.map((l) => l.barcode), ...scans]);
    const catalog = await productsForSale(sql, { ids: productIds, barcodes, codes: [...(want.codes ?? []), ...scans] });
    const allProducts = [...catalog.products.keys()];
    const [customers, warehouses, costs] = await Promise.all([
      customersForSale(sql, present([...(want.customerIds ?? []), order?.header.customer?.id])),
      warehousesForStock(sql, warehouseIds),
      averageCosts(sql, warehouseIds, allProducts),
    ]);
    return {
      catalog,
      customers,
      warehouses,
      averageCosts: costs,
      allowNegative: settings.NegativeStockPolicy !== 'refuse',
      settings: {
        baseCurrency: settings.BaseCurrencyID,
        priceDecimal: settings.PriceDecimal,
        taxEnabled: settings.EnableSaleOrderTax,
        defaultTax: settings.DefaultTax,
        defaultPackingType: settings.DefaultSalePackageType,
        saleType: settings.SaleType,
      },
      today: this.today(Number(settings.SystemTimeZone)),
      defaultWarehouseId: defaultWarehouse,
    };
  }

  /** Today's business day (YYYY-MM-DD) at the company's hour offset. */
  today(offsetHours: number): string {
    return businessDayOf(this.runtime.clock(), offsetHours);
  }
}
