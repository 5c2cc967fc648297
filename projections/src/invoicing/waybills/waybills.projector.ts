import type { IssuedDocument } from '@tradedesk/contracts/invoicing/invoice';
import { WAYBILL_EVENT_TYPES, WAYBILLS_READ_MODEL, type WaybillEvent } from '@tradedesk/contracts/invoicing/waybill';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { type Projector, ProjectionRefusal } from '../../platform/projector.js';

/**
 * rm.waybills: one row per issued guía de despacho, the document as issued in `document`, and the
 * factura that billed it (from InvoiceIssued's `waybills`, the Referencias TpoDocRef 52: a factura of
 * whole sale orders, or of chosen guías) until a credit note annulling that factura frees it
 * (CreditNoteIssued's `frees`). Inline,
 * so the document view answers right after the issue, a folio is never listed twice for a setup,
 * two guías of one sale order at once never carry more than was ordered and two facturas at once
 * never bill one guía twice (the second is refused, its append and folio rolled back).
 */
export const waybillsProjector: Projector = {
  name: WAYBILLS_READ_MODEL,
  version: 3,
  inline: true,
  handles: [...WAYBILL_EVENT_TYPES, 'InvoiceIssued', 'CreditNoteIssued'],
  tables: ['waybills'],
  async migrate(ctx) {
    const t = ctx.table('waybills');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, setup_id text not null, folio int not null, issue_date date not null, traslado int not null, receiver_name text not null,
      receiver_rut text not null, sale_order_id text, sale_order_number text, carrier_name text not null, driver_name text not null, plate text not null, total numeric,
      issued_at timestamptz not null, search text not null, document jsonb not null, billed_by_id text, billed_by_number text)`);
    await ctx.sql.query(`create unique index if not exists waybills_folio_uq on ${t} (setup_id, folio)`);
    await ctx.sql.query(`create index if not exists waybills_issued_ix on ${t} (issued_at desc, folio desc)`);
    await ctx.sql.query(`create index if not exists waybills_sale_order_ix on ${t} (sale_order_id) where sale_order_id is not null`);
  },
  async apply(events, ctx) {
    const ids: string[] = [];
    const t = ctx.table('waybills');
    for (const e of events as StoredEvent[]) {
      // A nota de crédito annulling a factura of guías (CodRef 1) frees them: billable again, by a new factura.
      if (e.type === 'CreditNoteIssued') {
        const note = e.data as IssuedDocument;
        if (!note.frees?.waybills.length || !note.corrects) continue;
        const { rows } = await ctx.sql.query<{ id: string }>(
          `update ${t} set billed_by_id = null, billed_by_number = null where id = any($1::text[]) and billed_by_id = $2 returning id`,
          [note.frees.waybills.map((w) => w.waybillId), note.corrects.invoiceId],
        );
        ids.push(...rows.map((r) => r.id));
        continue;
      }
      if (e.type === 'InvoiceIssued') {
        const inv = e.data as IssuedDocument;
        // A factura of whole orders and a factura of chosen guías of one order at once (docs/invoicing.md
        // "A factura of chosen guías"): whichever comes second is refused, so the order is never billed twice.
        if (ctx.phase === 'append' && inv.country === 'CL' && inv.kind === 'invoice') {
          if (!inv.fromWaybills && inv.saleOrders.length) {
            const { rows: other } = await ctx.sql.query<{ folio: number; billed_by_number: string }>(
              `select folio, billed_by_number from ${t} where sale_order_id = any($1::text[]) and billed_by_id is not null and billed_by_id <> $2 order by folio limit 1`,
              [inv.saleOrders.map((o) => o.id), inv.invoiceId],
            );
            if (other[0]) throw new ProjectionRefusal('waybill_billed', `saleOrderIds: guía de despacho ${other[0].folio} of this order was billed by factura ${other[0].billed_by_number} a moment ago.`, 409);
          }
          if (inv.fromWaybills && inv.waybills?.length) {
            const { rows: whole } = await ctx.sql.query<{ number: string }>(
              `select i.number from rm.invoiced_sale_orders i join ${t} w on w.sale_order_id = i.sale_order_id where w.id = any($1::text[]) limit 1`,
              [inv.waybills.map((w) => w.waybillId)],
            );
            if (whole[0]) throw new ProjectionRefusal('sale_order_invoiced', `waybillIds: the sale order of a chosen guía was invoiced whole by ${whole[0].number} a moment ago.`, 409);
          }
        }
        if (!inv.waybills?.length) continue;
        const wanted = inv.waybills.map((w) => w.waybillId);
        const { rows } = await ctx.sql.query<{ id: string }>(
          `update ${t} set billed_by_id = $2, billed_by_number = $3 where id = any($1::text[]) and (billed_by_id is null or billed_by_id = $2) returning id`,
          [wanted, inv.invoiceId, inv.number],
        );
        // Two facturas naming one guía at the same moment: both decided on "not billed yet"; the second is refused.
        if (rows.length < wanted.length && ctx.phase === 'append') {
          const missing = inv.waybills.filter((w) => !rows.some((r) => r.id === w.waybillId)).map((w) => w.folio);
          throw new ProjectionRefusal('waybill_billed', `saleOrderIds: guía de despacho ${missing.join(', ')} was billed by another factura a moment ago.`, 409);
        }
        ids.push(...rows.map((r) => r.id));
        continue;
      }
      const d = e.data as WaybillEvent['data'];
      ids.push(d.waybillId);
      const search = [d.number, d.receiver.name, d.receiver.taxId, d.saleOrder?.number, d.carrier.name, d.driver.name, d.plate, d.destination.street, d.destination.city].filter(Boolean).join(' ').toLowerCase();
      const { rowCount } = await ctx.sql.query(
        `insert into ${t} (id, setup_id, folio, issue_date, traslado, receiver_name, receiver_rut, sale_order_id, sale_order_number, carrier_name, driver_name, plate, total, issued_at, search, document)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16) on conflict (id) do nothing`,
        [d.waybillId, d.setupId, d.folio, d.issueDate, d.traslado, d.receiver.name, d.receiver.taxId, d.saleOrder?.id ?? null, d.saleOrder?.number ?? null, d.carrier.name, d.driver.name, d.plate, d.totals?.total ?? null, d.issuedAt, search, JSON.stringify(d)],
      );
      // Two guías of one sale order at once: both decided on what earlier guías carried; the second
      // to get here sees the first (issuers of one setup queue on its folio counter) and is refused
      // when together they carry more of a line than was ordered.
      if (rowCount && d.saleOrder && ctx.phase === 'append' && d.lines.some((l) => l.orderLine)) {
        const { rows } = await ctx.sql.query<{ line_no: number; carried: string }>(
          `select (l->'orderLine'->>'lineNo')::int as line_no, sum((l->>'quantity')::numeric)::text as carried
             from ${t}, jsonb_array_elements(document->'lines') l where sale_order_id = $1 and l ? 'orderLine' group by 1`,
          [d.saleOrder.id],
        );
        for (const l of d.lines) {
          const carried = rows.find((r) => Number(r.line_no) === l.orderLine?.lineNo)?.carried;
          if (l.orderLine && carried && Number(carried) > Number(l.orderLine.ordered))
            throw new ProjectionRefusal('waybill_exceeds_order', `orderLines.${l.orderLine.lineNo}: another guía of sale order ${d.saleOrder.number} carried part of ${l.description} a moment ago; check what is left and issue again.`, 409);
        }
      }
    }
    return ids;
  },
};
