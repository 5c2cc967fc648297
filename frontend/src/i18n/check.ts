/**
 * Completeness rules for the locale files, shared by the jest spec (locales.unit.spec.ts) and any
 * script that wants to list gaps. Pure: callers read the JSON themselves.
 */
export type LocaleTree = { [key: string]: string | LocaleTree };

/** 'a.b.c' -> value for every string leaf. */
export function flattenLocale(tree: LocaleTree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else if (value && typeof value === 'object') Object.assign(out, flattenLocale(value, path));
  }
  return out;
}

export interface LocaleProblem {
  language: string;
  key: string;
  problem: 'missing' | 'empty' | 'placeholder-mismatch';
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort().join(',');

/**
 * Every key present in any of the reference languages (zh, en) must exist, be non-blank and carry
 * the same {{placeholders}} in every language.
 */
export function findLocaleProblems(
  locales: Record<string, LocaleTree>,
  referenceLanguages: readonly string[] = ['zh', 'en'],
): LocaleProblem[] {
  const flat = Object.fromEntries(Object.entries(locales).map(([lang, tree]) => [lang, flattenLocale(tree)]));
  const reference = new Map<string, string>();
  for (const lang of referenceLanguages) for (const [key, value] of Object.entries(flat[lang] ?? {})) if (!reference.has(key)) reference.set(key, value);
  const problems: LocaleProblem[] = [];
  for (const [language, entries] of Object.entries(flat)) {
    for (const [key, refValue] of reference) {
      const value = entries[key];
      if (value === undefined) problems.push({ language, key, problem: 'missing' });
      else if (value.trim() === '') problems.push({ language, key, problem: 'empty' });
      else if (placeholders(value) !== placeholders(refValue)) problems.push({ language, key, problem: 'placeholder-mismatch' });
    }
  }
  return problems;
}

/** Route names without a non-empty 'route.<name>' entry in the given locale. */
export function missingRouteTitles(routeNames: readonly string[], locale: LocaleTree): string[] {
  const flat = flattenLocale(locale);
  return routeNames.filter((name) => !flat[`route.${name}`]?.trim());
}

/**
 * Values identical to English in a language other than English, for keys that are not allowed to
 * stay English (brand names, codes). Used to catch untranslated copies.
 */
export function untranslatedCopies(
  english: LocaleTree,
  other: LocaleTree,
  allowed: (key: string, value: string) => boolean,
): string[] {
  const en = flattenLocale(english);
  const flat = flattenLocale(other);
  return Object.entries(flat)
    .filter(([key, value]) => en[key] === value && !allowed(key, value))
    .map(([key]) => key);
}
