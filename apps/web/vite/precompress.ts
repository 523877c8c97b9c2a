// Writes a Brotli (.br) and a gzip (.gz) copy next to every compressible file of the web build,
// so the api serves them without compressing per request (apps/api/src/bootstrap/serve-web.ts).
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the browser downloads; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm)$/i;
/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 1024;

export interface PrecompressResult {
  file: string;
  bytes: number;
  br: number | null;
  gzip: number | null;
}

/** One file: its .br and .gz, each written only when it is smaller than the file itself. */
export async function precompressFile(path: string): Promise<PrecompressResult> {
  const data = await readFile(path);
  const result: PrecompressResult = { file: path, bytes: data.length, br: null, gzip: null };
  if (data.length < MIN_BYTES || !COMPRESSIBLE.test(path)) return result;
  const [br, gzipped] = await Promise.all([
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < data.length) {
    await writeFile(`${path}.br`, br);
    result.br = br.length;
  }
  if (gzipped.length < data.length) {
    await writeFile(`${path}.gz`, gzipped);
    result.gzip = gzipped.length;
  }
  return result;
}

/** The given files of `dir` (relative names), a few at a time (zlib runs on the thread pool). */
export async function precompressFiles(dir: string, names: readonly string[], parallel = 4): Promise<PrecompressResult[]> {
  const results: PrecompressResult[] = [];
  const queue = [...names];
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const path = join(dir, name);
      if ((await stat(path)).isFile()) results.push(await precompressFile(path));
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}

/** Vite plugin: after the bundle is written, precompress what it wrote (not the build manifest). */
export function precompress(): Plugin {
  return {
    name: 'ohit:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      await precompressFiles(options.dir, Object.keys(bundle).filter((name) => !name.startsWith('.vite/')));
    },
  };
}
