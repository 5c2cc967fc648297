import type { TableColumns } from '@tradedesk/contracts/settings/table-columns';
import type { Sql } from '../../platform/sql.js';

export async function readTableColumns(sql: Sql, userId: string, table: string): Promise<TableColumns> {
  const { rows } = await sql.query<{ columns: string[] }>('select columns from rm.table_columns where user_id = $1 and table_name = $2', [userId, table]);
  return rows.length ? { table, columns: rows[0].columns, saved: true } : { table, columns: [], saved: false };
}
