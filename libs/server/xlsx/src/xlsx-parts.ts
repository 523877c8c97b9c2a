import { posix } from 'node:path';
import type { SaxesTagPlain } from 'saxes';
import { SHEET_UNAVAILABLE_MESSAGE } from '@ohit/domain';
import { WORKBOOK_MESSAGES, WorkbookRejected, type ZipEntry } from './workbook-guard';
import { isDateFormat } from './xlsx-dates';
import { localName, parseEntry, unescapeXString } from './xml-stream';

/** What reading the first sheet needs from the rest of the package. */
export interface WorkbookParts {
  sheet: ZipEntry;
  sharedStrings: string[];
  /** By cell style index (the s attribute): whether its number format is a date. */
  dateStyles: boolean[];
  date1904: boolean;
}

const WORKBOOK = 'xl/workbook.xml';

function attr(tag: SaxesTagPlain, name: string): string | undefined {
  return tag.attributes[name];
}

/** A relationship target, relative to the part's folder or absolute from the package root. */
export function resolveTarget(baseDir: string, target: string): string {
  const t = target.replace(/\\/g, '/');
  const path = t.startsWith('/') ? posix.normalize(t) : posix.normalize(posix.join('/', baseDir, t));
  return path.replace(/^\/+/, '');
}

async function readWorkbook(buf: Buffer, entry: ZipEntry): Promise<{ firstSheetRel: string | null; date1904: boolean }> {
  let firstSheetRel: string | null = null;
  let seenSheet = false;
  let date1904 = false;
  await parseEntry(buf, entry, {
    open(tag) {
      const name = localName(tag.name);
      if (name === 'workbookPr') date1904 = /^(1|true)$/i.test(attr(tag, 'date1904') ?? '');
      else if (name === 'sheet' && !seenSheet) {
        seenSheet = true;
        // r:id, whatever prefix the relationships namespace was given.
        const key = Object.keys(tag.attributes).find((k) => k.includes(':') && localName(k) === 'id');
        firstSheetRel = key ? tag.attributes[key] : null;
      }
    },
    close: () => undefined,
    text: () => undefined,
  });
  return { firstSheetRel, date1904 };
}

interface Relationship {
  id: string;
  type: string;
  target: string;
}

async function readRels(buf: Buffer, entry: ZipEntry | undefined): Promise<Relationship[]> {
  const rels: Relationship[] = [];
  if (!entry) return rels;
  await parseEntry(buf, entry, {
    open(tag) {
      if (localName(tag.name) !== 'Relationship' || attr(tag, 'TargetMode') === 'External') return;
      rels.push({ id: attr(tag, 'Id') ?? '', type: attr(tag, 'Type') ?? '', target: attr(tag, 'Target') ?? '' });
    },
    close: () => undefined,
    text: () => undefined,
  });
  return rels;
}

/** Shared strings: plain <t>, or rich-text runs <r><t> joined; phonetic runs (<rPh>) left out. */
async function readSharedStrings(buf: Buffer, entry: ZipEntry | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  let text = '';
  let inT = false;
  let inPhonetic = false;
  await parseEntry(buf, entry, {
    open(tag) {
      const name = localName(tag.name);
      if (name === 'si') text = '';
      else if (name === 't') inT = !inPhonetic;
      else if (name === 'rPh') inPhonetic = true;
    },
    close(name) {
      if (name === 't') inT = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si') strings.push(unescapeXString(text));
    },
    text(t) {
      if (inT) text += t;
    },
  });
  return strings;
}

/** cellXfs in order, each marked date or not by its numFmtId (built-in or custom code). */
async function readDateStyles(buf: Buffer, entry: ZipEntry | undefined): Promise<boolean[]> {
  if (!entry) return [];
  const codes = new Map<number, string>();
  const formats: number[] = [];
  let inCellXfs = false;
  await parseEntry(buf, entry, {
    open(tag) {
      const name = localName(tag.name);
      if (name === 'numFmt') codes.set(Number(attr(tag, 'numFmtId')), attr(tag, 'formatCode') ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) formats.push(Number(attr(tag, 'numFmtId') ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
    text: () => undefined,
  });
  return formats.map((id) => isDateFormat(id, codes));
}

/**
 * Finds the first sheet the way Excel does — the first <sheet> of xl/workbook.xml, its r:id
 * looked up in xl/_rels/workbook.xml.rels — and loads the shared strings, the date styles and
 * the date system. No sheet (or its part missing) is the spec's SHEET_UNAVAILABLE_MESSAGE.
 */
export async function readWorkbookParts(buf: Buffer, dir: Map<string, ZipEntry>): Promise<WorkbookParts> {
  const workbook = dir.get(WORKBOOK);
  if (!workbook) throw new WorkbookRejected(WORKBOOK_MESSAGES.corrupt);
  const { firstSheetRel, date1904 } = await readWorkbook(buf, workbook);
  const rels = await readRels(buf, dir.get('xl/_rels/workbook.xml.rels'));
  const part = (rel: Relationship | undefined) => (rel ? dir.get(resolveTarget('xl', rel.target).toLowerCase()) : undefined);
  const byType = (suffix: string) => rels.find((r) => r.type.endsWith(suffix));
  const sheet = firstSheetRel === null ? undefined : part(rels.find((r) => r.id === firstSheetRel));
  if (!sheet) throw new WorkbookRejected(SHEET_UNAVAILABLE_MESSAGE);
  return {
    sheet,
    sharedStrings: await readSharedStrings(buf, part(byType('/sharedStrings')) ?? dir.get('xl/sharedstrings.xml')),
    dateStyles: await readDateStyles(buf, part(byType('/styles')) ?? dir.get('xl/styles.xml')),
    date1904,
  };
}
