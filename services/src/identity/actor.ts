import { ROLE_ROOT } from '@tradedesk/contracts/identity/identity';
import { isUniqueViolation } from '@tradedesk/projections/platform/sql';
import { DomainError } from '../platform/event-store/errors.js';
import type { Session } from '../platform/http/request-context.js';

/** The actor of what the application does by itself (first start). Counts as Root. */
export const SYSTEM_ACTOR = 'system';
/** The actor of the demo data set. Counts as Root. */
export const DEMO_ACTOR = 'demo';
/** The actor of anonymous sign-in attempts. */
export const ANONYMOUS_ACTOR = 'anonymous';

export const isRoot = (s: Pick<Session, 'roles'>) => s.roles.includes(ROLE_ROOT);

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

/** A path parameter naming an entity: 1 to 64 visible characters, else 400. */
export function pathId(raw: string, what = 'id'): string {
  const v = (raw ?? '').trim();
  if (!v || v.length > 64 || /[\s/\\]/.test(v)) throw new DomainError('invalid_id', `The ${what} in the path is not valid.`, 400);
  return v;
}
