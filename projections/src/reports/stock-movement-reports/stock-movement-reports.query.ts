import type { StockDocumentReport } from '@tradedesk/contracts/reports/stock-movement-reports';
import type { Sql } from '../../platform/sql.js';

/**
 * Transfers and damage (docs/reports.md "Transfers and damage"): SQL over the stock documents read
 * model (rm.stock_documents, rm.stock_document_lines: every transfer and damage write-off with its
 * lines at the unit cost it recorded), no table of its own. Periods arrive as instants worked out
 * by the caller with company-time; the business day shifts instants by the company's hour offset.
 */

const plain = (v: string | null | undefined): string => {
  if (v === null || v === undefined) return '0';
  if (!v.includes('.')) return v === '-0' ? '0' : v;
  const t = v.replace(/0+$/, '').replace(/\.$/, '');
  return t === '-0' || t === '' ? '0' : t;
};

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
      quantity: plain(r.quantity),
      unitCost: plain(r.unit_cost),
      value: plain(r.value),
    })),
    total: first?.n ?? 0,
    totals: { quantity: plain(first?.t_quantity), value: plain(first?.t_value), documents: first?.t_documents ?? 0 },
  };
}
