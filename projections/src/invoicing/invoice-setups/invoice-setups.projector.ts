import { INVOICE_SETUP_EVENT_TYPES, INVOICE_SETUPS_READ_MODEL, type InvoiceSetupEvent } from '@tradedesk/contracts/invoicing/invoice-setup';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/** rm.invoice_setups, inline: an invoice issued right after a save numbers with the saved series. */
export const invoiceSetupsProjector: Projector = {
  name: INVOICE_SETUPS_READ_MODEL,
  version: 1,
  inline: true,
  handles: INVOICE_SETUP_EVENT_TYPES,
  tables: ['invoice_setups'],
  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('invoice_setups')} (
      id text primary key, setup jsonb not null, updated_at timestamptz not null, version int not null)`);
  },
  async apply(events, ctx) {
    const t = ctx.table('invoice_setups');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & InvoiceSetupEvent)[]) {
      ids.push(e.data.setupId);
      if (e.type === 'InvoiceSetupSaved')
        await ctx.sql.query(`insert into ${t} (id, setup, updated_at, version) values ($1, $2, $3, $4) on conflict (id) do nothing`, [e.data.setupId, JSON.stringify(e.data.setup), e.recordedAt, e.streamVersion]);
      else
        await ctx.sql.query(`update ${t} set setup = setup || $2::jsonb, updated_at = $3, version = $4 where id = $1 and version < $4`, [e.data.setupId, JSON.stringify(e.data.changes), e.recordedAt, e.streamVersion]);
    }
    return [...new Set(ids)];
  },
};
