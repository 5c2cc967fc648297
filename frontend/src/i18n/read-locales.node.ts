/**
 * Reads a language's locale folder from disk (locales/<lang>/<area>.json) into one tree, for
 * node-side checks (the locale spec, browser tests). The browser loads the same files through
 * import.meta.glob in index.ts. Two area files must not define the same top-level key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocaleTree } from './check.js';

export const LOCALES_DIR = fileURLToPath(new URL('./locales/', import.meta.url));

export function readLocaleAreas(code: string, dir = LOCALES_DIR): Record<string, LocaleTree> {
  const files = readdirSync(join(dir, code)).filter((f) => f.endsWith('.json')).sort();
  return Object.fromEntries(files.map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, code, f), 'utf8')) as LocaleTree]));
}

export function readLocale(code: string, dir = LOCALES_DIR): LocaleTree {
  return Object.assign({}, ...Object.values(readLocaleAreas(code, dir))) as LocaleTree;
}
