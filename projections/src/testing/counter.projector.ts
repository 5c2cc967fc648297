import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../platform/projector.js';

/**
 * A deliberately NON-idempotent read model for platform tests and benchmarks: it adds 1 per
 * event and sums an amount. Any event applied twice, or skipped, shows up in its numbers, so
 * only the daemon's checkpoint discipline keeps it right.
 */
export function counterProjector(opts: { name?: string; handles?: string[]; inline?: boolean; slowMs?: number } = {}): Projector {
  return {
    name: opts.name ?? 'test-counter',
    version: 1,
    inline: opts.inline,
    handles: opts.handles ?? ['Counted'],
    tables: ['test_counters'],
    async migrate(ctx) {
      await ctx.sql.query(`create table if not exists ${ctx.table('test_counters')} (
        stream_id text primary key, n bigint not null, total numeric not null, last_pos bigint not null)`);
    },
    async apply(events: StoredEvent[], ctx) {
      // Aggregate the batch in memory, then one upsert: the shape a fast projector should have.
      const agg = new Map<string, { n: number; total: bigint; last: string }>();
      for (const e of events) {
        const a = agg.get(e.streamId) ?? { n: 0, total: 0n, last: '0' };
        a.n++;
        a.total += BigInt(e.data?.amount ?? 1);
        a.last = e.globalPosition;
        agg.set(e.streamId, a);
      }
      const ids = [...agg.keys()];
      await ctx.sql.query(
        `insert into ${ctx.table('test_counters')} (stream_id, n, total, last_pos)
         select * from unnest($1::text[], $2::bigint[], $3::numeric[], $4::bigint[])
         on conflict (stream_id) do update set n = test_counters.n + excluded.n, total = test_counters.total + excluded.total,
           last_pos = greatest(test_counters.last_pos, excluded.last_pos)`,
        [ids, ids.map((k) => agg.get(k)!.n), ids.map((k) => agg.get(k)!.total.toString()), ids.map((k) => agg.get(k)!.last)],
      );
      if (opts.slowMs) await ctx.sql.query('select pg_sleep($1)', [opts.slowMs / 1000]);
      return ids;
    },
  };
}
