import { checkImportFileName, FILE_READ_FAILED_MESSAGE, IMPORT_FILE_FORMAT_MESSAGE } from '@ohit/domain';

/** The part of a File the check needs (tests pass a fake). */
export interface FileLike {
  name: string;
  size: number;
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

const ZIP = [0x50, 0x4b];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/**
 * The browser-side import check (spec §5, §8), before anything is uploaded:
 * - a name not ending in .xls/.xlsx → '上传格式不正确，请上传xls或者xlsx格式';
 * - a file the browser cannot read (gone, no permission, empty) → '文件读取失败';
 * - content that is no workbook at all (neither a zip nor an OLE compound file) → the format message.
 * `null` when the file may be uploaded; the server checks the workbook itself again.
 */
export async function checkImportFile(file: FileLike | null | undefined): Promise<string | null> {
  if (!file) return FILE_READ_FAILED_MESSAGE;
  const format = checkImportFileName(file.name);
  if (format) return format;
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  } catch {
    return FILE_READ_FAILED_MESSAGE;
  }
  if (file.size === 0 || head.length === 0) return FILE_READ_FAILED_MESSAGE;
  if (!startsWith(head, ZIP) && !startsWith(head, OLE)) return IMPORT_FILE_FORMAT_MESSAGE;
  return null;
}
