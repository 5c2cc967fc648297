import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageKind, type PageKind } from '../app/menu';
import { flattenRoutes } from '../app/path-match';
import { ALL_ROUTES, collectRouteNames } from '../app/route-tree';
import { findLocaleProblems, flattenLocale, missingRouteTitles, type LocaleTree } from './check';
import { LANGUAGE_CODES } from './languages';
import { readLocale, readLocaleAreas } from './read-locales.node';

const here = fileURLToPath(new URL('.', import.meta.url));
const srcDir = join(here, '..');
const locales: Record<string, LocaleTree> = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, readLocale(code)]));

describe('locale files', () => {
  it('exist for exactly the 21 interface languages', () => {
    const folders = readdirSync(join(here, 'locales')).filter((f) => statSync(join(here, 'locales', f)).isDirectory()).sort();
    expect(folders).toEqual([...LANGUAGE_CODES].sort());
    expect(LANGUAGE_CODES).toHaveLength(21);
  });

  it('have the same area files in every language, none defining a top-level key of another', () => {
    const zhAreas = readLocaleAreas('zh');
    for (const code of LANGUAGE_CODES) {
      const areas = readLocaleAreas(code);
      expect({ code, areas: Object.keys(areas) }).toEqual({ code, areas: Object.keys(zhAreas) });
      const owner = new Map<string, string>();
      const clashes: string[] = [];
      for (const [area, tree] of Object.entries(areas)) {
        for (const key of Object.keys(tree)) {
          if (owner.has(key)) clashes.push(`${code}: ${key} in ${owner.get(key)} and ${area}`);
          owner.set(key, area);
        }
      }
      expect(clashes).toEqual([]);
    }
  });

  it('have every key of zh and en, non-empty and with the same placeholders, in every language', () => {
    const problems = findLocaleProblems(locales).map((p) => `${p.language}: ${p.key} (${p.problem})`);
    expect(problems).toEqual([]);
  });

  it('give every route of the route tree a translated title in every language', () => {
    const names = collectRouteNames();
    const gaps = LANGUAGE_CODES.flatMap((code) => missingRouteTitles(names, locales[code]!).map((name) => `${code}: route.${name}`));
    expect(gaps).toEqual([]);
  });

  it('describe every section and every kind of page on the coming-soon screen', () => {
    const zh = flattenLocale(locales.zh!);
    const sections = ALL_ROUTES.filter((r) => r.children).map((r) => `comingSoon.section.${r.name}`);
    const kinds = new Set<PageKind>(flattenRoutes(ALL_ROUTES).filter((r) => !r.node.children).map((r) => pageKind(r)));
    const wanted = [...sections, ...[...kinds].map((k) => `comingSoon.kind.${k}`)];
    expect(wanted.filter((key) => !zh[key])).toEqual([]);
  });

  it('contain every literal key the source code translates', () => {
    const en = flattenLocale(locales.en!);
    const used = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry) && !entry.endsWith('.spec.ts')) {
          for (const m of readFileSync(path, 'utf8').matchAll(/\bt\(\s*'([A-Za-z][\w]*(?:\.[\w]+)+)'/g)) used.add(m[1]!);
        }
      }
    };
    walk(srcDir);
    for (const status of ['off', 'connecting', 'connected', 'disconnected']) used.add(`live.${status}`);
    for (const word of ['BankTransfer', 'BankCheck', 'BankInstallment']) used.add(`alarm.${word}`);
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !en[key])).toEqual([]);
  });

  it('are real translations, not English copies', () => {
    const en = flattenLocale(locales.en!);
    for (const code of LANGUAGE_CODES.filter((c) => c !== 'en')) {
      const flat = flattenLocale(locales[code]!);
      const copies = Object.keys(en).filter((key) => flat[key] === en[key]);
      // A few words are spelt the same (Chile, Stock, Coupon, Finance, SmartBill, Excel, codes…):
      // at most 10, or 2% of the keys as the interface grows.
      expect({ code, copies }).toEqual({ code, copies: expect.any(Array) });
      expect(copies.length).toBeLessThanOrEqual(Math.max(10, Math.floor(Object.keys(en).length * 0.02)));
    }
  });
});
