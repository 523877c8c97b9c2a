import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// docs/adr/0001-data-access.md: SQL through one small typed layer. This keeps the house to it.
const root = join(__dirname, '../../../../..');
const HELPERS = 'libs/server/database/src/sql/';

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name) && !/\.(spec|integration-spec|e2e-spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Code without its comments (a comment may say what is forbidden). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

const files = ['apps/api/src', 'apps/worker/src', 'libs/server', 'libs/contracts/src']
  .flatMap((d) => sources(join(root, d)))
  .map((p) => ({ path: relative(root, p), text: code(readFileSync(p, 'utf8')) }));

const offending = (pattern: RegExp, allowed: (path: string) => boolean) => files.filter((f) => !allowed(f.path) && pattern.test(f.text)).map((f) => f.path);

describe('data access style (ADR 0001)', () => {
  it('has found the sources it guards', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.path === `${HELPERS}returning-rows.ts`)).toBe(true);
  });

  it('maps no entity class (tables live in the migrations)', () => {
    expect(offending(/@Entity\(/, () => false)).toEqual([]);
  });

  it('unwraps RETURNING answers only in returningRows', () => {
    expect(offending(/Array\.isArray\(\s*\w+\[0\]\s*\)/, (p) => p.startsWith(HELPERS))).toEqual([]);
  });

  it('escapes LIKE wildcards only in like-pattern.ts', () => {
    expect(offending(/\[\\\\%_\]/, (p) => p.startsWith(HELPERS))).toEqual([]);
  });

  it('never reads or stores a number as float', () => {
    expect(offending(/::float8|\bfloat8\b|double precision|\breal\b\s*[,)]/i, () => false)).toEqual([]);
  });
});
