import { INVOICE_CLIENT_EVENT_TYPES, INVOICE_CLIENTS_READ_MODEL, type InvoiceClientEvent } from '@tradedesk/contracts/invoicing/invoice-clients';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/** rm.invoice_clients, inline: an invoice made out right after the client is registered finds it. */
export const invoiceClientsProjector: Projector = {
  name: INVOICE_CLIENTS_READ_MODEL,
  version: 1,
  inline: true,
  handles: INVOICE_CLIENT_EVENT_TYPES,
  tables: ['invoice_clients'],
  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('invoice_clients')} (
      id text primary key, client jsonb not null, search text not null, updated_at timestamptz not null, version int not null)`);
  },
  async apply(events, ctx) {
    const t = ctx.table('invoice_clients');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & InvoiceClientEvent)[]) {
      ids.push(e.data.clientId);
      if (e.type === 'InvoiceClientCreated') {
        const { clientId, ...client } = e.data;
        await ctx.sql.query(`insert into ${t} (id, client, search, updated_at, version) values ($1, $2, '', $3, $4) on conflict (id) do nothing`, [clientId, JSON.stringify(client), e.recordedAt, e.streamVersion]);
      } else
        await ctx.sql.query(`update ${t} set client = client || $2::jsonb, updated_at = $3, version = $4 where id = $1 and version < $4`, [e.data.clientId, JSON.stringify(e.data.changes), e.recordedAt, e.streamVersion]);
      await ctx.sql.query(`update ${t} set search = lower(concat_ws(' ', client->>'name', client->>'taxId', client->>'vatId', client->>'email')) where id = $1`, [e.data.clientId]);
    }
    return [...new Set(ids)];
  },
};
