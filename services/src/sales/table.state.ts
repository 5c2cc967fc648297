import type { TableEvent } from '@tradedesk/contracts/sales/table-orders';
import type { EvolveEvent } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

/** A table: the order last opened on it or moved to it (null: none, or it moved away). Whether that order still occupies it is a fact read from the order. */
export interface TableState {
  orderId: string | null;
  guests: number | null;
}

export const initialTableState = (): TableState => ({ orderId: null, guests: null });

export function evolveTable(_s: TableState, e: EvolveEvent<TableEvent>): TableState {
  switch (e.type) {
    case 'TableOrderOpened':
    case 'TableOrderMovedIn':
      return { orderId: e.data.orderId, guests: e.data.guests };
    case 'TableOrderMovedOut':
      return { orderId: null, guests: null };
  }
}

/** What a table decision needs to know of a desk. */
export interface DeskFacts {
  exists: boolean;
  active: boolean;
  warehouseId: string;
  name: string;
}

/**
 * The table's order as the loader found it: `orderId` is the order it read (the table's at load
 * time), `open` whether that order still occupies the table. A table whose stream moved on since
 * (another waiter opened it meanwhile) is occupied: the facts no longer describe it.
 */
export interface OccupancyFacts {
  orderId: string | null;
  open: boolean;
  guests: number | null;
}

export function requireUsableDesk(deskId: string, d: DeskFacts, field: string): void {
  if (!d.exists) throw new DomainError('desk_not_found', `No table ${deskId}.`, 404, { field });
  if (!d.active) throw new DomainError('desk_disabled', `Table ${d.name} is disabled.`, 409, { field, name: d.name });
}

export function isOccupied(s: TableState, f: OccupancyFacts): boolean {
  if (s.orderId === null) return false;
  return s.orderId !== f.orderId || f.open;
}

export const deskOccupied = (name: string) => new DomainError('desk_occupied', `Table ${name} is occupied: another order is open on it.`, 409, { name });
