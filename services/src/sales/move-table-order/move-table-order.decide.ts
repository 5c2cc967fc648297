import type { TableEvent } from '@tradedesk/contracts/sales/table-orders';
import { DomainError } from '../../platform/event-store/errors.js';
import { type DeskFacts, deskOccupied, isOccupied, type OccupancyFacts, requireUsableDesk, type TableState } from '../table.state.js';

/**
 * Move a table's open order to another free table of the same store: decided on each of the two
 * tables' streams (runEach, one transaction): the one it leaves, the one it goes to.
 */
export interface MoveTableOrder {
  type: 'MoveTableOrder';
  /** The stream this decision is about: the table left or the table taken. */
  deskId: string;
  fromDeskId: string;
  toDeskId: string;
  facts: { from: DeskFacts; to: DeskFacts; fromOccupancy: OccupancyFacts; toOccupancy: OccupancyFacts };
}

export function decideMoveTableOrder(c: MoveTableOrder, s: TableState): TableEvent[] {
  const { from, to, fromOccupancy, toOccupancy } = c.facts;
  if (c.fromDeskId === c.toDeskId) throw new DomainError('same_table', 'The order is on this table already.', 400, { field: 'toDeskId' });
  if (!from.exists) throw new DomainError('desk_not_found', `No table ${c.fromDeskId}.`, 404);
  requireUsableDesk(c.toDeskId, to, 'toDeskId');
  if (from.warehouseId !== to.warehouseId) throw new DomainError('desk_other_store', `Table ${to.name} is in another store.`, 400, { field: 'toDeskId', name: to.name });
  const orderId = fromOccupancy.orderId;
  if (c.deskId === c.fromDeskId) {
    if (s.orderId === null || s.orderId !== orderId || !fromOccupancy.open) throw new DomainError('table_not_open', `Table ${from.name} has no open order.`, 409, { name: from.name });
    return [{ type: 'TableOrderMovedOut', data: { deskId: c.fromDeskId, orderId, toDeskId: c.toDeskId } }];
  }
  if (isOccupied(s, toOccupancy)) throw deskOccupied(to.name);
  return [{ type: 'TableOrderMovedIn', data: { deskId: c.toDeskId, orderId: orderId!, fromDeskId: c.fromDeskId, guests: fromOccupancy.guests } }];
}
