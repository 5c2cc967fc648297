import { INVOICE_EVENT_TYPES, INVOICES_READ_MODEL, type InvoiceEvent } from '@tradedesk/contracts/invoicing/invoice';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { Decimal } from 'decimal.js';
import { type Projector, ProjectionRefusal } from '../../platform/projector.js';

/**
 * rm.invoices (one row per issued document, the document as issued in `document`) and
 * rm.invoiced_sale_orders (which invoice took which sale order), inline: a credit note issued
 * right after its invoice finds it, and a sale order invoiced twice at once is refused by the key.
 */
export const invoicesProjector: Projector = {
  name: INVOICES_READ_MODEL,
  version: 2,
  inline: true,
  handles: INVOICE_EVENT_TYPES,
  tables: ['invoices', 'invoiced_sale_orders'],
  async migrate(ctx) {
    const t = ctx.table('invoices');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, kind text not null, setup_id text not null, number text not null, issue_date date not null, client_id text not null,
      client_name text not null, client_tax_id text not null, currency text not null, net numeric not null, vat numeric not null, gross numeric not null,
      corrects_id text, corrects_number text, issued_at timestamptz not null, issued_by text not null, search text not null, document jsonb not null)`);
    // A number is unique within its series: Chile's folios are numbered per DTE type (factura 33 folio 1,
    // boleta 39 folio 1 and boleta exenta 41 folio 1 are three documents), elsewhere the series is in the number.
    await ctx.sql.query(`create unique index if not exists invoices_series_number_uq on ${t} (setup_id, kind, (document->>'series'), number)`);
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
      // A correction of an advance invoice (KOR_ZAL) and the order's final invoice at once: each locks the
      // advance's row first, so the later one sees the other (the final invoice: the advance's amount
      // changed; the correction: the order settled) and is refused with 409, its append rolled back.
      const pl = d.plCorrection;
      if (pl?.of === 'advance' && ctx.phase === 'append') {
        await ctx.sql.query(`select id from ${ctx.table('invoices')} where id = $1 for update`, [d.corrects!.invoiceId]);
        const taken = await ctx.sql.query<{ number: string }>(`select number from ${ctx.table('invoiced_sale_orders')} where sale_order_id = $1`, [pl.advance.saleOrderId]);
        if (taken.rowCount)
          throw new ProjectionRefusal('advance_settled', `sale order ${pl.advance.saleOrderNumber} was settled a moment ago by its final invoice ${taken.rows[0].number}; correct that invoice instead.`, 409);
      }
      if (d.settlement && d.kind === 'invoice' && ctx.phase === 'append') {
        const adv = await ctx.sql.query<{ id: string; gross: string }>(
          `select id, gross::text from ${ctx.table('invoices')} where kind = 'invoice' and document->'advance'->>'saleOrderId' = $1 order by id for update`,
          [d.settlement.saleOrderId],
        );
        const ids = adv.rows.map((r) => r.id);
        const { rows: k } = await ctx.sql.query<{ gross: string | null }>(`select sum(gross)::text as gross from ${ctx.table('invoices')} where corrects_id = any($1::text[])`, [ids]);
        const now = adv.rows.reduce((t, r) => t.plus(r.gross), new Decimal(k[0].gross ?? '0'));
        if (!now.eq(d.settlement.advances.reduce((t: Decimal, a: { gross: string }) => t.plus(a.gross), new Decimal(0))))
          throw new ProjectionRefusal('advance_changed', `saleOrderIds: an advance invoice of sale order ${d.settlement.saleOrderNumber} was corrected a moment ago; issue its invoice again to settle what the advances are now.`, 409);
      }
      const { rowCount } = await ctx.sql.query(
        `insert into ${ctx.table('invoices')} (id, kind, setup_id, number, issue_date, client_id, client_name, client_tax_id, currency, net, vat, gross, corrects_id, corrects_number, issued_at, issued_by, search, document)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18) on conflict (id) do nothing`,
        [
          d.invoiceId, d.kind, d.setupId, d.number, d.issueDate, d.clientId, d.buyer.name, d.buyer.taxId, d.currency, d.totals.net, d.totals.vat, d.totals.gross,
          d.corrects?.invoiceId ?? null, d.corrects?.number ?? null, d.issuedAt, d.issuedBy, `${d.number} ${d.buyer.name} ${d.buyer.taxId}`.toLowerCase(), JSON.stringify(d),
        ],
      );
      // A final invoice cancelled whole (KOR_ROZ to zero) lets its order go: it is settled again by a new final invoice.
      if (rowCount && pl?.of === 'final' && pl.voids)
        await ctx.sql.query(`delete from ${ctx.table('invoiced_sale_orders')} where sale_order_id = $1 and invoice_id = $2`, [pl.settlement.saleOrderId, d.corrects!.invoiceId]);
      // Chile: a nota de crédito annulling a factura of guías lets the orders it took whole go: invoiced again by a new factura.
      if (rowCount && d.frees?.saleOrders.length)
        await ctx.sql.query(`delete from ${ctx.table('invoiced_sale_orders')} where sale_order_id = any($1::text[]) and invoice_id = $2`, [d.frees.saleOrders.map((o: { id: string }) => o.id), d.corrects!.invoiceId]);
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
