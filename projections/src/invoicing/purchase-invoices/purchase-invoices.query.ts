import { type ListPurchaseInvoicesQuery, type PurchaseInvoiceList, type PurchaseInvoiceView, type PurchaseRateTotal } from '@tradedesk/contracts/invoicing/purchase-invoices';
import { roundMoney, sumDecimals } from '@tradedesk/contracts/platform/money';
import type { Sql } from '../../platform/sql.js';

const toView = (r: any): PurchaseInvoiceView => ({ ...r.document, id: r.id, voided: r.voided ?? null, version: r.version });

/**
 * The invoices received in a period (receipt days), by supplier and search, newest receipt first,
 * with the period's totals per currency and VAT rate of the invoices not voided.
 */
export async function listPurchaseInvoices(sql: Sql, q: ListPurchaseInvoicesQuery): Promise<PurchaseInvoiceList> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replace('?', `$${params.length}`));
  };
  if (q.from) add('receipt_date >= ?', q.from);
  if (q.to) add('receipt_date <= ?', q.to);
  if (q.supplierId) add('supplier_id = ?', q.supplierId);
  if (q.search) add('search like ?', `%${q.search.toLowerCase()}%`);
  if (q.voided === 'exclude') where.push('voided is null');
  if (q.voided === 'only') where.push('voided is not null');
  const { rows } = await sql.query<any>(`select * from rm.purchase_invoices ${where.length ? `where ${where.join(' and ')}` : ''} order by receipt_date desc, lower(number), id`, params);
  const list = rows.map(toView);
  const groups = new Map<string, PurchaseRateTotal & { parts: { net: string; vat: string; gross: string }[] }>();
  for (const inv of list.filter((i) => !i.voided))
    for (const l of inv.lines) {
      const key = `${inv.currency}|${l.vatRate}`;
      const g = groups.get(key) ?? { currency: inv.currency, vatRate: l.vatRate, net: '0', vat: '0', gross: '0', invoices: 0, parts: [] };
      g.parts.push(l);
      g.invoices += 1;
      groups.set(key, g);
    }
  const perRate = [...groups.values()]
    .map(({ parts, ...g }) => ({ ...g, net: roundMoney(sumDecimals(parts.map((p) => p.net)), g.currency), vat: roundMoney(sumDecimals(parts.map((p) => p.vat)), g.currency), gross: roundMoney(sumDecimals(parts.map((p) => p.gross)), g.currency) }))
    .sort((a, b) => a.currency.localeCompare(b.currency) || Number(b.vatRate) - Number(a.vatRate));
  return { rows: list, total: list.length, perRate };
}

export async function getPurchaseInvoice(sql: Sql, id: string): Promise<PurchaseInvoiceView | null> {
  const { rows } = await sql.query<any>(`select * from rm.purchase_invoices where id = $1`, [id]);
  return rows[0] ? toView(rows[0]) : null;
}
