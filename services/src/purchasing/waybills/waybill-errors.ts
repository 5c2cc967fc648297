import { isUniqueViolation } from '@tradedesk/projections/platform/sql';
import { DomainError } from '../../platform/event-store/errors.js';

/** Runs a waybill command; a B/L number another waybill has (the list's unique index, inline) becomes a 409. */
export async function withUniqueBl<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e, 'sea_waybills_bl_uq')) throw new DomainError('bl_number_taken', 'blNumber: another sea waybill has this B/L number.', 409, { field: 'blNumber' });
    throw e;
  }
}

/** What a waybill command answers: its id, where its stream stands, and whether anything was recorded. */
export const waybillAnswer = (id: string, r: { streamVersion: number; globalPosition: string; events: unknown[] }) => ({
  id,
  streamVersion: r.streamVersion,
  globalPosition: r.globalPosition,
  changed: r.events.length > 0,
});
