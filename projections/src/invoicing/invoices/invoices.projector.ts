import { INVOICE_EVENT_TYPES, INVOICES_READ_MODEL, type InvoiceEvent } from '@tradedesk/contracts/invoicing/invoice';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { type Projector, ProjectionRefusal } from '../../platform/projector.js';

/**
 * rm.invoices (one row per issued document, the document as issued in `document`) and
 * rm.invoiced_sale_orders (which invoice took which sale order), inline: a credit note issued
 * right after its invoice finds it, and a sale order invoiced twice at once is refused by the key.
 */
export const invoicesProjector: Projector = {
  name: INVOICES_READ_MODEL,
  version: 1,
  inline: true,
  handles: INVOICE_EVENT_TYPES,
  tables: ['invoices', 'invoiced_sale_orders'],
  async migrate(ctx) {
    const t = ctx.table('invoices');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, kind text not null, setup_id text not null, number text not null, issue_date date not null, client_id text not null,
      client_name text not null, client_tax_id text not null, currency text not null, net numeric not null, vat numeric not null, gross numeric not null,
      corrects_id text, corrects_number text, issued_at timestamptz not null, issued_by text not null, search text not null, document jsonb not null)`);
    await ctx.sql.query(`create unique index if not exists invoices_number_uq on ${t} (setup_id, kind, number)`);
    await ctx.sql.query(`create index if not exists invoices_issued_ix on ${t} (issue_date desc, number desc)`);
    await ctx.sql.query(`create index if not exists invoices_corrects_ix on ${t} (corrects_id) where corrects_id is not null`);
    await ctx.sql.query(`create table if not exists ${ctx.table('invoiced_sale_orders')} (sale_order_id text primary key, invoice_id text not null, number text not null)`);
  },
  async apply(events, ctx) {
    const ids: string[] = [];
    for (const e of events as (StoredEvent & InvoiceEvent)[]) {
      // The credited quantities are read from the credit notes themselves (getInvoice).
      if (e.type === 'InvoiceCredited') continue;
      const d = e.data;
      ids.push(d.invoiceId);
      // Two advance invoices of one order at once: both decided on the same earlier advances (what is
      // left of the order). Issuers of one series queue on its counter row, so the second one sees the
      // first here and is refused (409, its append and number rolled back).
      if (d.advance && ctx.phase === 'append') {
        const { rows } = await ctx.sql.query<{ n: number }>(
          `select count(*)::int as n from ${ctx.table('invoices')} where kind = 'invoice' and document->'advance'->>'saleOrderId' = $1 and id <> $2`,
          [d.advance.saleOrderId, d.invoiceId],
        );
        const taken = await ctx.sql.query(`select 1 from ${ctx.table('invoiced_sale_orders')} where sale_order_id = $1`, [d.advance.saleOrderId]);
        if (taken.rowCount) throw new ProjectionRefusal('sale_order_invoiced', `saleOrderId: sale order ${d.advance.saleOrderNumber} was invoiced a moment ago.`, 409);
        if (rows[0].n !== d.advance.earlier.length)
          throw new ProjectionRefusal('advance_changed', `saleOrderId: another advance invoice of sale order ${d.advance.saleOrderNumber} was issued a moment ago; check what is left and issue again.`, 409);
      }
      const { rowCount } = await ctx.sql.query(
        `insert into ${ctx.table('invoices')} (id, kind, setup_id, number, issue_date, client_id, client_name, client_tax_id, currency, net, vat, gross, corrects_id, corrects_number, issued_at, issued_by, search, document)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18) on conflict (id) do nothing`,
        [
          d.invoiceId, d.kind, d.setupId, d.number, d.issueDate, d.clientId, d.buyer.name, d.buyer.taxId, d.currency, d.totals.net, d.totals.vat, d.totals.gross,
          d.corrects?.invoiceId ?? null, d.corrects?.number ?? null, d.issuedAt, d.issuedBy, `${d.number} ${d.buyer.name} ${d.buyer.taxId}`.toLowerCase(), JSON.stringify(d),
        ],
      );
      // A proforma has no legal effect: the sale orders stay open for the invoice.
      if (rowCount && d.kind === 'invoice')
        for (const o of d.saleOrders) {
          const taken = await ctx.sql.query(
            `insert into ${ctx.table('invoiced_sale_orders')} (sale_order_id, invoice_id, number) values ($1, $2, $3) on conflict (sale_order_id) do nothing`,
            [o.id, d.invoiceId, d.number],
          );
          // Two invoices of one sale order at the same moment: both decided on "not invoiced yet"; the
          // second to reach this row is refused (409, its append and its number rolled back).
          if (!taken.rowCount && ctx.phase === 'append')
            throw new ProjectionRefusal('sale_order_invoiced', `saleOrderIds: sale order ${o.number} is already invoiced (another invoice took it a moment ago).`, 409);
          // The order's advance invoices at append time must be the ones the decision saw: none for an
          // ordinary invoice, the settled ones for the final invoice (faktura rozliczeniowa). An advance
          // issued a moment ago would otherwise be taxed twice or left undeducted: 409, append rolled back.
          if (ctx.phase === 'append') {
            const adv = await ctx.sql.query<{ n: number }>(`select count(*)::int as n from ${ctx.table('invoices')} where kind = 'invoice' and document->'advance'->>'saleOrderId' = $1`, [o.id]);
            const settled = d.settlement?.saleOrderId === o.id ? d.settlement.advances.length : 0;
            if (adv.rows[0].n !== settled)
              throw new ProjectionRefusal('advance_changed', `saleOrderIds: the advance invoices of sale order ${o.number} changed a moment ago; issue its invoice again to settle the ones it has now.`, 409);
          }
        }
    }
    return ids;
  },
};
