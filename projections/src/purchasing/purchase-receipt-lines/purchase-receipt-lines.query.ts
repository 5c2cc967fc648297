import type { ReceiptLine, ReceivedOrders } from '@tradedesk/contracts/purchasing/sea-waybill';
import type { Sql } from '../../platform/sql.js';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
/** numeric -> plain decimal string ('12.500' -> '12.5'). */
const dec = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);

/**
 * Every received (and returned) line of these purchase orders, oldest first, with the product's
 * code and name and the warehouse's code (the catalog's inline read models).
 */
export async function receiptLinesOfOrders(sql: Sql, purchaseOrderIds: readonly string[]): Promise<ReceiptLine[]> {
  if (!purchaseOrderIds.length) return [];
  const r = await sql.query<any>(
    `select l.*, l.quantity::text as q, l.value::text as v, coalesce(p.code, '') as product_code, coalesce(p.name, '') as product_name, coalesce(w.code, '') as warehouse_code
       from rm.purchase_receipt_lines l
       left join rm.products p on p.id = l.product_id
       left join rm.warehouses w on w.id = l.warehouse_id
      where l.purchase_order_id = any($1::text[])
      order by l.received_at, l.document_id, l.line`,
    [[...purchaseOrderIds]],
  );
  return r.rows.map((x) => ({
    purchaseOrderId: x.purchase_order_id,
    orderNumber: x.order_number,
    receiptId: x.document_id,
    receiptNumber: x.document_number,
    kind: x.kind,
    receiptLine: Number(x.line),
    orderLine: Number(x.order_line),
    productId: x.product_id,
    productCode: x.product_code,
    productName: x.product_name,
    warehouseId: x.warehouse_id,
    warehouseCode: x.warehouse_code,
    quantity: dec(x.q),
    value: dec(x.v),
    costCurrency: x.cost_currency,
    receivedAt: iso(x.received_at),
  }));
}

/** Purchase orders that received goods (what a waybill's order picker offers), newest first. */
export async function receivedOrders(sql: Sql, search?: string, limit = 50): Promise<ReceivedOrders['rows']> {
  const params: unknown[] = [];
  let where = `kind = 'receipt'`;
  if (search) {
    params.push(`%${search.replace(/[%_\\]/g, '\\$&')}%`);
    where += ` and order_number ilike $1`;
  }
  const r = await sql.query<any>(
    `select purchase_order_id, min(order_number) as number, count(distinct document_id)::int as receipts, max(received_at) as last
       from rm.purchase_receipt_lines where ${where} group by purchase_order_id order by max(received_at) desc, purchase_order_id limit ${Number(limit)}`,
    params,
  );
  return r.rows.map((x) => ({ purchaseOrderId: x.purchase_order_id, number: x.number, receipts: x.receipts, lastReceivedAt: iso(x.last) }));
}
