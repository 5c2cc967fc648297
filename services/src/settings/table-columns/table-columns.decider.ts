import type { TableColumnsEvent } from '@tradedesk/contracts/settings/table-columns';
import type { Decider } from '../../platform/cqrs/decider.js';

/** One stream per user: table name -> the columns saved last. */
export interface TableColumnsState {
  tables: Record<string, string[]>;
}

export type TableColumnsCommand = { type: 'SaveTableColumns'; userId: string; table: string; columns: string[] };

export const tableColumnsDecider: Decider<TableColumnsCommand, TableColumnsState, TableColumnsEvent> = {
  initialState: () => ({ tables: {} }),
  decide(cmd, s) {
    const before = s.tables[cmd.table];
    if (before && before.length === cmd.columns.length && before.every((c, i) => c === cmd.columns[i])) return [];
    return [{ type: 'TableColumnsSaved', data: { userId: cmd.userId, table: cmd.table, columns: cmd.columns } }];
  },
  evolve(s, e) {
    switch (e.type) {
      case 'TableColumnsSaved':
        return { tables: { ...s.tables, [e.data.table]: e.data.columns } };
      default: {
        const _exhaustive: never = e.type;
        return s;
      }
    }
  },
};
