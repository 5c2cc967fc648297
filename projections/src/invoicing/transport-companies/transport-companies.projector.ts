import { TRANSPORT_COMPANIES_READ_MODEL, TRANSPORT_COMPANY_EVENT_TYPES, type TransportCompanyEvent } from '@tradedesk/contracts/invoicing/transport-registers';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.transport_companies, inline: a driver put with a carrier right after it is registered finds
 * it, and the unique index on the name refuses a second carrier of one name inside the append (409).
 */
export const transportCompaniesProjector: Projector = {
  name: TRANSPORT_COMPANIES_READ_MODEL,
  version: 1,
  inline: true,
  handles: TRANSPORT_COMPANY_EVENT_TYPES,
  tables: ['transport_companies'],
  async migrate(ctx) {
    const t = ctx.table('transport_companies');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, name text not null, company jsonb not null, active boolean not null, search text not null, updated_at timestamptz not null, version int not null)`);
    await ctx.sql.query(`create unique index if not exists transport_companies_name_uq on ${t} (lower(name))`);
  },
  async apply(events, ctx) {
    const t = ctx.table('transport_companies');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & TransportCompanyEvent)[]) {
      const id = e.data.transportCompanyId;
      ids.push(id);
      if (e.type === 'TransportCompanyCreated') {
        const { transportCompanyId: _id, ...company } = e.data;
        await ctx.sql.query(`insert into ${t} (id, name, company, active, search, updated_at, version) values ($1, $2, $3, true, '', $4, $5) on conflict (id) do nothing`, [id, company.name, JSON.stringify(company), e.recordedAt, e.streamVersion]);
      } else if (e.type === 'TransportCompanyChanged')
        await ctx.sql.query(`update ${t} set company = company || $2::jsonb, name = coalesce($2::jsonb->>'name', name), updated_at = $3, version = $4 where id = $1 and version < $4`, [id, JSON.stringify(e.data.changes), e.recordedAt, e.streamVersion]);
      else await ctx.sql.query(`update ${t} set active = $2, updated_at = $3, version = $4 where id = $1 and version < $4`, [id, e.type === 'TransportCompanyActivated', e.recordedAt, e.streamVersion]);
      await ctx.sql.query(`update ${t} set search = lower(concat_ws(' ', company->>'name', company->>'taxId', company->>'phone', company->>'email', company->'address'->>'city')) where id = $1`, [id]);
    }
    return [...new Set(ids)];
  },
};
