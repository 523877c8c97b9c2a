import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve, sep } from 'node:path';

// A business module reaches the kernel only through apps/api/src/platform/index.ts and another
// module only through that module's index.ts — never a file inside either (docs/architecture.md).
const src = resolve(__dirname, '..');
const modules = resolve(__dirname);
const platform = join(src, 'platform');

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files(path, out);
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

const moduleOf = (path: string): string | null => {
  const rel = relative(modules, path);
  return rel.startsWith('..') ? null : rel.split(sep)[0];
};

function violations(): string[] {
  const found: string[] = [];
  for (const file of files(modules)) {
    const own = moduleOf(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']*)'/g)) {
      const target = normalize(resolve(dirname(file), spec));
      const where = `${relative(src, file)} → ${spec}`;
      if (target.startsWith(platform + sep)) found.push(`${where} (the kernel only through its index)`);
      const other = moduleOf(target);
      if (other && other !== own && target !== join(modules, other)) found.push(`${where} (module ${other} only through its index)`);
    }
  }
  return found;
}

describe('api module boundaries', () => {
  it('finds the modules it guards', () => {
    expect(files(modules).length).toBeGreaterThan(100);
  });

  it('imports the platform kernel and other modules only through their index', () => {
    expect(violations()).toEqual([]);
  });
});
