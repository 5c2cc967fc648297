import { Inject, Injectable } from '@nestjs/common';
import type { SaleLineInput } from '@tradedesk/contracts/sales/sale-order';
import { productsForSale } from '@tradedesk/projections/catalog/products/products-for-sale.query';
import { warehousesForStock } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import { customersForSale } from '@tradedesk/projections/customers/customers/customers.query';
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
    const defaultWarehouse = warehouseIds.length ? null : await this.defaultWarehouse(sql);
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
      sql.query<{ warehouse_id: string; product_id: string; avg: string }>(
        `select warehouse_id, product_id, case when quantity > 0 then round(stock_value / quantity, 6)::text else '0' end as avg
           from rm.stock_on_hand where warehouse_id = any($1::text[]) and product_id = any($2::text[])`,
        [warehouseIds, allProducts],
      ),
    ]);
    return {
      catalog,
      customers,
      warehouses,
      averageCosts: new Map(costs.rows.map((r) => [`${r.warehouse_id}:${r.product_id}`, r.avg.includes('.') ? r.avg.replace(/0+$/, '').replace(/\.$/, '') : r.avg])),
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

  /** Where a new order takes its goods from when none is named: the first active warehouse by code. */
  private async defaultWarehouse(sql: Sql): Promise<string | null> {
    const { rows } = await sql.query<{ id: string }>(`select id from rm.warehouses where status = 'active' order by code limit 1`);
    return rows[0]?.id ?? null;
  }
}
