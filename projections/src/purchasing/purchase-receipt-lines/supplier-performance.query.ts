import type { Sql } from '../../platform/sql.js';

/**
 * What each supplier delivered of each product over a window, for ranking suppliers
 * (docs/report-insight.md "Supplier suggestions"): the purchase receipt lines (this folder's read
 * model, valued at cost per base unit in the cost currency) with the order's supplier and commit
 * time (rm.purchase_orders).
 */
export interface SupplierProductFigures {
  productId: string;
  productCode: string;
  productName: string;
  /** '' = no category. */
  categoryId: string;
  categoryName: string;
  supplierId: string;
  supplierCode: string;
  supplierName: string;
  /** Base units received, and sent back (positive). */
  received: string;
  returned: string;
  /** Cost of what was received (cost currency). */
  receivedValue: string;
  /** Cost per base unit of the latest receipt line. */
  lastCost: string | null;
  /** Orders with a receipt in the window. */
  orders: number;
  /** Days from each such order's commit to its first receipt in the window, summed over the orders whose commit is known (never below 0). */
  leadDaysSum: string;
  leadOrders: number;
  lastReceived: string;
}

export interface SupplierPerformanceFilter {
  /** Received at or after `start`, before `end`. */
  start: string;
  end: string;
  productId?: string;
  categoryId?: string;
  /** Product code or name contains it (any case). */
  search?: string;
}

export async function supplierPerformance(sql: Sql, f: SupplierPerformanceFilter): Promise<SupplierProductFigures[]> {
  const { rows } = await sql.query<any>(
    `with r as (
       select l.product_id, o.supplier_id, l.kind, l.quantity, l.value, l.received_at, l.purchase_order_id, l.document_id, l.line, o.committed_at
         from rm.purchase_receipt_lines l
         join rm.purchase_orders o on o.id = l.purchase_order_id
         join rm.products p on p.id = l.product_id
        where o.supplier_id is not null and l.received_at >= $1::timestamptz and l.received_at < $2::timestamptz
          and ($3::text is null or l.product_id = $3)
          and ($4::text is null or p.category_id in (
            with recursive c(id) as (select $4::text union select k.id from rm.categories k join c on k.parent_id = c.id) select id from c))
          and ($5::text is null or p.code ilike '%' || $5 || '%' or p.name ilike '%' || $5 || '%')),
     last as (
       select distinct on (product_id, supplier_id) product_id, supplier_id, (value / quantity)::text as last_cost
         from r where kind = 'receipt' and quantity > 0 order by product_id, supplier_id, received_at desc, document_id desc, line desc),
     firsts as (
       select product_id, supplier_id, purchase_order_id, min(received_at) as first_at, min(committed_at) as committed_at
         from r where kind = 'receipt' group by 1, 2, 3),
     lead as (
       select product_id, supplier_id, count(*) as orders,
              coalesce(sum(greatest(0, extract(epoch from first_at - committed_at) / 86400)) filter (where committed_at is not null), 0)::text as lead_sum,
              count(*) filter (where committed_at is not null) as lead_orders
         from firsts group by 1, 2),
     g as (
       select product_id, supplier_id,
              coalesce(sum(quantity) filter (where kind = 'receipt'), 0)::text as received,
              coalesce(-sum(quantity) filter (where kind = 'return'), 0)::text as returned,
              coalesce(sum(value) filter (where kind = 'receipt'), 0)::text as received_value,
              to_char(max(received_at) filter (where kind = 'receipt') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_received
         from r group by 1, 2)
     select g.*, last.last_cost, coalesce(lead.orders, 0) as orders, coalesce(lead.lead_sum, '0') as lead_sum, coalesce(lead.lead_orders, 0) as lead_orders,
            p.code as product_code, p.name as product_name, coalesce(p.category_id, '') as category_id, coalesce(k.name, '') as category_name,
            coalesce(s.code, '') as supplier_code, coalesce(s.name, '') as supplier_name
       from g
       join rm.products p on p.id = g.product_id
       left join rm.categories k on k.id = p.category_id
       left join rm.suppliers s on s.id = g.supplier_id
       left join last on last.product_id = g.product_id and last.supplier_id = g.supplier_id
       left join lead on lead.product_id = g.product_id and lead.supplier_id = g.supplier_id
      where g.last_received is not null
      order by p.code, s.code`,
    [f.start, f.end, f.productId ?? null, f.categoryId ?? null, f.search || null],
  );
  return rows.map((r) => ({
    productId: r.product_id, productCode: r.product_code, productName: r.product_name, categoryId: r.category_id, categoryName: r.category_name,
    supplierId: r.supplier_id, supplierCode: r.supplier_code, supplierName: r.supplier_name, received: r.received, returned: r.returned,
    receivedValue: r.received_value, lastCost: r.last_cost, orders: Number(r.orders), leadDaysSum: r.lead_sum, leadOrders: Number(r.lead_orders), lastReceived: r.last_received,
  }));
}
