import { isUniqueViolation } from '@tradedesk/projections/platform/sql';
import { DomainError } from '../platform/event-store/errors.js';

/** Unique indexes of the customer read models (inline), and what a clash means to the person asking. */
const UNIQUE_MEANING: Record<string, () => DomainError> = {
  customers_code_uq: () => new DomainError('customer_code_taken', 'code: another customer has this code; choose another.', 409, { field: 'code' }),
  customer_groups_name_uq: () => new DomainError('group_name_taken', 'name: a customer group with this name exists already.', 409, { field: 'name' }),
  membership_levels_name_uq: () => new DomainError('membership_level_name_taken', 'name: a membership level with this name exists already.', 409, { field: 'name' }),
};

export function customerUniqueMeaning(e: unknown): DomainError | null {
  for (const [constraint, meaning] of Object.entries(UNIQUE_MEANING)) if (isUniqueViolation(e, constraint)) return meaning();
  return null;
}

/** Runs a command; a clash on a unique code or name (raised by an inline projection) becomes a 409. */
export async function withCustomerUniques<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw customerUniqueMeaning(e) ?? e;
  }
}
