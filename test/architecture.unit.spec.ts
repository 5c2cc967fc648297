import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** docs/architecture.md: contracts <- projections <- services; frontend -> contracts only. */
describe('dependency rules between the top-level parts', () => {
  it('no module imports across the allowed direction, none is unresolvable, none is circular', () => {
    let out: string;
    try {
      out = execFileSync(`${ROOT}node_modules/.bin/depcruise`, ['contracts/src', 'projections/src', 'services/src', 'frontend/src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
    } catch (e: any) {
      out = e.stdout;
    }
    const result = JSON.parse(out);
    const violations = result.summary.violations.map((v: any) => `${v.rule.name}: ${v.from} -> ${v.to}`);
    expect(violations).toEqual([]);
    expect(result.summary.totalCruised).toBeGreaterThan(50);
  });
});

/**
 * docs/architecture.md "Money and time": one money module and one company-time module
 * (contracts/src/platform/money.ts, company-time.ts) serve server and browser. A second
 * formatter, a second currency table or hand-written business-day arithmetic fails here.
 */
describe('one money module and one company-time module', () => {
  const MONEY = 'contracts/src/platform/money.ts';
  const TIME = 'contracts/src/platform/company-time.ts';
  const sources = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'contracts/src', 'projections/src', 'services/src', 'frontend/src'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.spec\.tsx?$/.test(f));
  const offenders = (pattern: RegExp, allowed: readonly string[]) =>
    sources.filter((f) => !allowed.includes(f)).filter((f) => {
      try {
        return pattern.test(readFileSync(`${ROOT}${f}`, 'utf8'));
      } catch {
        return false;
      }
    });

  it('formats numbers with Intl and keeps currency decimals only in the money module', () => {
    expect(offenders(/Intl\.NumberFormat|\.toLocaleString\(/, [MONEY])).toEqual([]);
    expect(offenders(/function\s+currencyDecimals\b|const\s+currencyDecimals\s*=\s*\(|ZERO_DECIMAL/, [MONEY])).toEqual([]);
  });

  it('does business-day arithmetic only in the company-time module', () => {
    // An hour offset turned into milliseconds, or calendar days moved by hand.
    expect(offenders(/(offset|Offset)[^\n;]*\*\s*3_?600_?000|3_?600_?000\s*\*[^\n;]*(offset|Offset)|setUTCDate\(|\/\s*86_?400_?000/, [TIME])).toEqual([]);
  });
});

/**
 * docs/architecture.md "Dependency direction": services read (and never write) read models only
 * through the query module that lives beside each projector
 * (projections/src/<context>/<read-model>/*.query.ts). SQL naming an `rm.` table anywhere else in
 * services/src fails here. Tests may look at tables directly. The allow-list is empty: the daemon,
 * rebuild and checkpoints that own the schema live in projections/src/platform, and the inline
 * projections services host run through `contextFor(tx, LIVE_SCHEMA)` without naming a table. Add a
 * file only with the reason beside it.
 */
describe('read models are read through their query modules', () => {
  const ALLOWED: readonly string[] = [];
  const RM_SQL = /\b(from|join|update|into|table|truncate)\s+"?rm"?\s*\.\s*"?[a-z_]/i;

  it('no SQL on rm. tables in services/src outside tests', () => {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'services/src'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.ts$/.test(f) && !/\.spec\.ts$/.test(f));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files
      .filter((f) => !ALLOWED.includes(f))
      .flatMap((f) => {
        let text: string;
        try {
          text = readFileSync(`${ROOT}${f}`, 'utf8');
        } catch {
          return [];
        }
        // Comments may name a read model ("rm.users is inline"); only code counts.
        const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
        const m = RM_SQL.exec(code);
        return m ? [`${f}: ${m[0]}`] : [];
      });
    expect(offenders).toEqual([]);
  });
});

/**
 * docs/adding-a-use-case.md "Reference" (and docs/architecture.md "The write side"): a use case is
 * a folder named after its command holding the command, its handler and its test; a decider's
 * decide only dispatches (decideByType, one decide function per command); controllers parse,
 * authorise and dispatch, never running commands themselves; a queue job (`*.job.ts`, the only
 * files jobs.ts runs) builds the handler of its command and runs it.
 */
describe('one shape for every use case', () => {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'services/src'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.ts$/.test(f));
  const exists = new Set(files);
  const text = (f: string) => {
    try {
      return readFileSync(`${ROOT}${f}`, 'utf8');
    } catch {
      return '';
    }
  };
  const code = (f: string) => text(f).replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

  it('every handler sits in the folder named after its command, beside the command and a test', () => {
    const handlers = files.filter((f) => /\.handlers?\.ts$|\.commands\.ts$/.test(f));
    expect(handlers.length).toBeGreaterThan(50);
    const offenders = handlers
      .filter((f) => {
        const m = /^(.*)\/([^/]+)\/\2\.handler\.ts$/.exec(f);
        if (!m) return true;
        const [, parent, name] = m;
        const dir = `${parent}/${name}/`;
        return !exists.has(`${dir}${name}.command.ts`) || !files.some((x) => x.startsWith(dir) && /\.spec\.ts$/.test(x));
      });
    expect(offenders).toEqual([]);
  });

  it("a decider's decide only dispatches to one decide function per command", () => {
    const deciders = files.filter((f) => /\.decider\.ts$/.test(f));
    expect(deciders.length).toBeGreaterThan(15);
    const offenders = deciders.filter((f) => !/decide:\s*decideByType\b/.test(code(f)));
    expect(offenders).toEqual([]);
  });

  it('a queue job that records only builds its handler and runs it: no decision and no append of its own', () => {
    const jobs = files.filter((f) => /\.job\.ts$/.test(f));
    expect(jobs.length).toBeGreaterThanOrEqual(6);
    const offenders = jobs.filter((f) => /\.decider?\.js'|event-store\/|\bmetadataOf\(|\bappend(Many)?\(|\.decide\(/.test(code(f)));
    expect(offenders).toEqual([]);
  });

  it('every job type registered in jobs.ts runs a *.job.ts file, and jobs.ts itself neither decides nor appends', () => {
    const registry = code('services/src/jobs.ts');
    const loaded = [...registry.matchAll(/import\('(\.\/[^']+)'\)/g)].map((m) => `services/src/${m[1]!.slice(2)}`);
    expect(loaded.length).toBeGreaterThanOrEqual(6);
    expect(loaded.filter((f) => !/\.job\.js$/.test(f) || !exists.has(f.replace(/\.js$/, '.ts')))).toEqual([]);
    expect(registry).not.toMatch(/\.decider?\.js'|event-store\/|\bmetadataOf\(|\bappend(Many)?\(|\.decide\(/);
  });

  it('controllers never run commands or read the event store themselves', () => {
    const offenders = files
      .filter((f) => /\.controller\.ts$/.test(f))
      .filter((f) => /platform\/cqrs\/command-runtime|event-store\/event-store\.js|\bEVENT_STORE\b/.test(code(f)));
    expect(offenders).toEqual([]);
  });
});

describe('no half-done merge', () => {
  it('no tracked file holds a merge conflict marker', () => {
    let hits = '';
    try {
      // git grep exits 1 when nothing matches.
      hits = execFileSync('git', ['grep', '-n', '-E', '^(<{7} |>{7} |={7}$)', '--', '.', ':!*.png'], { cwd: ROOT, encoding: 'utf8' });
    } catch (e) {
      if ((e as { status?: number }).status !== 1) throw e;
    }
    expect(hits).toBe('');
  });
});
