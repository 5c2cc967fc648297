import {
  COMPANY_SETTINGS_EVENT_TYPES,
  COMPANY_SETTINGS_READ_MODEL,
  type CompanySettingsEvent,
} from '@tradedesk/contracts/settings/company-settings';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.company_settings, inline: one row per key that was ever recorded, with the stream version
 * and the user who set it. Inline because rules read it at once (IsCloseLang refuses the very
 * next language switch). Keys never recorded take their default in the query.
 */
export const companySettingsProjector: Projector = {
  name: COMPANY_SETTINGS_READ_MODEL,
  version: 1,
  inline: true,
  handles: COMPANY_SETTINGS_EVENT_TYPES,
  tables: ['company_settings'],
  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('company_settings')} (
      key text primary key,
      value jsonb not null,
      updated_at timestamptz not null,
      updated_by text not null,
      version int not null
    )`);
  },
  async apply(events, ctx) {
    const t = ctx.table('company_settings');
    const keys: string[] = [];
    for (const e of events as (StoredEvent & CompanySettingsEvent)[]) {
      let values: Record<string, unknown>;
      switch (e.type) {
        case 'CompanyCreated':
          values = e.data.settings;
          break;
        case 'CompanySettingsChanged':
          values = e.data.changes;
          break;
        default: {
          const _exhaustive: never = e;
          throw new Error(`unhandled ${(_exhaustive as StoredEvent).type}`);
        }
      }
      for (const [key, value] of Object.entries(values)) {
        keys.push(key);
        await ctx.sql.query(
          `insert into ${t} (key, value, updated_at, updated_by, version) values ($1, $2::jsonb, $3, $4, $5)
           on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by, version = excluded.version
           where ${t}.version < excluded.version`,
          [key, JSON.stringify(value), e.recordedAt, e.metadata.userId, e.streamVersion],
        );
      }
    }
    return keys;
  },
};
