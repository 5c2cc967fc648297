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

/** Structural equality of form values (strings, numbers, booleans, null, arrays, plain objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * The fields whose value differs from what the dialog opened with: an edit sends only those, so it
 * does not overwrite a field someone else changed meanwhile with the value this user merely saw.
 * Lists and maps (sizes, group ids, page privileges) count as changed when their content differs.
 */
export function changedFields<T extends Record<string, unknown>>(values: T, initial: Partial<Record<keyof T, unknown>>): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    if (!sameValue(values[key], initial[key])) out[key] = values[key];
  }
  return out;
}

/** An error tree as react-hook-form keeps it: nested by path, a message at each leaf. */
export interface ErrorTree {
  [key: string]: unknown;
}

/** The screen's own words: field path -> text, or a function of the path and the schema's message. */
export type RefusalWords = Readonly<Record<string, string | undefined>> | ((path: string, message: string) => string | undefined);

/**
 * The screen's own words for a field's refusal: `words` maps a field path ('password',
 * 'lines.0.qty') to the text shown instead of the schema's message, whatever rule failed; as a
 * function it words any refusal from its path and message (a problem code such as 'overpaid'). A
 * refusal of the whole form (empty path, a form-level refine) moves to `root`, where the form's
 * general line shows it.
 */
export function relabelErrors(errors: ErrorTree, words: RefusalWords = {}): ErrorTree {
  const tree: ErrorTree = { ...errors };
  if ('' in tree) {
    tree.root = tree[''];
    delete tree[''];
  }
  const reword = typeof words === 'function' ? words : (path: string) => words[path];
  const walk = (node: unknown, path: string): unknown => {
    if (!node || typeof node !== 'object') return node;
    const record = node as ErrorTree;
    // A leaf (react-hook-form's FieldError) has a type; its ref is an element, not more errors.
    if ('type' in record) {
      const text = typeof record.message === 'string' ? reword(path, record.message) : undefined;
      return text === undefined ? record : { ...record, message: text };
    }
    const out: ErrorTree | unknown[] = Array.isArray(node) ? [...node] : { ...record };
    for (const key of Object.keys(out)) (out as ErrorTree)[key] = walk((out as ErrorTree)[key], path ? `${path}.${key}` : key);
    return out;
  };
  return walk(tree, '') as ErrorTree;
}
