import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { WORKBOOK_MESSAGES, WorkbookRejected, type ZipEntry } from './workbook-guard';
import { entryText } from './zip-entry-text';

/** Element name without its namespace prefix (some writers emit <x:row>). */
export function localName(name: string): string {
  const i = name.indexOf(':');
  return i < 0 ? name : name.slice(i + 1);
}

export interface XmlHandlers {
  open(tag: SaxesTagPlain): void;
  close(name: string): void;
  /** Character data, possibly in pieces. */
  text(text: string): void;
}

/** A non-validating, position-less saxes parser; malformed XML throws WorkbookRejected(corrupt). */
export function xmlParser(h: XmlHandlers): { write(chunk: string): void; close(): void } {
  const parser = new SaxesParser({ position: false });
  parser.on('opentag', (tag) => h.open(tag as SaxesTagPlain));
  parser.on('closetag', (tag) => h.close(localName(tag.name)));
  parser.on('text', (t) => h.text(t));
  parser.on('cdata', (t) => h.text(t));
  const guard = (run: () => void) => {
    try {
      run();
    } catch (e) {
      throw e instanceof WorkbookRejected ? e : new WorkbookRejected(WORKBOOK_MESSAGES.corrupt);
    }
  };
  return { write: (chunk) => guard(() => parser.write(chunk)), close: () => guard(() => parser.close()) };
}

/** Parses a whole (small) part through the handlers. */
export async function parseEntry(buf: Buffer, entry: ZipEntry, h: XmlHandlers): Promise<void> {
  const parser = xmlParser(h);
  for await (const chunk of entryText(buf, entry)) parser.write(chunk);
  parser.close();
}

/** Strings may carry _xHHHH_ escapes for characters XML cannot hold (ECMA-376 ST_Xstring). */
export function unescapeXString(s: string): string {
  if (!s.includes('_x')) return s;
  return s.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
