import type { StockCheckReport, StockDocumentReport } from '@tradedesk/contracts/reports/stock-movement-reports';
import type { Sql } from '../../platform/sql.js';
import { numericText } from '../numeric-text.js';

/**
 * Transfers and damage (docs/reports.md "Transfers and damage"): SQL over the stock documents read
 * model (rm.stock_documents, rm.stock_document_lines: every transfer and damage write-off with its
 * lines at the unit cost it recorded), no table of its own. Periods arrive as instants worked out
 * by the caller with company-time; the business day shifts instants by the company's hour offset.
 */


export interface StockDocumentFilter {
  type: 'transfer' | 'damage';
  start: string | null;
  end: string | null;
  /** The company's hour offset (SystemTimeZone). */
  offset: number;
  fromWarehouseId?: string;
  toWarehouseId?: string;
  productId?: string;
  reason?: string;
  limit: number;
  offset_rows: number;
}

/** Every line of the transfers (or damage write-offs) recorded in the period, oldest first, with totals over all of them. */
export async function stockDocumentLines(sql: Sql, f: StockDocumentFilter): Promise<Omit<StockDocumentReport, 'currency'>> {
  const { rows } = await sql.query<any>(
    `with d as (
       select d.id, d.number, d.created_at, d.from_warehouse_id, d.to_warehouse_id, d.reason, l.line, l.product_id, l.quantity, l.unit_cost,
              round(l.quantity * l.unit_cost, 6) as value
         from rm.stock_documents d join rm.stock_document_lines l on l.document_id = d.id
        where d.type = $1 and ($2::timestamptz is null or d.created_at >= $2) and ($3::timestamptz is null or d.created_at < $3)
          and ($4::text is null or d.from_warehouse_id = $4) and ($5::text is null or d.to_warehouse_id = $5)
          and ($6::text is null or l.product_id = $6) and ($7::text is null or d.reason = $7)
     )
     select d.id, d.number, d.created_at, to_char((d.created_at at time zone 'UTC') + $8::numeric * interval '1 hour', 'YYYY-MM-DD') as day,
            d.from_warehouse_id, fw.code as from_code, fw.name as from_name, d.to_warehouse_id, tw.code as to_code, tw.name as to_name, d.reason,
            d.line, d.product_id, p.code as product_code, p.name as product_name, coalesce(p.doc->>'unitLabel', '') as unit_label,
            d.quantity::text, d.unit_cost::text, d.value::text,
            count(*) over ()::int as n, (sum(d.quantity) over ())::text as t_quantity, (sum(d.value) over ())::text as t_value,
            (select count(distinct id) from d)::int as t_documents
       from d left join rm.warehouses fw on fw.id = d.from_warehouse_id left join rm.warehouses tw on tw.id = d.to_warehouse_id
              left join rm.products p on p.id = d.product_id
      order by d.created_at, d.number, d.line limit ${f.limit} offset ${f.offset_rows}`,
    [f.type, f.start, f.end, f.fromWarehouseId ?? null, f.toWarehouseId ?? null, f.productId ?? null, f.reason ?? null, f.offset],
  );
  if (rows.length === 0 && f.offset_rows > 0) {
    const again = await stockDocumentLines(sql, { ...f, offset_rows: 0, limit: 1 });
    return { rows: [], total: again.total, totals: again.totals };
  }
  const first = rows[0];
  return {
    rows: rows.map((r) => ({
      documentId: r.id,
      line: r.line,
      number: r.number,
      at: new Date(r.created_at).toISOString(),
      day: r.day,
      fromWarehouseId: r.from_warehouse_id,
      fromWarehouseCode: r.from_code ?? null,
      fromWarehouseName: r.from_name ?? null,
      toWarehouseId: r.to_warehouse_id ?? null,
      toWarehouseCode: r.to_code ?? null,
      toWarehouseName: r.to_name ?? null,
      reason: r.reason ?? null,
      productId: r.product_id,
      code: r.product_code ?? null,
      name: r.product_name ?? null,
      unitLabel: r.unit_label ?? '',
      quantity: numericText(r.quantity),
      unitCost: numericText(r.unit_cost),
      value: numericText(r.value),
    })),
    total: first?.n ?? 0,
    totals: { quantity: numericText(first?.t_quantity), value: numericText(first?.t_value), documents: first?.t_documents ?? 0 },
  };
}

