import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { VAT_RATE_EVENT_TYPES, VAT_RATES_READ_MODEL, type VatRateEvent } from '@tradedesk/contracts/invoicing/vat-rates';
import type { Projector } from '../../platform/projector.js';

/** rm.invoice_vat_rates: the rates added on the screen (the seeded defaults are contract data), inline. */
export const vatRatesProjector: Projector = {
  name: VAT_RATES_READ_MODEL,
  version: 1,
  inline: true,
  handles: VAT_RATE_EVENT_TYPES,
  tables: ['invoice_vat_rates'],
  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('invoice_vat_rates')} (
      id text primary key, country text not null, rate numeric not null, label text not null, valid_from date not null, valid_to date, added_at timestamptz not null, added_by text not null)`);
  },
  async apply(events, ctx) {
    for (const e of events as (StoredEvent & VatRateEvent)[])
      await ctx.sql.query(`insert into ${ctx.table('invoice_vat_rates')} (id, country, rate, label, valid_from, valid_to, added_at, added_by) values ($1,$2,$3,$4,$5,$6,$7,$8) on conflict (id) do nothing`, [
        e.data.id, e.data.country, e.data.rate, e.data.label, e.data.validFrom, e.data.validTo, e.recordedAt, e.metadata.userId,
      ]);
    return events.map((e) => (e.data as VatRateEvent['data']).country);
  },
};
