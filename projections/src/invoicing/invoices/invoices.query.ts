import type { InvoiceListRow, InvoiceView, IssuedDocument, ListInvoicesQuery, SaleOrderAdvances } from '@tradedesk/contracts/invoicing/invoice';
import { currencyDecimals, roundTo, sumDecimals } from '@tradedesk/contracts/platform/money';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';

const dayOf = (v: Date | string) => (typeof v === 'string' ? v.slice(0, 10) : `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}`);

const toRow = (r: any): InvoiceListRow => ({
  id: r.id, kind: r.kind, number: r.number, issueDate: dayOf(r.issue_date), clientId: r.client_id, clientName: r.client_name, clientTaxId: r.client_tax_id,
  currency: r.currency, net: r.document.totals.net, vat: r.document.totals.vat, gross: r.document.totals.gross, correctsNumber: r.corrects_number,
  issuedAt: new Date(r.issued_at).toISOString(), issuedBy: r.issued_by,
  country: r.document.country, series: r.document.series, sequence: r.document.sequence,
  ...(r.document.advance ? { advanceOf: r.document.advance.saleOrderNumber } : {}),
  ...(r.document.settlement ? { settles: (r.document as IssuedDocument).settlement!.advances.map((a) => a.number) } : {}),
});

export async function listInvoices(sql: Sql, q: ListInvoicesQuery): Promise<{ rows: InvoiceListRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (p: string) => string, v: unknown) => {
    params.push(v);
    where.push(clause(`$${params.length}`));
  };
  if (q.search) add((p) => `i.search like ${p}`, `%${q.search.toLowerCase()}%`);
  if (q.kind) add((p) => `i.kind = ${p}`, q.kind);
  if (q.clientId) add((p) => `i.client_id = ${p}`, q.clientId);
  if (q.country) add((p) => `i.document->>'country' = ${p}`, q.country);
  if (q.from) add((p) => `i.issue_date >= ${p}::date`, q.from);
  if (q.to) add((p) => `i.issue_date <= ${p}::date`, q.to);
  // A country list reads each document's submission to its office (rm.invoice_submissions, also invoicing's, inline).
  let join = '';
  if (q.office) {
    params.push(q.office);
    join = `left join rm.invoice_submissions s on s.document_id = i.id and s.office = $${params.length}`;
    if (q.submissionStatus === 'none') where.push('s.status is null');
    else if (q.submissionStatus) add((p) => `s.status = ${p}`, q.submissionStatus);
  }
  const wh = where.length ? `where ${where.join(' and ')}` : '';
  const { rows: c } = await sql.query<{ n: number }>(`select count(*)::int as n from rm.invoices i ${join} ${wh}`, params);
  params.push(q.limit, (q.page - 1) * q.limit);
  const cols = [
    'i.*',
    ...(q.office ? ['s.status as s_status, s.office_id as s_office_id, s.reference as s_reference, s.message as s_message'] : []),
    // Chile: the TED is stamped with the CAF of the folio's range (rm.invoice_cafs, invoicing's keys read model).
    ...(q.country === 'CL'
      ? [`exists(select 1 from rm.invoice_cafs c where c.setup_id = i.document->>'setupId' and c.document_type::text = i.document->>'series'
           and (i.document->>'sequence')::int between c.folio_from and c.folio_to) as ted_caf`]
      : []),
  ].join(', ');
  const { rows } = await sql.query(`select ${cols} from rm.invoices i ${join} ${wh} order by i.issued_at desc, i.number desc limit $${params.length - 1} offset $${params.length}`, params);
  const office = q.office;
  return {
    rows: rows.map((r: any) => ({
      ...toRow(r),
      ...(office ? { submission: r.s_status ? { office, status: r.s_status, officeId: r.s_office_id, reference: r.s_reference, message: r.s_message } : null } : {}),
      ...(q.country === 'CL' ? { ted: r.kind === 'proforma' ? null : r.ted_caf ? ('stamped' as const) : ('cafMissing' as const) } : {}),
    })),
    total: c[0].n,
  };
}

