import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { loadConfig } from './app-config';

const ROOT = join(__dirname, '../../../..');
const rel = (f: string) => relative(ROOT, f).split(sep).join('/');

/** Every source file under dir (this spec excluded: its examples are not reads). */
function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (['node_modules', 'dist', '.data', 'coverage'].includes(e.name) || e.name.startsWith('.')) return [];
    const full = join(dir, e.name);
    if (e.isDirectory()) return walk(full);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(e.name) && full !== __filename ? [full] : [];
  });
}

/** Reads of one named variable (`process.env.X`, `process.env['X']`), assignments not counted. */
const ENV_READ = /process\.env(?:\.([A-Za-z_][A-Za-z0-9_]*)(?![A-Za-z0-9_])|\[\s*['"]([A-Za-z_][A-Za-z0-9_]*)['"]\s*\])(?!\s*=[^=])/g;
/** `const { X } = process.env` — a read by another spelling. */
const ENV_DESTRUCTURE = /\}\s*=\s*process\.env\b/;
/** The web bundle's build-time variables. */
const VITE_READ = /import\.meta\.env\.(VITE_[A-Z0-9_]+)/g;

function envReads(text: string): string[] {
  const names = [...text.matchAll(ENV_READ)].map((m) => m[1] ?? m[2]);
  return [...names, ...[...text.matchAll(VITE_READ)].map((m) => m[1])];
}

const isTest = (f: string) => /\.(spec|integration-spec|e2e-spec)\.(ts|tsx)$/.test(f);
/** Test support, the typed config itself, and build-tool configuration run by the tool (not by our processes). */
const OUTSIDE_RUNTIME = [
  /^libs\/server\/config\//,
  /^libs\/testing\//,
  /^apps\/api\/src\/testing\//,
  /^apps\/worker\/src\/testing\//,
  /^apps\/web\/jest\.setup\.ts$/,
  /^apps\/web\/test\//,
  /^apps\/web\/vite\.config\.ts$/, // the dev server's proxy target (OHIT_API_URL); the bundle never sees process.env
];

/** Every name in .env.example, written `NAME=` or commented out `# NAME=`. */
function envExample(): { names: Set<string>; uncommented: string[] } {
  const lines = readFileSync(join(ROOT, '.env.example'), 'utf8').split('\n');
  const entry = /^#?\s*([A-Z][A-Z0-9_]*)=/;
  const names = new Set<string>();
  const uncommented: string[] = [];
  lines.forEach((line, i) => {
    const m = entry.exec(line);
    if (!m) return;
    names.add(m[1]);
    // Each entry has its own explanation on the line above (not another entry, not a blank line).
    const above = lines[i - 1] ?? '';
    if (!above.startsWith('#') || entry.test(above)) uncommented.push(m[1]);
  });
  return { names, uncommented };
}

describe('environment variables', () => {
  const apps = walk(join(ROOT, 'apps'));
  const libs = walk(join(ROOT, 'libs'));

  it('are read only by the typed config: no process.env.NAME in apps/ and libs/ outside tests, test support and libs/server/config', () => {
    const offenders = [...apps, ...libs]
      .map(rel)
      .filter((f) => !isTest(f) && !OUTSIDE_RUNTIME.some((re) => re.test(f)))
      .flatMap((f) => {
        const text = readFileSync(join(ROOT, f), 'utf8');
        const found = [...text.matchAll(ENV_READ)].map((m) => `${f}: process.env.${m[1] ?? m[2]}`);
        return ENV_DESTRUCTURE.test(text) ? [...found, `${f}: destructures process.env`] : found;
      });
    expect(offenders).toEqual([]);
  });

  it('the scan finds reads where they exist (guards the pattern itself)', () => {
    expect(envReads(`const a = Number(process.env.OUTBOX_POLL_MS ?? 250); const b = process.env['X_Y'];`)).toEqual(['OUTBOX_POLL_MS', 'X_Y']);
    expect(envReads(`process.env.DATABASE_URL = url; if (process.env.CI == '1') {}`)).toEqual(['CI']);
    expect(envReads(`import.meta.env.VITE_API_BASE`)).toEqual(['VITE_API_BASE']);
    expect(apps.map(rel)).toContain('apps/worker/src/processors/export-xlsx.processor.ts');
  });

  it('every variable the config reads is listed in .env.example', () => {
    const read = new Set<string>();
    const recording = (env: Record<string, string>) =>
      new Proxy(env, {
        get(target, key) {
          if (typeof key === 'string') read.add(key);
          return target[key as string];
        },
      });
    loadConfig(recording({}));
    loadConfig(recording({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), STORAGE_DRIVER: 's3', S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'b' }));
    // Names in the loader's source too, so a variable read only on some branch is not missed.
    for (const f of walk(join(ROOT, 'libs/server/config/src')).filter((f) => !isTest(f))) {
      for (const m of readFileSync(f, 'utf8').matchAll(/\bread\.\w+\(\s*'([A-Z][A-Z0-9_]*)'/g)) read.add(m[1]);
    }
    expect(read.size).toBeGreaterThan(20);
    const { names } = envExample();
    expect([...read].filter((n) => !names.has(n)).sort()).toEqual([]);
  });

  it('every variable read anywhere (apps, libs, scripts, browser tests) is listed in .env.example, each with a comment', () => {
    const files = [...apps, ...libs, ...walk(join(ROOT, 'scripts')), ...walk(join(ROOT, 'e2e'))];
    const used = new Set(files.flatMap((f) => envReads(readFileSync(f, 'utf8'))));
    const { names, uncommented } = envExample();
    expect([...used].filter((n) => !names.has(n)).sort()).toEqual([]);
    expect(uncommented).toEqual([]);
  });
});
