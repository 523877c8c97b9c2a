// Gzipped JS a browser downloads for the login route and for the shell (quality bar P6).
// Usage: node apps/web/scripts/bundle-size.mjs (after a build with the manifest on).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

function closure(keys) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) walk(dep);
  };
  keys.forEach(walk);
  return seen;
}

function gz(keys) {
  let total = 0;
  for (const key of closure(keys)) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) total += gzipSync(readFileSync(join(dist, file))).length;
  }
  return total;
}

const find = (suffix) => Object.keys(manifest).find((k) => k.endsWith(suffix));
const entry = find('index.html');
const routes = {
  '/login': [entry, find('pages/login/LoginPage.tsx')],
  'shell (/dashboard)': [entry, find('layout/Shell.tsx'), find('pages/dashboard/DashboardPage.tsx')],
  'shell + users': [entry, find('layout/Shell.tsx'), find('pages/system/users/UserList.tsx')],
};
const limits = { '/login': 350, 'shell (/dashboard)': 700, 'shell + users': 700 };
let ok = true;
for (const [name, keys] of Object.entries(routes)) {
  const kb = gz(keys) / 1024;
  const pass = kb <= limits[name];
  ok &&= pass;
  console.log(`${name.padEnd(20)} ${kb.toFixed(1).padStart(7)} KB gzip (limit ${limits[name]} KB) ${pass ? 'ok' : 'FAIL'}`);
}
process.exit(ok ? 0 : 1);
