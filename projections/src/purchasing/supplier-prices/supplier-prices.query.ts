import type { SupplierPriceRow } from '@tradedesk/contracts/purchasing/purchase-order';
import type { Sql } from '../../platform/sql.js';

/** The last and previous committed prices of a supplier's products (all of them, or these), per unit. */
export async function supplierPrices(sql: Sql, supplierId: string, productIds?: string[]): Promise<SupplierPriceRow[]> {
  const { rows } = await sql.query<any>(
    `select supplier_id, product_id, unit, currency, last_price::text, last_order_number, last_at, previous_price::text
       from rm.supplier_prices where supplier_id = $1 and ($2::text[] is null or product_id = any($2::text[])) order by product_id, unit`,
    [supplierId, productIds ?? null],
  );
  return rows.map((r) => ({
    supplierId: r.supplier_id,
    productId: r.product_id,
    unit: r.unit,
    currency: r.currency,
    lastPrice: r.last_price,
    lastOrderNumber: r.last_order_number,
    lastAt: new Date(r.last_at).toISOString(),
    previousPrice: r.previous_price,
  }));
}
