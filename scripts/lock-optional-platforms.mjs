#!/usr/bin/env node
// Works around an npm 11 bug (npm/cli#8320, #4828): `npm install` on one platform leaves the
// other platforms' optional binaries (@swc/core-darwin-arm64, …) out of package-lock.json, and
// `npm ci` then refuses the lockfile ("Missing: … from lock file"). This adds the missing
// entries from the registry's metadata. Run after changing dependencies:
//   node scripts/lock-optional-platforms.mjs
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
const lockPath = join(root, 'package-lock.json');

function missing() {
  const r = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: root, encoding: 'utf8' });
  const names = [...`${r.stdout}${r.stderr}`.matchAll(/Missing: (.+?)@\S* from lock file/g)].map((m) => m[1]);
  return [...new Set(names)];
}

function wantedRange(lock, name) {
  for (const [path, entry] of Object.entries(lock.packages)) {
    const range = entry.optionalDependencies?.[name] ?? entry.dependencies?.[name];
    if (range) return { range, dev: entry.dev === true || path === '' ? entry.dev === true : false };
  }
  return null;
}

for (let round = 0; round < 3; round++) {
  const names = missing();
  if (names.length === 0) break;
  const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
  for (const name of names) {
    const want = wantedRange(lock, name);
    if (!want) {
      console.warn(`  ${name}: no dependent found in the lockfile; left out`);
      continue;
    }
    // The registry this machine reaches may not carry every platform build of the exact version
    // (that is why npm left it out); the platform fields are the same for every version, so they
    // are read from the newest version it has. Such an entry is never installed here: npm ci
    // skips optional packages of other platforms without fetching them.
    const exact = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(want.range) ? want.range : null;
    const meta = JSON.parse(execFileSync('npm', ['view', name, 'version', 'dist', 'os', 'cpu', 'libc', '--json'], { encoding: 'utf8' }));
    const info = Array.isArray(meta) ? meta[meta.length - 1] : meta;
    const sameVersion = !exact || exact === info.version;
    const entry = { version: exact ?? info.version, ...(sameVersion ? { integrity: info.dist.integrity } : {}), ...(want.dev ? { dev: true } : {}), optional: true };
    for (const key of ['cpu', 'os', 'libc']) if (info[key]) entry[key] = [].concat(info[key]);
    lock.packages[`node_modules/${name}`] = entry;
    console.log(`  added ${name}@${entry.version}`);
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
}
const left = missing();
console.log(left.length ? `still missing: ${left.join(', ')}` : 'package-lock.json satisfies npm ci');
process.exit(left.length ? 1 : 0);
