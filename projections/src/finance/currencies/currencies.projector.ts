import { CURRENCY_EVENT_TYPES, CURRENCY_READ_MODEL, type CurrencyEvent } from '@tradedesk/contracts/finance/currencies';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector, ProjectorContext } from '../../platform/projector.js';

/**
 * rm.currencies: one row per currency the company added (docs/finance.md). Inline, so a rate in a
 * currency added a moment ago is accepted at once.
 */
export const currenciesProjector: Projector = {
  name: CURRENCY_READ_MODEL,
  version: 1,
  inline: true,
  handles: CURRENCY_EVENT_TYPES,
  tables: ['currencies'],

  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('currencies')} (
      code text primary key,
      id text not null,
      name text not null,
      decimals int not null,
      added_at timestamptz not null,
      version int not null
    )`);
  },

  async apply(events: StoredEvent[], ctx: ProjectorContext) {
    const t = ctx.table('currencies');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & CurrencyEvent)[]) {
      ids.push(e.data.code);
      await ctx.sql.query(
        `insert into ${t} (code, id, name, decimals, added_at, version) values ($1, $2, $3, $4, $5, $6) on conflict (code) do nothing`,
        [e.data.code, e.data.currencyId, e.data.name, e.data.decimals, e.recordedAt, e.streamVersion],
      );
    }
    return ids;
  },
};
