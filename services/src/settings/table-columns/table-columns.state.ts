import type { TableColumnsEvent } from '@tradedesk/contracts/settings/table-columns';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';

/** One stream per user: table name -> the columns saved last. */
export interface TableColumnsState {
  tables: Record<string, string[]>;
}

export const initialTableColumnsState = (): TableColumnsState => ({ tables: {} });

export function evolveTableColumns(s: TableColumnsState, e: EvolveEvent<TableColumnsEvent>): TableColumnsState {
  switch (e.type) {
    case 'TableColumnsSaved':
      return { tables: { ...s.tables, [e.data.table]: e.data.columns } };
    default: {
      const _exhaustive: never = e.type;
      return s;
    }
  }
}
