import { PURCHASE_INVOICE_EVENT_TYPES, PURCHASE_INVOICES_READ_MODEL, type PurchaseInvoiceEvent } from '@tradedesk/contracts/invoicing/purchase-invoices';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.purchase_invoices, inline: one row per supplier's invoice with the document as recorded. The
 * partial unique index on (supplier, number) of the invoices not voided refuses the same number of
 * one supplier twice inside the append (409); a voided invoice's number may be recorded again.
 */
export const purchaseInvoicesProjector: Projector = {
  name: PURCHASE_INVOICES_READ_MODEL,
  version: 1,
  inline: true,
  handles: PURCHASE_INVOICE_EVENT_TYPES,
  tables: ['purchase_invoices'],
  async migrate(ctx) {
    const t = ctx.table('purchase_invoices');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, supplier_id text not null, number text not null, issue_date date not null, receipt_date date not null,
      currency text not null, document jsonb not null, voided jsonb, search text not null, version int not null)`);
    await ctx.sql.query(`create unique index if not exists purchase_invoices_number_uq on ${t} (supplier_id, lower(number)) where voided is null`);
    await ctx.sql.query(`create index if not exists purchase_invoices_receipt_idx on ${t} (receipt_date)`);
  },
  async apply(events, ctx) {
    const t = ctx.table('purchase_invoices');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & PurchaseInvoiceEvent)[]) {
      const id = e.data.purchaseInvoiceId;
      ids.push(id);
      if (e.type === 'PurchaseInvoiceRecorded') {
        const { purchaseInvoiceId: _id, ...doc } = e.data;
        await ctx.sql.query(
          `insert into ${t} (id, supplier_id, number, issue_date, receipt_date, currency, document, voided, search, version) values ($1, $2, $3, $4, $5, $6, $7, null, $8, $9) on conflict (id) do nothing`,
          [id, doc.supplierId, doc.number, doc.issueDate, doc.receiptDate, doc.currency, JSON.stringify(doc), `${doc.number} ${doc.supplierName} ${doc.note}`.toLowerCase(), e.streamVersion],
        );
      } else {
        const { purchaseInvoiceId: _id, ...voided } = e.data;
        await ctx.sql.query(`update ${t} set voided = $2, version = $3 where id = $1 and version < $3`, [id, JSON.stringify(voided), e.streamVersion]);
      }
    }
    return [...new Set(ids)];
  },
};
