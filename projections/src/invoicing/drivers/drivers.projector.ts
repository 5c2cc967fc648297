import { DRIVER_EVENT_TYPES, DRIVERS_READ_MODEL, type DriverEvent } from '@tradedesk/contracts/invoicing/transport-registers';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/** rm.drivers, inline: the unique index on the name refuses a second driver of one name inside the append (409). */
export const driversProjector: Projector = {
  name: DRIVERS_READ_MODEL,
  version: 1,
  inline: true,
  handles: DRIVER_EVENT_TYPES,
  tables: ['drivers'],
  async migrate(ctx) {
    const t = ctx.table('drivers');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, name text not null, driver jsonb not null, active boolean not null, search text not null, updated_at timestamptz not null, version int not null)`);
    await ctx.sql.query(`create unique index if not exists drivers_name_uq on ${t} (lower(name))`);
  },
  async apply(events, ctx) {
    const t = ctx.table('drivers');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & DriverEvent)[]) {
      const id = e.data.driverId;
      ids.push(id);
      if (e.type === 'DriverCreated') {
        const { driverId: _id, ...driver } = e.data;
        await ctx.sql.query(`insert into ${t} (id, name, driver, active, search, updated_at, version) values ($1, $2, $3, true, '', $4, $5) on conflict (id) do nothing`, [id, driver.name, JSON.stringify(driver), e.recordedAt, e.streamVersion]);
      } else if (e.type === 'DriverChanged')
        await ctx.sql.query(`update ${t} set driver = driver || $2::jsonb, name = coalesce($2::jsonb->>'name', name), updated_at = $3, version = $4 where id = $1 and version < $4`, [id, JSON.stringify(e.data.changes), e.recordedAt, e.streamVersion]);
      else await ctx.sql.query(`update ${t} set active = $2, updated_at = $3, version = $4 where id = $1 and version < $4`, [id, e.type === 'DriverActivated', e.recordedAt, e.streamVersion]);
      await ctx.sql.query(
        `update ${t} set search = lower(concat_ws(' ', driver->>'name', driver->>'idNumber', driver->>'licenceNumber', driver->>'phone', (select string_agg(p, ' ') from jsonb_array_elements_text(driver->'plates') p))) where id = $1`,
        [id],
      );
    }
    return [...new Set(ids)];
  },
};
