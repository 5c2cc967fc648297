import { isUniqueViolation } from '@tradedesk/projections/platform/sql';
import { DomainError } from '../platform/event-store/errors.js';

/** Runs a command; what an inline read model's unique index refused becomes a 409 naming it. */
export async function withPosUniques<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e, 'pay_methods_name_uq')) throw new DomainError('pay_method_name_taken', 'A payment method with this name exists already.', 409, { field: 'name' });
    if (isUniqueViolation(e, 'pos_registers_name_uq')) throw new DomainError('pos_register_name_taken', 'A register with this name exists already.', 409, { field: 'name' });
    if (isUniqueViolation(e, 'desks_name_uq')) throw new DomainError('desk_name_taken', 'A desk with this name exists already in this store.', 409, { field: 'name' });
    if (isUniqueViolation(e, 'pos_devices_series_uq')) throw new DomainError('pos_device_series_taken', 'Another device was authorised on this register at the same moment: authorise again.', 409);
    if (isUniqueViolation(e, 'pos_sales_receipt_uq')) throw new DomainError('receipt_number_taken', 'This receipt number is taken on this register by another sale.', 409, { field: 'receiptNo' });
    if (isUniqueViolation(e, 'pos_sales_approval_uq')) throw new DomainError('discount_approval_used', "This supervisor's approval was used by another sale: ask for a new one.", 409, { field: 'discountApprovalId' });
    // Two opens raced on one register: the other one committed first.
    if (isUniqueViolation(e, 'pos_cash_sessions_open_uq')) throw new DomainError('cash_session_exists', 'This register has an open cash session already.', 409);
    throw e;
  }
}

/** What a command answers: the document's id and where its events landed. */
export const answer = (id: string, r: { streamVersion: number; globalPosition: string; duplicate: boolean }) => ({ id, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate });
