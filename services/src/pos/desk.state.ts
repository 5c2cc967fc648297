import type { DeskEvent } from '@tradedesk/contracts/pos/desks';
import type { EvolveEvent } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

export interface DeskState {
  exists: boolean;
  warehouseId: string;
  name: string;
  area: string;
  seats: number;
  position: number;
  active: boolean;
}

export const initialDeskState = (): DeskState => ({ exists: false, warehouseId: '', name: '', area: '', seats: 0, position: 0, active: false });

export function evolveDesk(s: DeskState, e: EvolveEvent<DeskEvent>): DeskState {
  switch (e.type) {
    case 'DeskCreated': {
      const { deskId: _id, ...d } = e.data;
      return { exists: true, active: true, ...d };
    }
    case 'DeskChanged': {
      const { deskId: _id, ...changes } = e.data;
      return { ...s, ...changes };
    }
    case 'DeskDisabled':
      return { ...s, active: false };
    case 'DeskEnabled':
      return { ...s, active: true };
  }
}

export function requireDesk(s: DeskState, id: string): void {
  if (!s.exists) throw new DomainError('desk_not_found', `No desk ${id}.`, 404);
}
