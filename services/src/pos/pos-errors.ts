import { isUniqueViolation } from '@tradedesk/projections/platform/sql';
import { DomainError } from '../platform/event-store/errors.js';

/** Runs a command; what an inline read model's unique index refused becomes a 409 naming it. */
export async function withPosUniques<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e, 'pay_methods_name_uq')) throw new DomainError('pay_method_name_taken', 'A payment method with this name exists already.', 409, { field: 'name' });
    if (isUniqueViolation(e, 'pos_registers_name_uq')) throw new DomainError('pos_register_name_taken', 'A register with this name exists already.', 409, { field: 'name' });
    // Two opens raced on one register: the other one committed first.
    if (isUniqueViolation(e, 'pos_cash_sessions_open_uq')) throw new DomainError('cash_session_exists', 'This register has an open cash session already.', 409);
    throw e;
  }
}

/** What a command answers: the document's id and where its events landed. */
export const answer = (id: string, r: { streamVersion: number; globalPosition: string; duplicate: boolean }) => ({ id, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate });
