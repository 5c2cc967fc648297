import type { TableColumnsEvent } from '@tradedesk/contracts/settings/table-columns';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { decideSaveTableColumns, type SaveTableColumns } from './save-table-columns/save-table-columns.decide.js';
import { evolveTableColumns, initialTableColumnsState, type TableColumnsState } from './table-columns.state.js';

export type TableColumnsCommand = SaveTableColumns;

/** A user's column layouts: each command's rule is in the use-case folder named after it. */
export const tableColumnsDecider: Decider<TableColumnsCommand, TableColumnsState, TableColumnsEvent> = {
  initialState: initialTableColumnsState,
  evolve: evolveTableColumns,
  decide: decideByType<TableColumnsCommand, TableColumnsState, TableColumnsEvent>({
    SaveTableColumns: decideSaveTableColumns,
  }),
};
