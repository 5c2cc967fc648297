import { isUniqueViolation } from '@tradedesk/projections/platform/sql';
import { DomainError } from '../../platform/event-store/errors.js';

/** Unique indexes of the waybill registers' inline read models, and what a clash means (409). */
const UNIQUE_MEANING: Record<string, () => DomainError> = {
  transport_companies_name_uq: () => new DomainError('transport_company_name_taken', 'A transport company with this name exists already.', 409, { field: 'name' }),
  purchase_invoices_number_uq: () => new DomainError('purchase_invoice_number_taken', "This supplier's invoice with this number is recorded already.", 409, { field: 'number' }),
  drivers_name_uq: () => new DomainError('driver_name_taken', 'A driver with this name exists already.', 409, { field: 'name' }),
};

/** Runs a command; two records given one name at the same moment both decide "free": the index refuses the second. */
export async function withRegisterUniques<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    for (const [constraint, meaning] of Object.entries(UNIQUE_MEANING)) if (isUniqueViolation(e, constraint)) throw meaning();
    throw e;
  }
}
