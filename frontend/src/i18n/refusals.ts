/**
 * Where a server refusal's sentence lives in the locale files (locales/<lang>/errors.json,
 * docs/shell.md "Calling the API"). Pure, shared by the browser (lib/api errorText) and the spec
 * that checks every reason the server can answer has a sentence in all 21 languages.
 */

/**
 * The translation keys of a refusal reason, best first: its own sentence, its plain sentence (for a
 * reason that does not always name the same values: `import_refused` with or without row counts),
 * then the sentence of its kind ('warehouse_not_found' -> "This record does not exist",
 * '..._exists', '..._disabled', 'unknown_...', '..._taken'), which says the same for the dozens of
 * look-alike reasons.
 */
export function reasonKeys(reason: string): string[] {
  const kind = /(^|_)not_found$/.test(reason) ? 'not_found'
    : reason.endsWith('_exists') ? 'exists'
    : reason.endsWith('_disabled') ? 'disabled'
    : reason.startsWith('unknown_') ? 'unknown'
    : reason.endsWith('_taken') ? 'taken'
    : null;
  return [`refusal.reason.${reason}`, `refusal.plain.${reason}`, ...(kind ? [`refusal.kind.${kind}`] : [])];
}

/** The names of a sentence's {{placeholders}}. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!);

