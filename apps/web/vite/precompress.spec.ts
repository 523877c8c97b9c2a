import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressFiles } from './precompress';

describe('precompressed web assets', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ohit-precompress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz next to scripts, styles and the page; they inflate to the original', async () => {
    const js = 'export const rows = ['.concat(Array.from({ length: 500 }, (_, i) => `{"id":${i},"name":"受检单位${i}"}`).join(','), '];');
    writeFileSync(join(dir, 'index-abc123.js'), js);
    writeFileSync(join(dir, 'index.html'), `<!doctype html><html><body>${'<div>职业健康</div>'.repeat(200)}</body></html>`);
    const results = await precompressFiles(dir, ['index-abc123.js', 'index.html']);
    expect(results).toHaveLength(2);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index-abc123.js.br'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(dir, 'index-abc123.js.gz'))).toString()).toBe(js);
    for (const r of results) {
      expect(r.br).toBeLessThan(r.bytes);
      expect(r.gzip).toBeLessThan(r.bytes);
    }
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
  });

  it('leaves tiny files and images alone', async () => {
    writeFileSync(join(dir, 'tiny.js'), 'export default 1;');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 7));
    await precompressFiles(dir, ['tiny.js', 'logo.png']);
    expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.gz'))).toBe(false);
  });
});
