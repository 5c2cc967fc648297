/**
 * The pure part of the form kit (unit-tested): which fields an edit changed, and where the
 * server's answer to a refused save belongs on the form.
 */

/** One `details` entry of the error envelope (contracts/src/platform/envelope.ts ApiError). */
export interface ServerDetail {
  path: string;
  message: string;
}

export interface ServerErrorPlacement {
  /** Field path -> message, for the fields the form shows (first message per field). */
  fields: Record<string, string>;
  /** True when something the form cannot point at is left: show the general error line. */
  general: boolean;
}

/**
 * Puts the server's `details` on the form's fields. A path the form has no field for (a form-level
 * rule, a field the dialog does not show) leaves the general line on, so no refusal goes unseen.
 */
export function placeServerError(details: readonly ServerDetail[] | undefined, fieldPaths: readonly string[]): ServerErrorPlacement {
  const known = new Set(fieldPaths);
  const fields: Record<string, string> = {};
  let general = !details || details.length === 0;
  for (const detail of details ?? []) {
    if (known.has(detail.path)) {
      if (!(detail.path in fields)) fields[detail.path] = detail.message;
    } else general = true;
  }
  return { fields, general };
}

/** Dotted paths of every leaf of a form's values ('lines.0.qty'), the way the server names them. */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object' || values instanceof Date) return prefix ? [prefix] : [];
  const entries = Array.isArray(values) ? values.map((v, i) => [String(i), v] as const) : Object.entries(values);
  const out: string[] = prefix ? [prefix] : [];
  for (const [key, value] of entries) out.push(...fieldPaths(value, prefix ? `${prefix}.${key}` : key));
  return out;
}

/**
 * The fields whose value differs from what the dialog opened with: an edit sends only those, so it
 * does not overwrite a field someone else changed meanwhile with the value this user merely saw.
 */
export function changedFields<T extends Record<string, unknown>>(values: T, initial: Partial<Record<keyof T, unknown>>): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    if (!Object.is(values[key], initial[key])) out[key] = values[key];
  }
  return out;
}
