import type { ListWaybillsQuery, WaybillDocument, WaybillOfOrder, WaybillRow } from '@tradedesk/contracts/invoicing/waybill';
import type { Sql } from '../../platform/sql.js';

const dayOf = (v: Date | string) => (typeof v === 'string' ? v.slice(0, 10) : `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}`);

const toRow = (r: any): WaybillRow => ({
  id: r.id, setupId: r.setup_id, folio: Number(r.folio), issueDate: dayOf(r.issue_date), traslado: Number(r.traslado) as WaybillRow['traslado'], receiverName: r.receiver_name,
  receiverRut: r.receiver_rut, saleOrderNumber: r.sale_order_number, carrierName: r.carrier_name, driverName: r.driver_name, plate: r.plate,
  total: r.total === null ? null : String(r.total), issuedAt: new Date(r.issued_at).toISOString(),
  billedBy: r.billed_by_id ? { invoiceId: r.billed_by_id, number: r.billed_by_number } : null,
});

/** The waybills, newest first; search over folio, receiver, sale order, carrier, driver, plate and destination. */
export async function listWaybills(sql: Sql, q: ListWaybillsQuery): Promise<{ rows: WaybillRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (p: string) => string, v: unknown) => {
    params.push(v);
    where.push(clause(`$${params.length}`));
  };
  if (q.search) add((p) => `search like ${p}`, `%${q.search.toLowerCase()}%`);
  if (q.setupId) add((p) => `setup_id = ${p}`, q.setupId);
  if (q.traslado) add((p) => `traslado = ${p}`, q.traslado);
  if (q.from) add((p) => `issue_date >= ${p}::date`, q.from);
  if (q.to) add((p) => `issue_date <= ${p}::date`, q.to);
  const wh = where.length ? `where ${where.join(' and ')}` : '';
  const { rows: c } = await sql.query<{ n: number }>(`select count(*)::int as n from rm.waybills ${wh}`, params);
  params.push(q.limit, (q.page - 1) * q.limit);
  const { rows } = await sql.query(`select * from rm.waybills ${wh} order by issued_at desc, folio desc limit $${params.length - 1} offset $${params.length}`, params);
  return { rows: rows.map(toRow), total: c[0].n };
}

/** One waybill with the document as issued. */
export async function getWaybill(sql: Sql, id: string): Promise<(WaybillRow & { document: WaybillDocument }) | null> {
  const { rows } = await sql.query<any>(`select * from rm.waybills where id = $1`, [id]);
  return rows[0] ? { ...toRow(rows[0]), document: rows[0].document } : null;
}

/** The guías of these sale orders, oldest folio first, with the factura that billed each (a factura names them). */
export async function waybillsOfSaleOrders(sql: Sql, saleOrderIds: string[]): Promise<WaybillOfOrder[]> {
  if (!saleOrderIds.length) return [];
  const { rows } = await sql.query<any>(`select id, sale_order_id, folio, issue_date, traslado, billed_by_id, billed_by_number from rm.waybills where sale_order_id = any($1::text[]) order by folio`, [saleOrderIds]);
  return rows.map((r) => ({
    waybillId: r.id, saleOrderId: r.sale_order_id, folio: Number(r.folio), issueDate: dayOf(r.issue_date), traslado: Number(r.traslado) as WaybillOfOrder['traslado'],
    billedBy: r.billed_by_id ? { invoiceId: r.billed_by_id, number: r.billed_by_number } : null,
  }));
}

/** What the guías of a sale order carried, per order line (its 1-based place in the order). */
export async function deliveredOfSaleOrder(sql: Sql, saleOrderId: string): Promise<Record<number, string>> {
  const { rows } = await sql.query<{ line_no: number; carried: string }>(
    `select (l->'orderLine'->>'lineNo')::int as line_no, sum((l->>'quantity')::numeric)::text as carried
       from rm.waybills, jsonb_array_elements(document->'lines') l where sale_order_id = $1 and l ? 'orderLine' group by 1`,
    [saleOrderId],
  );
  return Object.fromEntries(rows.map((r) => [Number(r.line_no), r.carried]));
}

/** These guías as issued, oldest folio first, with the factura that billed each (a factura of chosen guías). */
export async function waybillsByIds(sql: Sql, ids: string[]): Promise<(WaybillRow & { document: WaybillDocument })[]> {
  if (!ids.length) return [];
  const { rows } = await sql.query<any>(`select * from rm.waybills where id = any($1::text[]) order by folio`, [ids]);
  return rows.map((r) => ({ ...toRow(r), document: r.document }));
}

/**
 * The guías of a client a factura may still bill line by line: of the setup, a sale (IndTraslado 1
 * or 2), not billed yet; oldest folio first (at most 200).
 */
export async function unbilledWaybillsOfClient(sql: Sql, setupId: string, clientId: string): Promise<(WaybillRow & { document: WaybillDocument })[]> {
  const { rows } = await sql.query<any>(
    `select * from rm.waybills where setup_id = $1 and document->>'clientId' = $2 and traslado in (1, 2) and billed_by_id is null order by folio limit 200`,
    [setupId, clientId],
  );
  return rows.map((r) => ({ ...toRow(r), document: r.document }));
}
