// `npm start` / `npm run demo`: builds what is missing (server with swc, the React app with
// Vite), then runs the API in THIS process (so its PID is the app's and SIGTERM stops it).
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newestMtime } from './lib/newest-mtime.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const serverEntry = join(root, 'services', 'dist', 'main.js');
const serverSrc = Math.max(...['contracts', 'projections', 'services'].map((p) => newestMtime(join(root, p, 'src'))));
if (!existsSync(serverEntry) || statSync(serverEntry).mtimeMs < serverSrc) {
  console.error('building the server (swc)...');
  execFileSync(process.execPath, [join(root, 'infra', 'scripts', 'build-server.mjs')], { stdio: 'inherit', cwd: root });
}
const webIndex = join(root, 'frontend', 'dist', 'index.html');
if (!existsSync(webIndex) || statSync(webIndex).mtimeMs < newestMtime(join(root, 'frontend', 'src'))) {
  console.error('building the web app (vite)...');
  execFileSync('npm', ['run', 'build', '-w', 'frontend'], { stdio: 'inherit', cwd: root });
}
await import(pathToFileURL(serverEntry).href);
