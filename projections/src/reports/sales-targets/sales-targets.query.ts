import type { SalesTargetChange } from '@tradedesk/contracts/reports/report-insight';
import type { Sql } from '../../platform/sql.js';

export interface SalesTargetRow {
  salespersonId: string;
  /** '' = the whole company. */
  warehouseId: string;
  amount: string;
}

/** The targets in force for a month (every scope). */
export async function targetsOfMonth(sql: Sql, month: string): Promise<SalesTargetRow[]> {
  const { rows } = await sql.query<{ salesperson_id: string; warehouse_id: string; amount: string }>(
    `select salesperson_id, warehouse_id, amount::text as amount from rm.sales_targets where month = $1 and amount > 0 order by salesperson_id, warehouse_id`,
    [month],
  );
  return rows.map((r) => ({ salespersonId: r.salesperson_id, warehouseId: r.warehouse_id, amount: r.amount }));
}

/** The amount in force for one month x salesperson x scope ('' = the whole company), or null. */
export async function targetOf(sql: Sql, month: string, salespersonId: string, warehouseId: string): Promise<string | null> {
  const { rows } = await sql.query<{ amount: string }>(`select amount::text as amount from rm.sales_targets where month = $1 and salesperson_id = $2 and warehouse_id = $3 and amount > 0`, [month, salespersonId, warehouseId]);
  return rows[0]?.amount ?? null;
}

/** Every change of a month's targets (optionally one salesperson's), newest first, with the names of who it is for and who set it. */
export async function targetHistory(sql: Sql, month: string, salespersonId?: string): Promise<SalesTargetChange[]> {
  const { rows } = await sql.query<any>(
    `select h.month, h.salesperson_id, coalesce(nullif(sp.name, ''), sp.username, h.salesperson_id) as salesperson_name,
            h.warehouse_id, w.name as warehouse_name, h.amount::text as amount, h.previous_amount::text as previous_amount, h.currency,
            h.set_by, coalesce(nullif(u.name, ''), u.username, h.set_by) as set_by_name,
            to_char(h.set_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as set_at
       from rm.sales_target_history h
       left join rm.users sp on sp.id = h.salesperson_id
       left join rm.users u on u.id = h.set_by
       left join rm.warehouses w on w.id = h.warehouse_id
      where h.month = $1 and ($2::text is null or h.salesperson_id = $2)
      order by h.set_at desc, h.stream_id, h.version desc`,
    [month, salespersonId ?? null],
  );
  return rows.map((r) => ({
    month: r.month, salespersonId: r.salesperson_id, salespersonName: r.salesperson_name, warehouseId: r.warehouse_id || null, warehouseName: r.warehouse_id ? (r.warehouse_name ?? null) : null,
    amount: r.amount, previousAmount: r.previous_amount, currency: r.currency, setBy: r.set_by, setByName: r.set_by_name, setAt: r.set_at,
  }));
}
