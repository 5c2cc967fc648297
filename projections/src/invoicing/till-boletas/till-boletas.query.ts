import type { TillBoleta } from '@tradedesk/contracts/invoicing/till-boletas';
import type { Sql } from '../../platform/sql.js';

/**
 * The columns a sale list joins (`b`: rm.till_boletas) to show each sale's boleta; `boleta_expected`:
 * the company has a setup that issues the till's boletas (Chile, Peru, `tillBoletas`), so a sale without a row is waiting for its boleta.
 */
export const TILL_BOLETA_COLUMNS = `b.status as boleta_status, b.invoice_id as boleta_invoice_id, b.series as boleta_series, b.number as boleta_number, b.reason as boleta_reason, b.message as boleta_message,
  exists (select 1 from rm.invoice_setups x where x.setup->>'country' in ('CL', 'PE') and x.setup->>'tillBoletas' = 'true') as boleta_expected`;
export const TILL_BOLETA_JOIN = 'left join rm.till_boletas b on b.sale_id = s.id';

/** A sale row's boleta (joined with TILL_BOLETA_COLUMNS), or null when it has none. */
export function tillBoletaOfRow(r: { boleta_expected?: boolean | null; boleta_status?: string | null; boleta_invoice_id?: string | null; boleta_series?: string | null; boleta_number?: string | null; boleta_reason?: string | null; boleta_message?: string | null }): TillBoleta | null {
  if (r.boleta_status !== 'issued' && r.boleta_status !== 'pending') return r.boleta_expected ? { status: 'waiting', invoiceId: null, series: null, number: null, reason: null, message: null } : null;
  return { status: r.boleta_status, invoiceId: r.boleta_invoice_id ?? null, series: r.boleta_series ?? null, number: r.boleta_number ?? null, reason: r.boleta_reason ?? null, message: r.boleta_message ?? null };
}

/**
 * The till sales a retry should bill: those whose boleta is pending (oldest attempt first), and those
 * recorded since `since` and before `before` with no boleta row (the reaction after the sale was lost:
 * the process stopped, the database was away).
 */
export async function tillSalesWithoutBoleta(sql: Sql, q: { since: Date; before: Date; limit: number }): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>(
    `(select sale_id as id from rm.till_boletas where status = 'pending' order by updated_at limit $3)
     union
     (select s.id from rm.pos_sales s where s.recorded_at >= $1 and s.recorded_at < $2 and not exists (select 1 from rm.till_boletas b where b.sale_id = s.id) order by s.recorded_at limit $3)`,
    [q.since.toISOString(), q.before.toISOString(), q.limit],
  );
  return rows.map((r) => r.id);
}
