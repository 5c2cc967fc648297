import { TABLE_COLUMNS_EVENT_TYPES, TABLE_COLUMNS_READ_MODEL, type TableColumnsEvent } from '@tradedesk/contracts/settings/table-columns';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/** rm.table_columns, inline: a list reads its layout right after saving it. One row per user and table. */
export const tableColumnsProjector: Projector = {
  name: TABLE_COLUMNS_READ_MODEL,
  version: 1,
  inline: true,
  handles: TABLE_COLUMNS_EVENT_TYPES,
  tables: ['table_columns'],
  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('table_columns')} (
      user_id text not null,
      table_name text not null,
      columns jsonb not null,
      updated_at timestamptz not null,
      version int not null,
      primary key (user_id, table_name)
    )`);
  },
  async apply(events, ctx) {
    const t = ctx.table('table_columns');
    for (const e of events as (StoredEvent & TableColumnsEvent)[]) {
      switch (e.type) {
        case 'TableColumnsSaved':
          await ctx.sql.query(
            `insert into ${t} (user_id, table_name, columns, updated_at, version) values ($1, $2, $3::jsonb, $4, $5)
             on conflict (user_id, table_name) do update set columns = excluded.columns, updated_at = excluded.updated_at, version = excluded.version
             where ${t}.version < excluded.version`,
            [e.data.userId, e.data.table, JSON.stringify(e.data.columns), e.recordedAt, e.streamVersion],
          );
          break;
        default: {
          const _exhaustive: never = e.type;
          throw new Error(`unhandled ${String(_exhaustive)}`);
        }
      }
    }
    return [];
  },
};
