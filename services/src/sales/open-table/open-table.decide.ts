import type { TableEvent } from '@tradedesk/contracts/sales/table-orders';
import { type DeskFacts, deskOccupied, isOccupied, type OccupancyFacts, requireUsableDesk, type TableState } from '../table.state.js';

export interface OpenTable {
  type: 'OpenTable';
  deskId: string;
  /** The new order's id (the sale order created with it, same transaction). */
  orderId: string;
  guests: number | null;
  facts: { desk: DeskFacts; occupancy: OccupancyFacts };
}

/** A free, active table gets a new order; an occupied one is refused (409 desk_occupied). The same order again (a retried command) records nothing. */
export function decideOpenTable(c: OpenTable, s: TableState): TableEvent[] {
  if (s.orderId === c.orderId) return [];
  requireUsableDesk(c.deskId, c.facts.desk, 'deskId');
  if (isOccupied(s, c.facts.occupancy)) throw deskOccupied(c.facts.desk.name);
  return [{ type: 'TableOrderOpened', data: { deskId: c.deskId, orderId: c.orderId, guests: c.guests } }];
}
