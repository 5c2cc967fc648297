import type { InvoiceIssued } from '@tradedesk/contracts/invoicing/invoice';
import { TILL_BOLETAS_READ_MODEL, type TillBoletaFailed } from '@tradedesk/contracts/invoicing/till-boletas';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.till_boletas (docs/invoicing-es-latam.md "Boletas from the POS till"): one row per till sale
 * whose boleta was issued (the boleta's id, series and number) or could not be (pending, with the
 * reason of the last attempt). Inline, so the till's receipt and sale list read the number as soon
 * as the boleta is committed. An issued boleta is final: a failure replayed after it changes nothing.
 */
export const tillBoletasProjector: Projector = {
  name: TILL_BOLETAS_READ_MODEL,
  version: 1,
  inline: true,
  handles: ['InvoiceIssued', 'TillBoletaFailed'],
  tables: ['till_boletas'],
  readsMetadata: false,
  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('till_boletas')} (
      sale_id text primary key, status text not null, invoice_id text, series text, number text, reason text, message text, updated_at timestamptz not null, position bigint not null)`);
    await ctx.sql.query(`create index if not exists till_boletas_pending_ix on ${ctx.table('till_boletas')} (updated_at) where status = 'pending'`);
  },
  async apply(events, ctx) {
    const t = ctx.table('till_boletas');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & (InvoiceIssued | TillBoletaFailed))[]) {
      if (e.type === 'InvoiceIssued') {
        const d = e.data;
        if (!d.tillSale) continue;
        ids.push(d.tillSale.saleId);
        await ctx.sql.query(
          `insert into ${t} (sale_id, status, invoice_id, series, number, reason, message, updated_at, position) values ($1, 'issued', $2, $3, $4, null, null, $5, $6)
           on conflict (sale_id) do update set status = 'issued', invoice_id = excluded.invoice_id, series = excluded.series, number = excluded.number, reason = null, message = null, updated_at = excluded.updated_at, position = excluded.position`,
          [d.tillSale.saleId, d.invoiceId, d.series, d.number, d.issuedAt, e.globalPosition],
        );
      } else {
        const d = e.data;
        ids.push(d.saleId);
        await ctx.sql.query(
          `insert into ${t} (sale_id, status, reason, message, updated_at, position) values ($1, 'pending', $2, $3, $4, $5)
           on conflict (sale_id) do update set reason = excluded.reason, message = excluded.message, updated_at = excluded.updated_at, position = excluded.position where ${t}.status = 'pending'`,
          [d.saleId, d.reason, d.message, d.failedAt, e.globalPosition],
        );
      }
    }
    return ids;
  },
};
