import type { DeskChanged, DeskEvent } from '@tradedesk/contracts/pos/desks';
import { type DeskState, requireDesk } from '../desk.state.js';

export interface ChangeDesk {
  type: 'ChangeDesk';
  deskId: string;
  name?: string;
  area?: string;
  seats?: number;
  position?: number;
}

/** Rename a desk, move it to another area or place, change its seats; only what differs is recorded. */
export function decideChangeDesk(c: ChangeDesk, s: DeskState): DeskEvent[] {
  requireDesk(s, c.deskId);
  const data: DeskChanged['data'] = { deskId: c.deskId };
  if (c.name !== undefined && c.name !== s.name) data.name = c.name;
  if (c.area !== undefined && c.area !== s.area) data.area = c.area;
  if (c.seats !== undefined && c.seats !== s.seats) data.seats = c.seats;
  if (c.position !== undefined && c.position !== s.position) data.position = c.position;
  return Object.keys(data).length > 1 ? [{ type: 'DeskChanged', data }] : [];
}
