/**
 * Every refusal reason the server can answer (the envelope's `error.reason`, docs/api.md), read
 * from the server's sources, so the locale spec can demand a translation of each one
 * (`refusal.reason.<reason>` in locales/<lang>/errors.json). Node-side only.
 *
 * The shapes that raise a reason: `fail('x', ...)` and `new DomainError('x', ...)` in deciders,
 * `new ProjectionRefusal('x', ...)` in inline projectors, `super('x', ...)` in DomainError
 * subclasses, `notFound(message, 'x')` and the last argument of `new ApiException(...)` (a literal
 * or a string constant) in controllers, `reason: 'x'` where the exception filter maps an error
 * class, and `histories.of(id, 'sale order')`, which answers `sale_order_not_found`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCE_ROOTS = ['services/src', 'projections/src', 'contracts/src'];

const LITERAL_PATTERNS = [
  /\b(?:fail|DomainError|ProjectionRefusal)\(\s*'([a-z][a-z0-9_]*)'/g,
  /\bsuper\(\s*'([a-z][a-z0-9_]*)'/g,
  /\bcode: ErrorCode\.\w+,[^}\n]*\breason: '([a-z][a-z0-9_]*)'/g,
  /\bnotFound\([^;]*?,\s*'([a-z][a-z0-9_]*)'\)/g,
  /\bnew ApiException\((?:[^;]|\n)*?(?:undefined|\)|\])\s*,\s*'([a-z][a-z0-9_]*)'\s*[,)]/g,
];
/** `new ApiException(status, code, message, undefined, TOO_MANY_ATTEMPTS)` (or its subclass's super call): a constant, resolved below. */
const CONSTANT_REASON = /\bundefined,\s*([A-Z][A-Z0-9_]+)\s*[,)]/g;
const HISTORY_OF = /\bhistories\.of\([^;]*?,\s*'([a-z][a-z ]*)'\)/g;

function sourceFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.spec.ts') && !path.includes(`${join('src', 'testing')}`)) out.push(path);
    }
  };
  for (const r of SOURCE_ROOTS) walk(join(root, r));
  return out;
}

/** reason -> the files that raise it, sorted by reason. */
export function serverReasons(root = REPO_ROOT): Map<string, string[]> {
  const files = sourceFiles(root).map((path) => ({ path: path.slice(root.length), text: readFileSync(path, 'utf8') }));
  const constants = new Map<string, string>();
  for (const f of files) for (const m of f.text.matchAll(/\bexport const ([A-Z][A-Z0-9_]+) = '([a-z][a-z0-9_]*)';/g)) constants.set(m[1]!, m[2]!);
  const found = new Map<string, Set<string>>();
  const add = (reason: string, path: string) => found.set(reason, (found.get(reason) ?? new Set()).add(path));
  for (const f of files) {
    for (const pattern of LITERAL_PATTERNS) for (const m of f.text.matchAll(pattern)) add(m[1]!, f.path);
    for (const m of f.text.includes('ApiException') ? f.text.matchAll(CONSTANT_REASON) : []) {
      const value = constants.get(m[1]!);
      if (!value) throw new Error(`${f.path}: reason constant ${m[1]} is not an exported string constant`);
      add(value, f.path);
    }
    for (const m of f.text.matchAll(HISTORY_OF)) add(`${m[1]!.replace(/ /g, '_')}_not_found`, f.path);
  }
  return new Map([...found].sort(([a], [b]) => a.localeCompare(b)).map(([reason, paths]) => [reason, [...paths].sort()]));
}
