import type { DeskEvent } from '@tradedesk/contracts/pos/desks';
import { DomainError } from '../../platform/event-store/errors.js';
import type { DeskState } from '../desk.state.js';

export interface CreateDesk {
  type: 'CreateDesk';
  deskId: string;
  warehouseId: string;
  name: string;
  area: string;
  seats: number;
  position: number;
  facts: { warehouseExists: boolean };
}

/** A new table of a store, active. A name taken in the same store is refused by the read model's index (409). */
export function decideCreateDesk(c: CreateDesk, s: DeskState): DeskEvent[] {
  if (s.exists) throw new DomainError('desk_exists', `Desk ${c.deskId} exists already.`, 409);
  if (!c.facts.warehouseExists) throw new DomainError('warehouse_not_found', `No warehouse ${c.warehouseId}.`, 400, { field: 'warehouseId' });
  return [{ type: 'DeskCreated', data: { deskId: c.deskId, warehouseId: c.warehouseId, name: c.name, area: c.area, seats: c.seats, position: c.position } }];
}
