import { STOCK_COUNT_EVENT_TYPES, STOCK_COUNTS_READ_MODEL, type StockCountOpened, type StockCountLinesRecorded, type StockCountPosted } from '@tradedesk/contracts/inventory/count';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector, ProjectorContext } from '../../platform/projector.js';

type CountEvent = StockCountOpened | StockCountLinesRecorded | StockCountPosted;

/**
 * rm.stock_counts: one row per count order with its expected (book at opening) lines, its
 * counted lines and, once posted, what posting found. Each row carries the stream version it
 * reflects; an event at or below it is a replay and changes nothing.
 */
export const stockCountsProjector: Projector = {
  name: STOCK_COUNTS_READ_MODEL,
  version: 1,
  handles: STOCK_COUNT_EVENT_TYPES,
  tables: ['stock_counts'],

  async migrate(ctx) {
    const t = ctx.table('stock_counts');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key,
      number text not null,
      warehouse_id text not null,
      zone_id text,
      note text not null,
      status text not null,
      expected jsonb not null,
      lines jsonb not null,
      posted_lines jsonb,
      counted_lines int not null,
      created_by text not null,
      created_at timestamptz not null,
      posted_by text,
      posted_at timestamptz,
      version int not null
    )`);
    await ctx.sql.query(`create index if not exists stock_counts_created_ix on ${t} (created_at desc, id)`);
  },

  async apply(events: StoredEvent[], ctx: ProjectorContext) {
    const t = ctx.table('stock_counts');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & CountEvent)[]) {
      ids.push(e.data.countId);
      switch (e.type) {
        case 'StockCountOpened':
          await ctx.sql.query(
            `insert into ${t} (id, number, warehouse_id, zone_id, note, status, expected, lines, counted_lines, created_by, created_at, version)
             values ($1, $2, $3, $4, $5, 'draft', $6::jsonb, '[]'::jsonb, 0, $7, $8, $9) on conflict (id) do nothing`,
            [e.data.countId, e.data.number, e.data.warehouseId, e.data.zoneId, e.data.note, JSON.stringify(e.data.expected), e.metadata.userId, e.recordedAt, e.streamVersion],
          );
          break;
        case 'StockCountLinesRecorded':
          await ctx.sql.query(`update ${t} set lines = $2::jsonb, counted_lines = $3, version = $4 where id = $1 and version < $4`, [
            e.data.countId,
            JSON.stringify(e.data.lines),
            e.data.lines.length,
            e.streamVersion,
          ]);
          break;
        case 'StockCountPosted':
          await ctx.sql.query(`update ${t} set status = 'posted', posted_lines = $2::jsonb, posted_by = $3, posted_at = $4, version = $5 where id = $1 and version < $5`, [
            e.data.countId,
            JSON.stringify(e.data.lines),
            e.metadata.userId,
            e.recordedAt,
            e.streamVersion,
          ]);
          break;
        default: {
          const _exhaustive: never = e;
          throw new Error(`unhandled ${(_exhaustive as StoredEvent).type}`);
        }
      }
    }
    return ids;
  },
};