/** One document with the credit notes naming it and the quantities they credit per line. */
export async function getInvoice(sql: Sql, id: string): Promise<InvoiceView | null> {
  const { rows } = await sql.query<any>(`select * from rm.invoices where id = $1`, [id]);
  if (!rows[0]) return null;
  const { rows: notes } = await sql.query<any>(`select * from rm.invoices where corrects_id = $1 order by issued_at`, [id]);
  const credited: Record<number, string> = {};
  for (const n of notes)
    for (const l of (n.document as IssuedDocument).lines)
      if (l.correctsLineNo !== undefined) credited[l.correctsLineNo] = new Decimal(credited[l.correctsLineNo] ?? '0').plus(new Decimal(l.quantity).abs()).toFixed();
  return {
    ...toRow(rows[0]),
    document: rows[0].document,
    creditNotes: notes.map((n) => ({ id: n.id, number: n.number, issueDate: dayOf(n.issue_date), gross: n.document.totals.gross })),
    credited,
  };
}

/** Which of these sale orders an invoice already took (order id -> invoice number). */
export async function invoicedSaleOrders(sql: Sql, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const { rows } = await sql.query<{ sale_order_id: string; number: string }>(`select sale_order_id, number from rm.invoiced_sale_orders where sale_order_id = any($1::text[])`, [ids]);
  return new Map(rows.map((r) => [r.sale_order_id, r.number]));
}

/** Every sale order an invoice took (the billing screen leaves them out). */
export async function allInvoicedSaleOrderIds(sql: Sql): Promise<string[]> {
  const { rows } = await sql.query<{ sale_order_id: string }>(`select sale_order_id from rm.invoiced_sale_orders`);
  return rows.map((r) => r.sale_order_id);
}

/** The advance invoices (faktury zaliczkowe) issued for a sale order, oldest first, each as its corrections (KOR_ZAL) left it. */
export async function advancesOfSaleOrder(sql: Sql, saleOrderId: string): Promise<SaleOrderAdvances> {
  // Its KSeF submission (rm.invoice_submissions, inline): accepted gives the KSeF number a final invoice names it by.
  const { rows } = await sql.query<any>(
    `select i.id, i.number, i.issue_date, i.document, s.status as ksef_status, s.office_id as ksef_id
       from rm.invoices i left join rm.invoice_submissions s on s.document_id = i.id and s.office = 'ksef'
      where i.kind = 'invoice' and i.document->'advance'->>'saleOrderId' = $1 order by i.issued_at, i.number`,
    [saleOrderId],
  );
  const { rows: notes } = await sql.query<any>(`select corrects_id, document from rm.invoices where corrects_id = any($1::text[]) order by issued_at`, [rows.map((r) => r.id)]);
  const corrected = (r: any) => {
    const doc = r.document as IssuedDocument;
    const kor = notes.filter((n) => n.corrects_id === r.id).map((n) => n.document as IssuedDocument);
    const places = currencyDecimals(doc.currency);
    const sum = (vs: string[]) => roundTo(sumDecimals(vs), places);
    return {
      gross: sum([doc.totals.gross, ...kor.map((k) => k.totals.gross)]),
      vatTotals: doc.vatTotals.map((t) => {
        const at = kor.flatMap((k) => k.vatTotals).filter((x) => x.vatCategory === t.vatCategory && new Decimal(x.vatRate).eq(t.vatRate));
        return { ...t, taxableAmount: sum([t.taxableAmount, ...at.map((x) => x.taxableAmount)]), vatAmount: sum([t.vatAmount, ...at.map((x) => x.vatAmount)]) };
      }),
      corrections: kor.map((k) => k.number),
    };
  };
  return {
    saleOrderId,
    advances: rows.map((r) => ({
      invoiceId: r.id, number: r.number, issueDate: dayOf(r.issue_date), ...corrected(r),
      vatRates: (r.document as IssuedDocument).advance!.orderLines.map((l) => l.vatRate),
      ksefNumber: r.ksef_status === 'accepted' && r.ksef_id ? r.ksef_id : null,
      ksefPending: r.ksef_status === 'pending' || r.ksef_status === 'sent',
    })),
  };
}
