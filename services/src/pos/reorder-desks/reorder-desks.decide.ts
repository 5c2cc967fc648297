import type { DeskEvent } from '@tradedesk/contracts/pos/desks';
import { deskStreamId } from '@tradedesk/contracts/pos/desks';
import { ConcurrencyError, DomainError } from '../../platform/event-store/errors.js';
import { type DeskState, requireDesk } from '../desk.state.js';

/**
 * DeskOrder: the floor order of one area of a store, written at once (docs/pos.md "Desks"). The
 * handler decides it on every listed desk's stream (runEach, one transaction); `deskId` is the
 * stream this decision is about, `deskIds` the whole list in its new order. Places are 1..n in
 * that order (no gaps: the Desk form shows the same numbers the floor uses); only a desk whose
 * place changes records a `DeskChanged` {position}.
 */
export interface ReorderDesks {
  type: 'ReorderDesks';
  deskId: string;
  warehouseId: string;
  area: string;
  deskIds: string[];
  /** The version of this desk the screen saw, when it named one. */
  seenVersion?: number;
  /** This desk stream's version now. */
  streamVersion: number;
  /**
   * From the inline desks read model: the store exists, each listed desk's store and area (null:
   * no such desk), and the ids of every desk (active or disabled) of the area now.
   */
  facts: { warehouseExists: boolean; listed: Record<string, { warehouseId: string; area: string; name: string } | null>; areaDeskIds: string[] };
}

const areaChanged = (area: string) =>
  new DomainError('desk_area_changed', `The tables of area "${area}" changed meanwhile (a table added, or moved to another area): reload the area and order it again.`, 409, { field: 'deskIds', area });

export function decideReorderDesks(c: ReorderDesks, s: DeskState): DeskEvent[] {
  const { facts } = c;
  if (!facts.warehouseExists) throw new DomainError('warehouse_not_found', `No warehouse ${c.warehouseId}.`, 400, { field: 'warehouseId' });
  // The list as a whole first, so every stream's decision refuses it for the same reason.
  c.deskIds.forEach((id, i) => {
    const desk = facts.listed[id];
    if (!desk) throw new DomainError('desk_not_found', `No desk ${id}.`, 404, { field: `deskIds.${i}` });
    if (desk.warehouseId !== c.warehouseId) throw new DomainError('desk_other_store', `Table ${desk.name} is in another store.`, 400, { field: `deskIds.${i}`, name: desk.name });
  });
  // A desk moved to another area, or one added to (or moved into) this area since the screen
  // listed it: the order would leave a desk out or place one that is not there.
  const listed = new Set(c.deskIds);
  if (listed.size !== facts.areaDeskIds.length || facts.areaDeskIds.some((id) => !listed.has(id))) throw areaChanged(c.area);
  // This desk's own stream (the truth, should it have moved since the read model was read).
  requireDesk(s, c.deskId);
  if (s.warehouseId !== c.warehouseId || s.area !== c.area) throw areaChanged(c.area);
  // Changed otherwise since the screen read it (another order saved first, a place typed on Desk).
  if (c.seenVersion !== undefined && c.seenVersion !== c.streamVersion) throw new ConcurrencyError(deskStreamId(c.deskId), c.seenVersion, c.streamVersion);
  const position = c.deskIds.indexOf(c.deskId) + 1;
  return position === s.position ? [] : [{ type: 'DeskChanged', data: { deskId: c.deskId, position } }];
}
