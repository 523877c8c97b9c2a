// JavaScript a browser downloads for the login route and for the shell (quality bar P6), from
// the build manifest: gzip as the bar counts it, and Brotli as the api now sends it.
// Usage: node apps/web/scripts/bundle-size.mjs (after a build); `npm run bench -- p6` uses bundleSizes().
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
export const LIMITS_KB = { '/login': 350, 'shell (/dashboard)': 700, 'shell + users': 700 };

/** { route: { gzipKb, brotliKb, files } } for the login route, the shell with the dashboard, and with the users screen. */
export function bundleSizes(dist = DIST) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const closure = (keys) => {
    const seen = new Set();
    const walk = (key) => {
      if (!key || seen.has(key)) return;
      seen.add(key);
      for (const dep of manifest[key]?.imports ?? []) walk(dep);
    };
    keys.forEach(walk);
    return seen;
  };
  const size = (keys) => {
    let gzip = 0;
    let brotli = 0;
    let files = 0;
    for (const key of closure(keys)) {
      const file = manifest[key]?.file;
      if (!file?.endsWith('.js')) continue;
      const data = readFileSync(join(dist, file));
      gzip += gzipSync(data).length;
      brotli += brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
      files += 1;
    }
    return { gzipKb: gzip / 1024, brotliKb: brotli / 1024, files };
  };
  const find = (suffix) => Object.keys(manifest).find((k) => k.endsWith(suffix));
  const entry = find('index.html');
  return {
    '/login': size([entry, find('pages/login/LoginPage.tsx')]),
    'shell (/dashboard)': size([entry, find('layout/Shell.tsx'), find('pages/dashboard/DashboardPage.tsx')]),
    'shell + users': size([entry, find('layout/Shell.tsx'), find('pages/system/users/UserList.tsx')]),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let ok = true;
  for (const [name, s] of Object.entries(bundleSizes())) {
    const pass = s.gzipKb <= LIMITS_KB[name];
    ok &&= pass;
    console.log(`${name.padEnd(20)} ${s.gzipKb.toFixed(1).padStart(7)} KB gzip (limit ${LIMITS_KB[name]} KB), ${s.brotliKb.toFixed(1).padStart(7)} KB brotli ${pass ? 'ok' : 'FAIL'}`);
  }
  process.exit(ok ? 0 : 1);
}
