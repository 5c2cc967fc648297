import { queryOptions, useQuery } from '@tanstack/react-query';
import { TABLE_COLUMNS_READ_MODEL, type TableColumns } from '@tradedesk/contracts/settings/table-columns';
import { api } from '../../lib/api';

/**
 * GET and POST /be/api/table-column-config/columns: my saved column layout of a table
 * ({table, columns: visible ids in order}; [] = default layout). Lives beside the DataGrid, the only
 * widget that uses it.
 */
export async function getTableColumns(table: string): Promise<TableColumns> {
  const envelope = await api.get<TableColumns>('/api/table-column-config/columns', { table }, { silent: true });
  return envelope.data ?? { table, columns: [], saved: false };
}

export const saveTableColumns = (table: string, columns: string[]) =>
  api.post<unknown>('/api/table-column-config/columns', { table, columns }, { silent: true });

export const tableColumnsQueryOptions = (table: string) =>
  queryOptions({
    queryKey: [TABLE_COLUMNS_READ_MODEL, table],
    queryFn: () => getTableColumns(table),
    // Another tab saving a layout must not reshuffle the grid under the user's hands.
    staleTime: Infinity,
    retry: false,
  });

export const useTableColumns = (table: string | undefined) => useQuery({ ...tableColumnsQueryOptions(table ?? ''), enabled: Boolean(table) });
