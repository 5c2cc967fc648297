import { EXCHANGE_RATE_EVENT_TYPES, EXCHANGE_RATE_READ_MODEL, type ExchangeRateEvent } from '@tradedesk/contracts/finance/currencies';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector, ProjectorContext } from '../../platform/projector.js';

/**
 * rm.exchange_rates: every rate ever entered (the history; a rate is never edited). The rate of a
 * pair at a moment is the row with the latest effective time at or before it (ties: the later
 * entry).
 */
export const exchangeRatesProjector: Projector = {
  name: EXCHANGE_RATE_READ_MODEL,
  version: 1,
  handles: EXCHANGE_RATE_EVENT_TYPES,
  tables: ['exchange_rates'],

  async migrate(ctx) {
    const t = ctx.table('exchange_rates');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key,
      position bigint not null,
      from_code text not null,
      to_code text not null,
      rate numeric not null,
      effective_at timestamptz not null,
      memo text not null,
      entered_at timestamptz not null,
      entered_by text not null
    )`);
    await ctx.sql.query(`create index if not exists exchange_rates_pair_ix on ${t} (from_code, to_code, effective_at desc, position desc)`);
  },

  async apply(events: StoredEvent[], ctx: ProjectorContext) {
    const t = ctx.table('exchange_rates');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & ExchangeRateEvent)[]) {
      ids.push(`${e.data.fromCode}-${e.data.toCode}`);
      await ctx.sql.query(
        `insert into ${t} (id, position, from_code, to_code, rate, effective_at, memo, entered_at, entered_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (id) do nothing`,
        [e.data.rateId, e.globalPosition, e.data.fromCode, e.data.toCode, e.data.rate, e.data.effectiveAt, e.data.memo, e.recordedAt, e.metadata.userId],
      );
    }
    return ids;
  },
};
