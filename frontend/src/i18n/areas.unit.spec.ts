/**
 * Before sign-in, and on the shell's own pages, only the pre-login locale areas are loaded
 * (areas.ts, app/page-areas.ts). Here: every key the sign-in page, the other shell pages and the
 * always-present layout translate lives in those areas, so none of them shows a raw key; the
 * other pages get every area (their keys: locales.unit.spec.ts "contain every literal key").
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHELL_PAGES, needsEveryArea } from '../app/page-areas';
import { PRE_LOGIN_AREAS, areaOfPath, isPreLoginArea, languageOfPath } from './areas';
import { LANGUAGE_CODES } from './languages';
import { readLocaleAreas } from './read-locales.node';

const srcDir = fileURLToPath(new URL('..', import.meta.url));

/** Relative module specifier -> its source file (.ts, .tsx, or a folder's index). */
function resolveModule(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** The source files `entry` loads statically (dynamic import() and type-only imports are not followed). */
function staticGraph(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const specs = [
      ...[...source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^;'"]*?\bfrom\s+'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!),
      ...[...source.matchAll(/(?:^|\n)\s*import\s+'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!),
    ];
    for (const spec of specs) {
      const target = resolveModule(file, spec);
      if (target) visit(target);
    }
  };
  for (const entry of entries) visit(entry);
  return seen;
}

/** Literal keys translated in a file: t('a.b'), i18n.t('a.b'). */
function literalKeys(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Za-z]\w*(?:\.\w+)+)'/g)].map((m) => m[1]!);
}

/** Route name -> the page module pages.tsx lazily imports for it. */
function pageModules(): Map<string, string> {
  const pagesFile = join(srcDir, 'app/pages.tsx');
  const out = new Map<string, string>();
  for (const m of readFileSync(pagesFile, 'utf8').matchAll(/(\w+):\s*(?:page|lazy)\(\(\)\s*=>\s*import\('([^']+)'\)\)/g)) {
    const file = resolveModule(pagesFile, m[2]!);
    if (file) out.set(m[1]!, file);
  }
  return out;
}

const zhAreas = readLocaleAreas('zh');
const preLoginTopKeys = new Set(PRE_LOGIN_AREAS.flatMap((area) => Object.keys(zhAreas[area] ?? {})));
const areaOfTopKey = new Map(Object.entries(zhAreas).flatMap(([area, tree]) => Object.keys(tree).map((key) => [key, area] as const)));

describe('locale areas loaded before sign-in', () => {
  it('are area files of every language', () => {
    for (const code of LANGUAGE_CODES) {
      const areas = Object.keys(readLocaleAreas(code));
      expect({ code, missing: PRE_LOGIN_AREAS.filter((area) => !areas.includes(area)) }).toEqual({ code, missing: [] });
    }
  });

  it('are the areas the two locale maps split on (the first-screen map and the later one)', () => {
    const named = (file: string) => {
      const m = readFileSync(join(srcDir, 'i18n', file), 'utf8').match(/'!?\.\/locales\/\*\/\{([\w,-]+)\}\.json'/);
      return m ? m[1]!.split(',').sort() : [];
    };
    expect(named('index.ts')).toEqual([...PRE_LOGIN_AREAS].sort());
    expect(named('other-areas.ts')).toEqual([...PRE_LOGIN_AREAS].sort());
  });

  it('hold every key the sign-in page, the layout and the other shell pages translate', () => {
    const pages = pageModules();
    const shellPageFiles = [...SHELL_PAGES].map((name) => {
      const file = pages.get(name);
      if (!file) throw new Error(`shell page ${name} has no module in app/pages.tsx`);
      return file;
    });
    // main.tsx reaches the guard, the layout, the toaster and everything they import statically;
    // the coming-soon page stands for every route without a screen.
    const entries = [join(srcDir, 'main.tsx'), join(srcDir, 'app/pages/ComingSoon.tsx'), ...shellPageFiles];
    const files = staticGraph(entries);
    expect(files.has(join(srcDir, 'features/identity/routes/Login.tsx'))).toBe(true);
    expect(files.has(join(srcDir, 'app/layout/Layout.tsx'))).toBe(true);
    const outside: string[] = [];
    let keys = 0;
    for (const file of files) {
      for (const key of literalKeys(file)) {
        keys++;
        const top = key.split('.')[0]!;
        if (!preLoginTopKeys.has(top)) outside.push(`${file.slice(srcDir.length)}: ${key} (area ${areaOfTopKey.get(top) ?? 'none'})`);
      }
    }
    expect(keys).toBeGreaterThan(100);
    expect(outside).toEqual([]);
  });

  it('leave the screens of the other areas to load every area first', () => {
    expect(SHELL_PAGES.has('Login')).toBe(true);
    expect(SHELL_PAGES.has('Dashboard')).toBe(true);
    expect(needsEveryArea('Dashboard', true)).toBe(false);
    expect(needsEveryArea('SaleNew', true)).toBe(true);
    expect(needsEveryArea('ProductList', true)).toBe(true);
    // A route without a screen shows the coming-soon page, which reads the shell area.
    expect(needsEveryArea('SaleNew', false)).toBe(false);
    expect(isPreLoginArea('shell')).toBe(true);
    expect(isPreLoginArea('sales')).toBe(false);
    expect(areaOfPath('./locales/zh/sales-ops.json')).toBe('sales-ops');
    expect(languageOfPath('./locales/zh/sales-ops.json')).toBe('zh');
  });
});
