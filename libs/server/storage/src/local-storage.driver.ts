import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { downloadPath, generateKey, parseKey } from './storage-key';
import { PutOptions, StoragePort, StoredObject, StorageNotFoundError } from './storage.port';

/**
 * Files under one root directory: `<root>/<folder>/<yyyymmdd>/<random>.<ext>`. Keys are parsed
 * against the generated shape and the resolved path must stay under the root, so no key can
 * reach outside it.
 */
export class LocalStorageDriver implements StoragePort {
  readonly driver = 'local' as const;
  private readonly root: string;

  constructor(dir: string) {
    this.root = resolve(dir);
  }

  /** Absolute path of a key (throws for anything not of the generated shape). */
  pathOf(key: string): string {
    const { folder, day, name } = parseKey(key);
    const full = resolve(join(this.root, folder, day, name));
    if (!full.startsWith(this.root + sep)) throw new StorageNotFoundError(key);
    return full;
  }

  async put(body: Readable | Buffer, options: PutOptions): Promise<StoredObject> {
    const key = generateKey(options);
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.part`;
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, counter, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (e) {
      await rm(partial, { force: true });
      throw e;
    }
    return { key, path: downloadPath(key), size };
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    try {
      const s = await stat(file);
      if (!s.isFile()) throw new StorageNotFoundError(key);
    } catch {
      throw new StorageNotFoundError(key);
    }
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  url(key: string): string {
    return downloadPath(key);
  }
}
