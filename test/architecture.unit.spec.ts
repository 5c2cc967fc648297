import { execFileSync } from 'node:child_process';
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
