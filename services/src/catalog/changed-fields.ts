/** The fields of `changes` that are given and differ from `current`: what an edit really changes. */
export function changedFields<T extends object>(current: T, changes: Partial<T>): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(changes) as [keyof T, T[keyof T]][]) if (v !== undefined && v !== current[k]) out[k] = v;
  return out;
}
