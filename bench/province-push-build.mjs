// Compiles what `npm run bench -- push` runs — @ohit/server-province (the wire), @ohit/server-config
// and apps/province-ref (the reference platform) — with swc into tmp/push-bench-build, so the
// measured processes run plain JavaScript and the workspace's dist folders are left alone. The
// processes load these by absolute path; everything else resolves to the repository's node_modules.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PACKAGES = {
  'server-province': { dir: 'libs/server/province', exports: { '.': './dist/index.js' } },
  'server-config': { dir: 'libs/server/config', exports: { '.': './dist/index.js' } },
  'province-ref': { dir: 'apps/province-ref', exports: { '.': './dist/index.js', './testing': './dist/testing/index.js' } },
};

/** Returns the build folder; `lib(build, name)` is the compiled package's entry file. */
export function compilePushBench(root) {
  const out = join(root, 'tmp/push-bench-build');
  rmSync(out, { recursive: true, force: true });
  const swc = join(root, 'node_modules/.bin/swc');
  for (const [name, { dir, exports }] of Object.entries(PACKAGES)) {
    const dest = join(out, 'node_modules/@ohit', name);
    execFileSync(swc, ['src', '-d', join(dest, 'dist'), '--strip-leading-paths', '--ignore', '**/*.spec.ts', '--quiet', '--config-file', join(root, '.swcrc')], {
      cwd: join(root, dir),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    writeFileSync(join(dest, 'package.json'), JSON.stringify({ name: `@ohit/${name}`, private: true, main: './dist/index.js', exports }));
  }
  return out;
}

export const lib = (build, name, sub = 'index.js') => join(build, 'node_modules/@ohit', name, 'dist', sub);
