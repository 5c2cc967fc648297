import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';

// rm.stock_on_hand is inline: these reads are current inside the append's transaction, which is
// what the stock rules (negative stock, count book quantities) rely on.

/**
 * Moving average cost per base unit by `warehouseId:productId` (trailing zeros dropped): stock value
 * / quantity, also while stock is below zero (a negative value over a negative quantity). Absent
 * when there is no average above zero: the caller falls back to the product's cost
 * (contracts/src/inventory/valuation.ts).
 */
export async function averageCosts(sql: Sql, warehouseIds: string[], productIds: string[]): Promise<Map<string, string>> {
  const { rows } = await sql.query<{ warehouse_id: string; product_id: string; avg: string }>(
    `select warehouse_id, product_id, round(stock_value / quantity, 6)::text as avg
       from rm.stock_on_hand where warehouse_id = any($1::text[]) and product_id = any($2::text[])
        and (case when quantity <> 0 then stock_value / quantity end) > 0`,
    [[...new Set(warehouseIds)], [...new Set(productIds)]],
  );
  return new Map(rows.map((r) => [`${r.warehouse_id}:${r.product_id}`, stripZeros(r.avg)]));
}

function stripZeros(v: string): string {
  return v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v;
}

/**
 * Stock on hand (base units) per product of one warehouse: all products with a row, or the given
 * ones. `forUpdate` locks the rows (inside a transaction) so a posting compares against quantities
 * no concurrent movement can change under it.
 */
export async function bookQuantities(sql: Sql, warehouseId: string, productIds: string[] | null, forUpdate = false): Promise<Map<string, string>> {
  const { rows } = await sql.query<{ product_id: string; quantity: string }>(
    `select product_id, quantity::text as quantity from rm.stock_on_hand
      where warehouse_id = $1 ${productIds ? 'and product_id = any($2::text[])' : ''}
      order by product_id ${forUpdate ? 'for update' : ''}`,
    productIds ? [warehouseId, productIds] : [warehouseId],
  );
  return new Map(rows.map((r) => [r.product_id, new Decimal(r.quantity).toString()]));
}

/** Quantities on hand of these (warehouse, product) pairs; pairs without a row are absent. */
export async function quantitiesOnHand(
  sql: Sql,
  pairs: { warehouseId: string; productId: string }[],
): Promise<{ warehouseId: string; productId: string; quantity: string }[]> {
  if (pairs.length === 0) return [];
  const { rows } = await sql.query<{ warehouse_id: string; product_id: string; quantity: string }>(
    `select s.warehouse_id, s.product_id, s.quantity::text from rm.stock_on_hand s
      join unnest($1::text[], $2::text[]) as x(w, p) on s.warehouse_id = x.w and s.product_id = x.p`,
    [pairs.map((p) => p.warehouseId), pairs.map((p) => p.productId)],
  );
  return rows.map((r) => ({ warehouseId: r.warehouse_id, productId: r.product_id, quantity: r.quantity }));
}

/** Ids of products with at least `min` base units in the warehouse, by id (the demo data picks from these). */
export async function productsWithStock(sql: Sql, warehouseId: string, min: string, limit: number): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>(
    `select product_id as id from rm.stock_on_hand where warehouse_id = $1 and quantity >= $2::numeric order by product_id limit ${Number(limit)}`,
    [warehouseId, min],
  );
  return rows.map((r) => r.id);
}

/** Whether the warehouse has any stock row at all (ever moved). */
export async function warehouseHasStock(sql: Sql, warehouseId: string): Promise<boolean> {
  const { rows } = await sql.query('select 1 from rm.stock_on_hand where warehouse_id = $1 limit 1', [warehouseId]);
  return rows.length > 0;
}
