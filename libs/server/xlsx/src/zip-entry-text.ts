import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import { WORKBOOK_MESSAGES, WorkbookRejected, type ZipEntry, entryPayload, zipEntries } from './workbook-guard';

/** The reader trusts inspectWorkbook for the limits; it only needs the directory. */
const NO_LIMITS = { maxFileBytes: Infinity, maxUncompressedBytes: Infinity, maxEntries: Infinity };

/** Slice of a stored (not deflated) entry handed to the parser at a time. */
const STORED_SLICE = 64 * 1024;

/** Zip entries by lower-cased name (OPC part names compare case-insensitively). */
export function zipDirectory(buf: Buffer): Map<string, ZipEntry> {
  const map = new Map<string, ZipEntry>();
  for (const e of zipEntries(buf, NO_LIMITS)) map.set(e.name.replace(/\\/g, '/').toLowerCase(), e);
  return map;
}

/**
 * An entry's text, chunk by chunk, inflated as a stream (the consumer's pace pauses the
 * inflater: async iteration is backpressure). One StringDecoder for the whole entry, so a
 * multi-byte character split between two inflated chunks comes out whole.
 */
export async function* entryText(buf: Buffer, entry: ZipEntry): AsyncGenerator<string> {
  const data = entryPayload(buf, entry);
  const decoder = new StringDecoder('utf8');
  if (entry.method === 0) {
    for (let i = 0; i < data.length; i += STORED_SLICE) {
      const s = decoder.write(data.subarray(i, i + STORED_SLICE));
      if (s) yield s;
    }
  } else if (entry.method === 8) {
    const inflate = createInflateRaw();
    inflate.end(data);
    let seen = 0;
    const chunks = inflate[Symbol.asyncIterator]();
    try {
      for (;;) {
        let next: IteratorResult<Buffer>;
        try {
          next = await chunks.next();
        } catch {
          throw new WorkbookRejected(WORKBOOK_MESSAGES.corrupt);
        }
        if (next.done) break;
        seen += next.value.length;
        if (seen > entry.uncompressed) throw new WorkbookRejected(WORKBOOK_MESSAGES.zipBomb);
        const s = decoder.write(next.value);
        if (s) yield s;
      }
    } finally {
      inflate.destroy();
    }
  } else {
    throw new WorkbookRejected(WORKBOOK_MESSAGES.corrupt);
  }
  const tail = decoder.end();
  if (tail) yield tail;
}
