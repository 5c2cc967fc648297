import type { DefectiveEvent, DefectiveReceived } from '@tradedesk/contracts/inventory/defective';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type DefectiveLotState, requirePositive } from '../defective.state.js';

/** A line written off as defective enters the library (decided with the write-off that causes it). */
export type ReceiveDefective = { type: 'ReceiveDefective' } & DefectiveReceived['data'];

/** A lot is received once from its source line, and never a lot of nothing. */
export function decideReceiveDefective(c: ReceiveDefective, s: DefectiveLotState): DefectiveEvent[] {
  if (s.received) throw new DomainError('defective_lot_exists', `Line ${c.source.line} of ${c.source.number} is already in the defective library.`, 409);
  requirePositive(c.quantity, 'quantity');
  const { type: _t, ...data } = c;
  return [{ type: 'DefectiveReceived', data }];
}
