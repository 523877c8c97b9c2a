import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { IMPORT_FILE_FORMAT_MESSAGE, checkImportFileName } from '@ohit/domain';
import { IMPORT_LIMITS } from '@ohit/contracts';

/** A workbook refused before or while reading it; `message` is what the user sees. */
export class WorkbookRejected extends Error {}

export const WORKBOOK_MESSAGES = {
  contentMismatch: '文件内容与扩展名不符，请上传真正的xls或者xlsx格式文件',
  tooLarge: `文件过大，不能超过${IMPORT_LIMITS.maxFileBytes / 1024 / 1024}MB`,
  zipBomb: '文件解压后过大或包含的条目过多，已拒绝',
  corrupt: '文件已损坏，无法读取',
} as const;

export type WorkbookKind = 'xlsx' | 'xls';

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export interface WorkbookLimits {
  maxFileBytes: number;
  maxUncompressedBytes: number;
  maxEntries: number;
}

export interface ZipEntry {
  name: string;
  method: number;
  compressed: number;
  uncompressed: number;
  localOffset: number;
}

/** Central directory of a zip, refusing ZIP64 and anything malformed. */
export function zipEntries(buf: Buffer, limits: WorkbookLimits): ZipEntry[] {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new WorkbookRejected(WORKBOOK_MESSAGES.corrupt);
  const count = buf.readUInt16LE(eocd + 10);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) throw new WorkbookRejected(WORKBOOK_MESSAGES.zipBomb);
  if (count > limits.maxEntries) throw new WorkbookRejected(WORKBOOK_MESSAGES.zipBomb);
  const entries: ZipEntry[] = [];
  let p = cdOffset;
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw new WorkbookRejected(WORKBOOK_MESSAGES.corrupt);
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const uncompressed = buf.readUInt32LE(p + 24);
    const n = buf.readUInt16LE(p + 28);
    const e = buf.readUInt16LE(p + 30);
    const c = buf.readUInt16LE(p + 32);
    const localOffset = buf.readUInt32LE(p + 42);
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) throw new WorkbookRejected(WORKBOOK_MESSAGES.zipBomb);
    total += uncompressed;
    if (total > limits.maxUncompressedBytes) throw new WorkbookRejected(WORKBOOK_MESSAGES.zipBomb);
    entries.push({ name: buf.toString('utf8', p + 46, p + 46 + n), method, compressed, uncompressed, localOffset });
    p += 46 + n + e + c;
  }
  return entries;
}

/** An entry's stored (usually deflated) bytes, a view into `buf`, found through its local header. */
export function entryPayload(buf: Buffer, entry: ZipEntry): Buffer {
  const lo = entry.localOffset;
  if (lo + 30 > buf.length || buf.readUInt32LE(lo) !== 0x04034b50) throw new WorkbookRejected(WORKBOOK_MESSAGES.corrupt);
  const start = lo + 30 + buf.readUInt16LE(lo + 26) + buf.readUInt16LE(lo + 28);
  if (start + entry.compressed > buf.length) throw new WorkbookRejected(WORKBOOK_MESSAGES.corrupt);
  return buf.subarray(start, start + entry.compressed);
}

/** Inflates an entry counting bytes, never keeping them; more than declared means a lying header. */
async function verifyEntry(buf: Buffer, entry: ZipEntry): Promise<void> {
  const data = entryPayload(buf, entry);
  if (entry.method === 0) {
    if (entry.compressed !== entry.uncompressed) throw new WorkbookRejected(WORKBOOK_MESSAGES.corrupt);
    return;
  }
  if (entry.method !== 8) throw new WorkbookRejected(WORKBOOK_MESSAGES.corrupt);
  let seen = 0;
  await new Promise<void>((resolve, reject) => {
    const inflate = createInflateRaw();
    inflate.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > entry.uncompressed) {
        inflate.destroy();
        reject(new WorkbookRejected(WORKBOOK_MESSAGES.zipBomb));
      }
    });
    inflate.on('end', () => resolve());
    inflate.on('error', () => reject(new WorkbookRejected(WORKBOOK_MESSAGES.corrupt)));
    Readable.from([data]).pipe(inflate);
  });
}

/**
 * Checks a workbook before any parser sees it: name (.xls/.xlsx, spec message), size, content
 * matching the extension (zip for .xlsx, OLE2 for .xls), and for .xlsx the zip-bomb limits —
 * entry count and total uncompressed size from the central directory, then every entry
 * inflated (and discarded) to prove the declared sizes are true.
 */
export async function inspectWorkbook(buf: Buffer, fileName: string, limits: WorkbookLimits = IMPORT_LIMITS): Promise<WorkbookKind> {
  if (checkImportFileName(fileName)) throw new WorkbookRejected(IMPORT_FILE_FORMAT_MESSAGE);
  if (buf.length > limits.maxFileBytes) throw new WorkbookRejected(WORKBOOK_MESSAGES.tooLarge);
  const kind: WorkbookKind = /\.xlsx$/i.test(fileName) ? 'xlsx' : 'xls';
  const magic = kind === 'xlsx' ? ZIP : OLE2;
  if (buf.length < magic.length || !buf.subarray(0, magic.length).equals(magic)) throw new WorkbookRejected(WORKBOOK_MESSAGES.contentMismatch);
  if (kind === 'xlsx') {
    const entries = zipEntries(buf, limits);
    if (!entries.some((e) => e.name === 'xl/workbook.xml')) throw new WorkbookRejected(WORKBOOK_MESSAGES.contentMismatch);
    for (const entry of entries) await verifyEntry(buf, entry);
  }
  return kind;
}
