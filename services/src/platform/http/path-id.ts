import { DomainError } from '../event-store/errors.js';

/** A path parameter naming an entity: 1 to 64 visible characters, else 400. */
export function pathId(raw: string, what = 'id'): string {
  const v = (raw ?? '').trim();
  if (!v || v.length > 64 || /[\s/\\]/.test(v)) throw new DomainError('invalid_id', `The ${what} in the path is not valid.`, 400);
  return v;
}
