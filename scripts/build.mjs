#!/usr/bin/env node
// Builds what the platform runs: every server package with swc (type-checking is `npm run
// typecheck`, part of npm test), and the web with vite when its sources changed (vite also
// writes .br and .gz copies of every asset, apps/web/vite/precompress.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules/.bin', name);
const args = new Set(process.argv.slice(2));

export const SERVER_PACKAGES = [
  'libs/domain',
  'libs/contracts',
  'libs/server/config',
  'libs/server/database',
  'libs/server/queue',
  'libs/server/realtime',
  'libs/server/storage',
  'libs/server/resource-engine',
  'libs/server/xlsx',
  'libs/server/report-render',
  'libs/server/pdf-sign',
  'libs/server/report-signatures',
  'libs/server/province',
  'libs/testing',
  'apps/api',
  'apps/worker',
  'apps/province-ref',
];

function newestMtime(dir) {
  let newest = 0;
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const p = join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  if (existsSync(dir)) walk(dir);
  return newest;
}

export function buildServer() {
  for (const pkg of SERVER_PACKAGES) {
    const src = join(root, pkg, 'src');
    if (!existsSync(src)) continue;
    const out = join(root, pkg, 'dist');
    rmSync(out, { recursive: true, force: true });
    execFileSync(bin('swc'), ['src', '-d', 'dist', '--strip-leading-paths', '--copy-files', '--quiet', '--config-file', join(root, '.swcrc')], {
      cwd: join(root, pkg),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
}

export function buildWeb({ force = false } = {}) {
  const web = join(root, 'apps/web');
  if (!existsSync(join(web, 'vite.config.ts'))) return false;
  const built = join(web, 'dist/index.html');
  // the build's own code counts too: a new vite plugin (the precompressed copies) must rebuild
  const sources = Math.max(
    newestMtime(join(web, 'src')),
    newestMtime(join(web, 'vite')),
    newestMtime(join(root, 'libs/domain/src')),
    newestMtime(join(root, 'libs/contracts/src')),
    statSync(join(web, 'index.html')).mtimeMs,
    statSync(join(web, 'vite.config.ts')).mtimeMs,
  );
  if (!force && existsSync(built) && statSync(built).mtimeMs >= sources) return false;
  execFileSync(bin('vite'), ['build', '--config', join(web, 'vite.config.ts'), '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const t = Date.now();
  buildServer();
  if (!args.has('--server-only')) buildWeb({ force: args.has('--force') });
  console.log(`build done in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}
