import { WAYBILL_EVENT_TYPES, WAYBILLS_READ_MODEL, type WaybillEvent } from '@tradedesk/contracts/invoicing/waybill';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.waybills: one row per issued guía de despacho, the document as issued in `document`. Inline,
 * so the document view answers right after the issue and a folio is never listed twice for a setup.
 */
export const waybillsProjector: Projector = {
  name: WAYBILLS_READ_MODEL,
  version: 1,
  inline: true,
  handles: WAYBILL_EVENT_TYPES,
  tables: ['waybills'],
  async migrate(ctx) {
    const t = ctx.table('waybills');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, setup_id text not null, folio int not null, issue_date date not null, traslado int not null, receiver_name text not null,
      receiver_rut text not null, sale_order_number text, carrier_name text not null, driver_name text not null, plate text not null, total numeric,
      issued_at timestamptz not null, search text not null, document jsonb not null)`);
    await ctx.sql.query(`create unique index if not exists waybills_folio_uq on ${t} (setup_id, folio)`);
    await ctx.sql.query(`create index if not exists waybills_issued_ix on ${t} (issued_at desc, folio desc)`);
  },
  async apply(events, ctx) {
    const ids: string[] = [];
    for (const e of events as (StoredEvent & WaybillEvent)[]) {
      const d = e.data;
      ids.push(d.waybillId);
      const search = [d.number, d.receiver.name, d.receiver.taxId, d.saleOrder?.number, d.carrier.name, d.driver.name, d.plate, d.destination.street, d.destination.city].filter(Boolean).join(' ').toLowerCase();
      await ctx.sql.query(
        `insert into ${ctx.table('waybills')} (id, setup_id, folio, issue_date, traslado, receiver_name, receiver_rut, sale_order_number, carrier_name, driver_name, plate, total, issued_at, search, document)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15) on conflict (id) do nothing`,
        [d.waybillId, d.setupId, d.folio, d.issueDate, d.traslado, d.receiver.name, d.receiver.taxId, d.saleOrder?.number ?? null, d.carrier.name, d.driver.name, d.plate, d.totals?.total ?? null, d.issuedAt, search, JSON.stringify(d)],
      );
    }
    return ids;
  },
};
