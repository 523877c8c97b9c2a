// Compiles the api and the packages it runs on with swc (the way scripts/build.mjs builds the
// server) into tmp/p3-build, so P3 measures the api as production runs it (plain JavaScript, no
// compiler loaded) without touching the shared libs/*/dist and apps/api/dist folders other
// engineers' processes may be using. tmp/p3-build/node_modules/@ohit/* shadow the workspace
// links; everything else resolves up to the repository's node_modules.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PACKAGES = {
  domain: 'libs/domain',
  contracts: 'libs/contracts',
  'server-config': 'libs/server/config',
  'server-database': 'libs/server/database',
  'server-queue': 'libs/server/queue',
  'server-realtime': 'libs/server/realtime',
  'server-storage': 'libs/server/storage',
  'server-resource-engine': 'libs/server/resource-engine',
  'server-xlsx': 'libs/server/xlsx',
};

/** Builds into `<root>/tmp/p3-build`; returns the api's entry points (p3Paths). */
export function buildP3(root) {
  const out = join(root, 'tmp/p3-build');
  const swc = join(root, 'node_modules/.bin/swc');
  const config = ['--strip-leading-paths', '--copy-files', '--quiet', '--config-file', join(root, '.swcrc')];
  rmSync(out, { recursive: true, force: true });
  const compile = (dir, dest) =>
    execFileSync(swc, ['src', '-d', dest, ...config], { cwd: join(root, dir), stdio: ['ignore', 'ignore', 'inherit'] });
  for (const [name, dir] of Object.entries(PACKAGES)) {
    const dest = join(out, 'node_modules/@ohit', name);
    compile(dir, join(dest, 'dist'));
    writeFileSync(join(dest, 'package.json'), JSON.stringify({ name: `@ohit/${name}`, private: true, main: './dist/index.js' }));
  }
  mkdirSync(join(out, 'api'), { recursive: true });
  compile('apps/api', join(out, 'api/dist'));
  return p3Paths(root);
}

/** Where buildP3 puts the api's entry points. */
export function p3Paths(root) {
  const api = join(root, 'tmp/p3-build/api/dist');
  return { main: join(api, 'main.js'), migrate: join(api, 'migrate.js'), seed: join(api, 'seed/main.js') };
}
