import type { InvoicedStockQuery, InvoicedStockRow } from '@tradedesk/contracts/invoicing/invoiced-stock';
import { plain, roundMoney } from '@tradedesk/contracts/platform/money';
import type { Sql } from '../../platform/sql.js';

/**
 * Stock as invoiced: the lines of the invoices and credit notes issued from `from` to `to` (issue
 * days, inclusive), summed per product code (else description), unit and currency. The figures
 * are the documents' own (a credit note's quantities and amounts are negative).
 */
export async function invoicedStock(sql: Sql, q: InvoicedStockQuery): Promise<InvoicedStockRow[]> {
  const params: unknown[] = [q.from, q.to];
  let where = `i.kind in ('invoice', 'creditNote') and i.issue_date between $1 and $2`;
  if (q.setupId) {
    params.push(q.setupId);
    where += ` and i.setup_id = $3`;
  }
  const { rows } = await sql.query<any>(
    `select coalesce(l->>'productCode', '') as code, case when coalesce(l->>'productCode', '') = '' then l->>'description' else '' end as key_description,
       min(l->>'description') as description, coalesce(l->>'unitName', '') as unit, i.currency,
       sum(case when i.kind = 'invoice' then (l->>'quantity')::numeric else 0 end)::text as invoiced_qty,
       sum(case when i.kind = 'creditNote' then (l->>'quantity')::numeric else 0 end)::text as credited_qty,
       sum((l->>'quantity')::numeric)::text as qty,
       sum(case when i.kind = 'invoice' then (l->>'netAmount')::numeric else 0 end)::text as invoiced_net,
       sum(case when i.kind = 'creditNote' then (l->>'netAmount')::numeric else 0 end)::text as credited_net,
       sum((l->>'netAmount')::numeric)::text as net,
       count(distinct i.id)::int as documents
     from rm.invoices i cross join lateral jsonb_array_elements(i.document->'lines') l
     where ${where}
     group by 1, 2, 4, 5
     order by 1, 3, 4, 5`,
    params,
  );
  // Quantities as plain numbers, values in the currency's decimals (the money module).
  const n = (v: string) => plain(v);
  return rows.map((r) => ({
    productCode: r.code, description: r.description, unit: r.unit, currency: r.currency,
    invoicedQuantity: n(r.invoiced_qty), creditedQuantity: n(r.credited_qty), quantity: n(r.qty),
    invoicedNet: roundMoney(r.invoiced_net, r.currency), creditedNet: roundMoney(r.credited_net, r.currency), net: roundMoney(r.net, r.currency), documents: r.documents,
  }));
}