export interface StockCheckFilter {
  start: string | null;
  end: string | null;
  offset: number;
  warehouseId?: string;
  productId?: string;
  /** Also lines without a difference. */
  all: boolean;
  limit: number;
  offset_rows: number;
}

/**
 * The lines of the stock counts posted in the period (rm.stock_counts.posted_lines: book, counted
 * and difference per product at posting), oldest first, each with the value of its difference at
 * cost: the count adjustment the cost projection valued for that count and product
 * (rm.cost_movements, kind 'count-adjustment', source the count). By default only differences.
 */
export async function stockCheckLines(sql: Sql, f: StockCheckFilter): Promise<Omit<StockCheckReport, 'currency'>> {
  const { rows } = await sql.query<any>(
    `with d as (
       select c.id, c.number, c.posted_at, c.warehouse_id, l.n, l.e->>'productId' as product_id, (l.e->>'bookQuantity')::numeric as book,
              (l.e->>'countedQuantity')::numeric as counted, (l.e->>'difference')::numeric as difference,
              coalesce((select sum(m.value) from rm.cost_movements m where m.source_id = c.id and m.product_id = l.e->>'productId' and m.kind = 'count-adjustment'), 0) as value
         from rm.stock_counts c cross join lateral jsonb_array_elements(c.posted_lines) with ordinality as l(e, n)
        where c.status = 'posted' and ($1::timestamptz is null or c.posted_at >= $1) and ($2::timestamptz is null or c.posted_at < $2)
          and ($3::text is null or c.warehouse_id = $3) and ($4::text is null or l.e->>'productId' = $4)
          and ($5::boolean or (l.e->>'difference')::numeric <> 0)
     )
     select d.id, d.number, d.posted_at, to_char((d.posted_at at time zone 'UTC') + $6::numeric * interval '1 hour', 'YYYY-MM-DD') as day,
            d.warehouse_id, w.code as warehouse_code, w.name as warehouse_name, d.product_id, p.code as product_code, p.name as product_name,
            coalesce(p.doc->>'unitLabel', '') as unit_label, d.book::text, d.counted::text, d.difference::text, d.value::text,
            count(*) over ()::int as n_rows, (select count(distinct id) from d)::int as t_counts,
            (coalesce(sum(d.difference) filter (where d.difference > 0) over (), 0))::text as t_gain,
            (coalesce(-sum(d.difference) filter (where d.difference < 0) over (), 0))::text as t_loss,
            (sum(d.difference) over ())::text as t_net, (sum(d.value) over ())::text as t_value
       from d left join rm.warehouses w on w.id = d.warehouse_id left join rm.products p on p.id = d.product_id
      order by d.posted_at, d.number, d.n limit ${f.limit} offset ${f.offset_rows}`,
    [f.start, f.end, f.warehouseId ?? null, f.productId ?? null, f.all, f.offset],
  );
  if (rows.length === 0 && f.offset_rows > 0) {
    const again = await stockCheckLines(sql, { ...f, offset_rows: 0, limit: 1 });
    return { rows: [], total: again.total, totals: again.totals };
  }
  const first = rows[0];
  return {
    rows: rows.map((r) => ({
      countId: r.id,
      number: r.number,
      at: new Date(r.posted_at).toISOString(),
      day: r.day,
      warehouseId: r.warehouse_id,
      warehouseCode: r.warehouse_code ?? null,
      warehouseName: r.warehouse_name ?? null,
      productId: r.product_id,
      code: r.product_code ?? null,
      name: r.product_name ?? null,
      unitLabel: r.unit_label ?? '',
      book: numericText(r.book),
      counted: numericText(r.counted),
      difference: numericText(r.difference),
      value: numericText(r.value),
    })),
    total: first?.n_rows ?? 0,
    totals: { counts: first?.t_counts ?? 0, gain: numericText(first?.t_gain), loss: numericText(first?.t_loss), net: numericText(first?.t_net), value: numericText(first?.t_value) },
  };
}
