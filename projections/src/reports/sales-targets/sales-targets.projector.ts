import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { SALES_TARGET_EVENT_TYPES, SALES_TARGETS_READ_MODEL, type SalesTargetEvent } from '@tradedesk/contracts/reports/report-insight';
import type { Projector, ProjectorContext } from '../../platform/projector.js';

/**
 * The sales targets (docs/report-insight.md "Target completion"):
 * - rm.sales_targets: the target in force per month x salesperson x scope (warehouse_id '' = the
 *   whole company); a target set to 0 is cleared (the row stays with 0 and its version, so a
 *   replayed older event cannot bring the old amount back; the queries leave it out);
 * - rm.sales_target_history: every change with the amount before it, who and when.
 * Rows carry the stream version they reflect: an event applied twice changes nothing.
 */
export const salesTargetsProjector: Projector = {
  name: SALES_TARGETS_READ_MODEL,
  version: 1,
  handles: SALES_TARGET_EVENT_TYPES,
  tables: ['sales_targets', 'sales_target_history'],

  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('sales_targets')} (
      month text not null, salesperson_id text not null, warehouse_id text not null,
      amount numeric not null, currency text not null, set_by text not null, set_at timestamptz not null, version int not null,
      primary key (month, salesperson_id, warehouse_id))`);
    await ctx.sql.query(`create table if not exists ${ctx.table('sales_target_history')} (
      stream_id text not null, version int not null, month text not null, salesperson_id text not null, warehouse_id text not null,
      amount numeric not null, previous_amount numeric, currency text not null, set_by text not null, set_at timestamptz not null,
      primary key (stream_id, version))`);
    await ctx.sql.query(`create index if not exists sales_target_history_month_ix on ${ctx.table('sales_target_history')} (month, set_at desc)`);
  },

  async apply(events: StoredEvent[], ctx: ProjectorContext) {
    const targets = ctx.table('sales_targets');
    const history = ctx.table('sales_target_history');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & SalesTargetEvent)[]) {
      switch (e.type) {
        case 'SalesTargetSet': {
          const d = e.data;
          const scope = d.warehouseId ?? '';
          ids.push(`${d.month}|${d.salespersonId}|${scope}`);
          await ctx.sql.query(
            `insert into ${history} (stream_id, version, month, salesperson_id, warehouse_id, amount, previous_amount, currency, set_by, set_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (stream_id, version) do nothing`,
            [e.streamId, e.streamVersion, d.month, d.salespersonId, scope, d.amount, d.previousAmount, d.currency, e.metadata.userId, e.recordedAt],
          );
          await ctx.sql.query(
            `insert into ${targets} (month, salesperson_id, warehouse_id, amount, currency, set_by, set_at, version) values ($1, $2, $3, $4, $5, $6, $7, $8)
             on conflict (month, salesperson_id, warehouse_id) do update set amount = excluded.amount, currency = excluded.currency,
               set_by = excluded.set_by, set_at = excluded.set_at, version = excluded.version
             where ${targets}.version < excluded.version`,
            [d.month, d.salespersonId, scope, d.amount, d.currency, e.metadata.userId, e.recordedAt, e.streamVersion],
          );
          break;
        }
        default: {
          const _exhaustive: never = e.type;
          throw new Error(`unhandled ${String(_exhaustive)}`);
        }
      }
    }
    return ids;
  },
};
