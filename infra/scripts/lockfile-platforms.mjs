#!/usr/bin/env node
// Completes package-lock.json with every platform's optional native packages.
//
// npm (through 11.x, npm/cli#4828 and #8320) writes a lockfile holding only the optional
// packages of the platform it ran on (@swc/core-darwin-arm64 is left out on Linux), and then
// `npm ci` on any platform refuses that lockfile ("Missing: ... from lock file"). This script
// adds an entry for every optional dependency that a locked package declares and the lockfile
// lacks: version, os, cpu and libc from the registry when it answers for that package, else
// read from the package's name (`-darwin-arm64`, `-linux-x64-musl`, `-win32-ia32-msvc`), which
// is how these packages are named and what their manifests say. Entries are marked optional, so
// npm installs only the one matching the machine and skips the rest.
//
//   node infra/scripts/lockfile-platforms.mjs          # fix package-lock.json in place
//   node infra/scripts/lockfile-platforms.mjs --check  # exit 1 and list what is missing
//
// Run it after every `npm install` that changes the lockfile (docs/operations.md, "Dependencies").
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const lockPath = join(root, 'package-lock.json');

/** Where node would find `dep` from the package at `key` (its own node_modules, then upwards). */
export function resolveInLock(packages, key, dep) {
  const parts = key === '' ? [''] : key.split('/node_modules/');
  for (let i = parts.length; i >= 0; i--) {
    const prefix = parts.slice(0, i).join('/node_modules/');
    const cand = prefix ? `${prefix}/node_modules/${dep}` : `node_modules/${dep}`;
    if (packages[cand]) return cand;
  }
  return null;
}

/** Optional dependencies declared by locked packages that have no entry anywhere node would look. */
export function missingOptional(lock) {
  const packages = lock.packages ?? {};
  const out = [];
  for (const [key, entry] of Object.entries(packages)) {
    for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!resolveInLock(packages, key, dep)) out.push({ from: key, dep, range });
    }
  }
  return out;
}

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

/** os / cpu / libc read from a platform package's name, e.g. `@swc/core-linux-arm-gnueabihf`. */
export function platformFromName(name) {
  const tokens = name.split('/').pop().split(/[-_]/);
  const os = tokens.find((t) => OS.includes(t));
  const cpu = tokens.find((t) => CPU.includes(t));
  let libc;
  if (os === 'linux') {
    if (tokens.some((t) => t.startsWith('musl'))) libc = 'musl';
    else if (tokens.some((t) => t.startsWith('gnu'))) libc = 'glibc';
  }
  return { os, cpu, libc };
}

function registryManifest(dep, version) {
  try {
    const out = execFileSync('npm', ['view', `${dep}@${version}`, '--json', 'version', 'os', 'cpu', 'libc', 'engines', 'license', 'dist.integrity'], {
      encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 30_000,
    });
    return out.trim() ? JSON.parse(out) : null;
  } catch {
    return null;
  }
}

export function entryFor(dep, version, manifest) {
  const fromName = platformFromName(dep);
  const os = manifest?.os ?? (fromName.os ? [fromName.os] : undefined);
  const cpu = manifest?.cpu ?? (fromName.cpu ? [fromName.cpu] : undefined);
  const libc = manifest?.libc ?? (fromName.libc ? [fromName.libc] : undefined);
  const entry = { version };
  if (manifest?.['dist.integrity']) entry.integrity = manifest['dist.integrity'];
  if (manifest?.license) entry.license = manifest.license;
  if (cpu) entry.cpu = cpu;
  entry.optional = true;
  if (os) entry.os = os;
  if (libc) entry.libc = libc;
  if (manifest?.engines) entry.engines = manifest.engines;
  return entry;
}

function main() {
  const check = process.argv.includes('--check');
  const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
  const missing = missingOptional(lock);
  if (check) {
    for (const m of missing) console.log(`missing: ${m.dep}@${m.range} (optional dependency of ${m.from || 'the root'})`);
    console.log(missing.length ? `${missing.length} optional platform packages missing from package-lock.json: run node infra/scripts/lockfile-platforms.mjs` : 'package-lock.json holds every platform\'s optional packages');
    process.exit(missing.length ? 1 : 0);
  }
  for (const m of missing) {
    // Platform packages are pinned to an exact version by the package that declares them.
    const version = m.range.replace(/^[=^~]/, '');
    const manifest = /^\d+\.\d+\.\d+/.test(version) ? registryManifest(m.dep, version) : null;
    const parent = m.from ? `${m.from}/node_modules/${m.dep}` : `node_modules/${m.dep}`;
    // Hoist next to its siblings when the top level is free, as npm does.
    const key = lock.packages[`node_modules/${m.dep}`] ? parent : `node_modules/${m.dep}`;
    lock.packages[key] = entryFor(m.dep, version, manifest);
    console.log(`added ${key}@${version}${manifest ? '' : ' (platform from its name: the registry has no manifest for it)'}`);
  }
  const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))));
  lock.packages = sorted;
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`${missing.length} entries added`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
