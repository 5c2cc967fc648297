import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { SUBMISSION_SETTINGS_EVENT_TYPES, SUBMISSION_SETTINGS_READ_MODEL, type SubmissionSettingsEvent } from '@tradedesk/contracts/invoicing/submission';
import type { Projector } from '../../platform/projector.js';

/** rm.invoice_submission_settings, inline: the office switches and credentials per invoice setup (a save counts for the next submission at once). */
export const submissionSettingsProjector: Projector = {
  name: SUBMISSION_SETTINGS_READ_MODEL,
  version: 1,
  inline: true,
  handles: SUBMISSION_SETTINGS_EVENT_TYPES,
  tables: ['invoice_submission_settings'],
  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('invoice_submission_settings')} (
      setup_id text primary key, offices jsonb not null, version int not null, updated_at timestamptz not null)`);
  },
  async apply(events, ctx) {
    const t = ctx.table('invoice_submission_settings');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & SubmissionSettingsEvent)[]) {
      ids.push(e.data.setupId);
      await ctx.sql.query(
        `insert into ${t} (setup_id, offices, version, updated_at) values ($1, $2, $3, $4)
         on conflict (setup_id) do update set offices = excluded.offices, version = excluded.version, updated_at = excluded.updated_at where ${t}.version < excluded.version`,
        [e.data.setupId, JSON.stringify(e.data.offices), e.streamVersion, e.recordedAt],
      );
    }
    return [...new Set(ids)];
  },
};
