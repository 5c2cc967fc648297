import type { TableEvent } from '@tradedesk/contracts/sales/table-orders';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { decideMoveTableOrder, type MoveTableOrder } from './move-table-order/move-table-order.decide.js';
import { decideOpenTable, type OpenTable } from './open-table/open-table.decide.js';
import { evolveTable, initialTableState, type TableState } from './table.state.js';

export type TableCommand = OpenTable | MoveTableOrder;

/** A restaurant table's orders (docs/sales-retail-checkout.md "Restaurant"). */
export const tableDecider: Decider<TableCommand, TableState, TableEvent> = {
  initialState: initialTableState,
  evolve: evolveTable,
  decide: decideByType<TableCommand, TableState, TableEvent>({ OpenTable: decideOpenTable, MoveTableOrder: decideMoveTableOrder }),
};
