import type { TableColumnsEvent } from '@tradedesk/contracts/settings/table-columns';
import type { TableColumnsState } from '../table-columns.state.js';

export interface SaveTableColumns {
  type: 'SaveTableColumns';
  userId: string;
  table: string;
  columns: string[];
}

/** A layout is saved as given; saving the layout already saved records nothing. */
export function decideSaveTableColumns(c: SaveTableColumns, s: TableColumnsState): TableColumnsEvent[] {
  const before = s.tables[c.table];
  if (before && before.length === c.columns.length && before.every((col, i) => col === c.columns[i])) return [];
  return [{ type: 'TableColumnsSaved', data: { userId: c.userId, table: c.table, columns: c.columns } }];
}
