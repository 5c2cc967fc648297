// Shared by test.mjs and e2e.mjs: run steps in their own process groups with a time limit,
// forward signals, load DATABASE_URL / REDIS_URL from services.sh, and end with the one line
// `N passed, N failed` that CI reads.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export function createSteps({ tag, stepTimeoutMs, workDir }) {
  const totals = { passed: 0, failed: 0 };
  let current = null; // the running child, for signal forwarding
  const say = (msg) => process.stderr.write(`\n[${tag}] ${msg}\n`);

  function killGroup(child, signal) {
    try { process.kill(-child.pid, signal); } catch { /* already gone */ }
  }

  /** Run a command in its own process group; stdout inherited unless `capture`. Resolves { code, out }. */
  function run(cmd, args, { env = process.env, label = `${cmd} ${args.join(' ')}`, capture = false, timeoutMs = stepTimeoutMs } = {}) {
    say(label);
    return new Promise((done) => {
      let out = '';
      const child = spawn(cmd, args, { cwd: root, env, detached: true, stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'] });
      current = child;
      if (capture) child.stdout.on('data', (d) => { out += d; });
      const timer = setTimeout(() => {
        say(`${label}: timed out after ${Math.round(timeoutMs / 60_000)} min, killing it`);
        killGroup(child, 'SIGTERM');
        setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
      }, timeoutMs);
      child.on('error', (err) => { say(`${label}: ${err.message}`); });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        current = null;
        done({ code: code ?? 128 + (constants.signals[signal] ?? 0), out });
      });
    });
  }

  function finish(code) {
    rmSync(workDir, { recursive: true, force: true });
    process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed\n`);
    process.exit(code);
  }

  function fail(what, code) {
    say(`${what} failed (exit ${code})`);
    totals.failed += 1;
    finish(code || 1);
  }

  /** Put DATABASE_URL / REDIS_URL from services.sh into our environment. */
  async function ensureServices() {
    const r = await run('bash', [join(root, 'infra/scripts/services.sh')], { capture: true, label: 'services: bash infra/scripts/services.sh', timeoutMs: 30 * 60_000 });
    if (r.code !== 0) return r.code;
    for (const [name, value] of parseExports(r.out)) {
      process.env[name] = value;
      say(`${name}=${value}`);
    }
    return 0;
  }

  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(sig, () => {
      if (current) killGroup(current, sig);
      finish(130);
    });
  }

  return { totals, say, run, finish, fail, ensureServices };
}

/** Lines `export NAME='value'` (' written as '\'' ) or `export NAME=value`. */
export function parseExports(text) {
  const vars = [];
  for (const line of text.split('\n')) {
    const m = /^export ([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
    if (!m) continue;
    let v = m[2];
    if (v.startsWith("'") && v.endsWith("'") && v.length >= 2) v = v.slice(1, -1).replaceAll("'\\''", "'");
    else if (v.startsWith('"') && v.endsWith('"') && v.length >= 2) v = v.slice(1, -1);
    vars.push([m[1], v]);
  }
  return vars;
}
