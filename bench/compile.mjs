// Compiles what the benchmarks run (the packages they import and bench/xlsx-bench.ts) with swc,
// the way scripts/build.mjs builds the server, into tmp/bench-build: each measured process then
// runs plain JavaScript (no compiler loaded, so its RSS is the product's) and the shared
// libs/*/dist folders are left alone. tmp/bench-build/node_modules/@ohit/* shadows the workspace
// links; everything else resolves up to the repository's node_modules.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PACKAGES = {
  domain: 'libs/domain',
  contracts: 'libs/contracts',
  'server-config': 'libs/server/config',
  'server-database': 'libs/server/database',
  'server-xlsx': 'libs/server/xlsx',
  'server-resource-engine': 'libs/server/resource-engine',
};

/** Returns the compiled entry point of bench/xlsx-bench.ts. */
export function compileBench(root) {
  const out = join(root, 'tmp/bench-build');
  const swc = join(root, 'node_modules/.bin/swc');
  const config = ['--config-file', join(root, '.swcrc'), '--quiet'];
  rmSync(out, { recursive: true, force: true });
  for (const [name, dir] of Object.entries(PACKAGES)) {
    const dest = join(out, 'node_modules/@ohit', name);
    execFileSync(swc, ['src', '-d', join(dest, 'dist'), '--strip-leading-paths', '--copy-files', ...config], { cwd: join(root, dir), stdio: ['ignore', 'ignore', 'inherit'] });
    writeFileSync(join(dest, 'package.json'), JSON.stringify({ name: `@ohit/${name}`, private: true, main: './dist/index.js' }));
  }
  mkdirSync(join(out, 'bench'), { recursive: true });
  const entry = join(out, 'bench/xlsx-bench.js');
  execFileSync(swc, ['bench/xlsx-bench.ts', '-o', entry, ...config], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  return entry;
}
