// Compiles contracts, projections and services (TypeScript -> ESM JavaScript) with swc: each
// package's src/ into its dist/. Type checking is separate: `npm run typecheck`.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const swc = join(root, 'node_modules', '.bin', 'swc');
for (const pkg of ['contracts', 'projections', 'services']) {
  rmSync(join(root, pkg, 'dist'), { recursive: true, force: true });
  execFileSync(swc, ['src', '-d', 'dist', '--strip-leading-paths', '--config-file', join(root, '.swcrc'), '--ignore', '**/*.spec.ts', '--quiet'], {
    cwd: join(root, pkg),
    stdio: 'inherit',
  });
}
