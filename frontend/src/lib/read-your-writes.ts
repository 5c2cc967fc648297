/**
 * Read-your-writes for read models that are projected asynchronously (ARCHITECTURE "Read side").
 * A command answers the global position of its last event; the next reads of that read model pass
 * `?waitFor=<position>` so the server answers only once the projection has caught up (bounded wait).
 * Positions are decimal strings (bigint on the server), compared without losing precision.
 */
const written = new Map<string, string>();

/** a > b for non-negative decimal strings. */
export function positionAfter(a: string, b: string): boolean {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  return x.length !== y.length ? x.length > y.length : x > y;
}

export const isPosition = (value: unknown): value is string => typeof value === 'string' && /^\d{1,19}$/.test(value);

/** Remembers the newest position written to a read model by this browser. */
export function noteWrite(readModel: string, position: unknown): void {
  if (!isPosition(position) || position === '0') return;
  const known = written.get(readModel);
  if (!known || positionAfter(position, known)) written.set(readModel, position);
}

/** The `waitFor` query value for a read model (undefined when nothing was written). */
export const waitForPosition = (readModel: string): string | undefined => written.get(readModel);

/** Test and logout helper. */
export function forgetWrites(): void {
  written.clear();
}
