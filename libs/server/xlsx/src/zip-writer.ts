import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { pipeline, type Readable, Transform } from 'node:stream';
import archiver from 'archiver';

/** An entry as it went into the zip: its size and the SHA-256 of its bytes. */
export interface ZipEntryWritten {
  path: string;
  bytes: number;
  sha256: string;
}

export interface ZipWriter {
  /** The zip's bytes as they are produced (hand it to the storage port before adding entries). */
  readonly output: Readable;
  /**
   * Adds one entry and resolves once it is in the zip, with its size and SHA-256 (computed from the
   * bytes as they pass). Entries are added one after another: a file is opened only when the one
   * before it is written.
   */
  add(path: string, content: Readable | Buffer): Promise<ZipEntryWritten>;
  /** Writes the central directory and ends `output`. */
  finish(): Promise<void>;
  /** Stops with an error (the output stream errors too). */
  abort(error: Error): void;
}

/**
 * A streaming zip writer — archiver, the zip engine exceljs's workbook writer already uses —
 * deflating each entry, names in UTF-8 (Chinese folder and file names read back as written).
 * Backpressure runs from the consumer of `output` back to the entry's source.
 */
export function createZipWriter(level = 6): ZipWriter {
  const zip = archiver('zip', { zlib: { level } });
  let failure: Error | null = null;
  zip.on('error', (e: Error) => {
    failure = e;
  });
  zip.on('warning', (e: Error) => {
    failure = e;
  });
  return {
    output: zip,
    async add(path, content) {
      if (failure) throw failure;
      const hash = createHash('sha256');
      let bytes = 0;
      const tap = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      // the listeners of this entry only: removed (their promises settled) once it is written or failed
      const entry = new AbortController();
      const { signal } = entry;
      const written = once(zip, 'entry', { signal });
      const failed = Promise.race([once(tap, 'error', { signal }), once(zip, 'error', { signal })]).then(([e]) => Promise.reject(e as Error));
      if (Buffer.isBuffer(content)) tap.end(content);
      else pipeline(content, tap, () => undefined);
      zip.append(tap, { name: path });
      try {
        await Promise.race([written, failed]);
      } finally {
        entry.abort();
      }
      return { path, bytes, sha256: hash.digest('hex') };
    },
    async finish() {
      if (failure) throw failure;
      await zip.finalize();
    },
    abort(error) {
      zip.destroy(error);
    },
  };
}
