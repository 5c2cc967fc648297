import { isUniqueViolation } from '@tradedesk/projections/platform/sql';
import { DomainError } from '../platform/event-store/errors.js';

/** Unique indexes of identity read models, and what a clash means to the person asking. */
const UNIQUE_MEANING: Record<string, () => DomainError> = {
  users_username_uq: () => new DomainError('username_taken', 'This user name is taken; choose another.', 409),
  positions_name_uq: () => new DomainError('position_name_taken', 'A position with this name exists already.', 409),
  user_tags_name_uq: () => new DomainError('tag_name_taken', 'A tag with this name exists already.', 409),
};

/** Runs a command; a clash on a unique name (raised by an inline projection) becomes a 409. */
export async function withUniqueNames<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    for (const [constraint, meaning] of Object.entries(UNIQUE_MEANING)) if (isUniqueViolation(e, constraint)) throw meaning();
    throw e;
  }
}
