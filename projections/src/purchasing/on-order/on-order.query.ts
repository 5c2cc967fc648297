import type { Sql } from '../../platform/sql.js';

/**
 * Open quantity on order (base units) per `warehouseId:productId` for these pairs (absent = 0):
 * ordered - received per committed line, never below zero, of orders not closed or cancelled.
 */
export async function onOrderQuantities(sql: Sql, pairs: { warehouseId: string; productId: string }[]): Promise<Map<string, string>> {
  if (pairs.length === 0) return new Map();
  const { rows } = await sql.query<{ warehouse_id: string; product_id: string; quantity: string }>(
    `select l.warehouse_id, l.product_id, sum(greatest(l.ordered - l.received, 0))::text as quantity
       from rm.on_order_lines l
       join rm.on_orders o on o.purchase_order_id = l.purchase_order_id and not o.stopped
       join (select distinct u.w, u.p from unnest($1::text[], $2::text[]) as u(w, p)) x on l.warehouse_id = x.w and l.product_id = x.p
      group by l.warehouse_id, l.product_id`,
    [pairs.map((p) => p.warehouseId), pairs.map((p) => p.productId)],
  );
  return new Map(rows.map((r) => [`${r.warehouse_id}:${r.product_id}`, trim(r.quantity)]));
}

/** The open lines of one product (which orders it is on), for the screens' explanations. */
export async function openOrderLines(sql: Sql, productId: string): Promise<{ purchaseOrderId: string; number: string; warehouseId: string; open: string }[]> {
  const { rows } = await sql.query<{ purchase_order_id: string; number: string; warehouse_id: string; open: string }>(
    `select l.purchase_order_id, o.number, l.warehouse_id, sum(l.ordered - l.received)::text as open
       from rm.on_order_lines l join rm.on_orders o on o.purchase_order_id = l.purchase_order_id and not o.stopped
      where l.product_id = $1 and l.ordered > l.received
      group by l.purchase_order_id, o.number, l.warehouse_id order by o.number`,
    [productId],
  );
  return rows.map((r) => ({ purchaseOrderId: r.purchase_order_id, number: r.number, warehouseId: r.warehouse_id, open: trim(r.open) }));
}

/**
 * The last committed purchase of each product: its supplier, unit, price per unit and currency
 * (the most recent commit over all suppliers), by product id.
 */
export async function lastPurchases(sql: Sql, productIds: string[]): Promise<Map<string, { supplierId: string; unit: string; unitPrice: string; currency: string }>> {
  if (productIds.length === 0) return new Map();
  const { rows } = await sql.query<{ product_id: string; supplier_id: string; unit: string; unit_price: string; currency: string }>(
    `select distinct on (product_id) product_id, supplier_id, unit, unit_price::text, currency
       from rm.last_purchase_prices where product_id = any($1::text[]) order by product_id, position desc`,
    [[...new Set(productIds)]],
  );
  return new Map(rows.map((r) => [r.product_id, { supplierId: r.supplier_id, unit: r.unit, unitPrice: trim(r.unit_price), currency: r.currency }]));
}

/** The last committed price of each product from one supplier, by `supplierId:productId`. */
export async function lastPricesFrom(sql: Sql, pairs: { supplierId: string; productId: string }[]): Promise<Map<string, { unit: string; unitPrice: string; currency: string }>> {
  if (pairs.length === 0) return new Map();
  const { rows } = await sql.query<{ product_id: string; supplier_id: string; unit: string; unit_price: string; currency: string }>(
    `select p.product_id, p.supplier_id, p.unit, p.unit_price::text, p.currency from rm.last_purchase_prices p
       join (select distinct u.s, u.p from unnest($1::text[], $2::text[]) as u(s, p)) x on p.supplier_id = x.s and p.product_id = x.p`,
    [pairs.map((p) => p.supplierId), pairs.map((p) => p.productId)],
  );
  return new Map(rows.map((r) => [`${r.supplier_id}:${r.product_id}`, { unit: r.unit, unitPrice: trim(r.unit_price), currency: r.currency }]));
}

function trim(v: string): string {
  return v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v;
}
