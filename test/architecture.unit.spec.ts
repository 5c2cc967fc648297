import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** docs/architecture.md: contracts <- projections <- services; frontend -> contracts only. */
describe('dependency rules between the top-level parts', () => {
  it('no module imports across the allowed direction, none is unresolvable, none is circular', () => {
    let out: string;
    try {
      out = execFileSync(`${ROOT}node_modules/.bin/depcruise`, ['contracts/src', 'projections/src', 'services/src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
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
