/** File types recognised by their first bytes (never by name or declared mimetype). */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'ico' | 'svg' | 'zip' | 'ole2' | 'isobmff' | 'ebml' | 'text';

const TEXT_CONTROLS = [0x09, 0x0a, 0x0c, 0x0d, 0x1a];

export function sniff(head: Buffer): FileKind | null {
  const at = (i: number, bytes: number[]) => head.length >= i + bytes.length && bytes.every((b, k) => head[i + k] === b);
  if (at(0, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at(0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (at(0, [0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) return 'gif';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  if (at(0, [0x00, 0x00, 0x01, 0x00]) && head.length >= 6 && head[4] + head[5] > 0) return 'ico';
  if (at(0, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (at(0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole2';
  // ISO base media (MP4, QuickTime .mov — what phones record): a leading 'ftyp' box
  if (at(4, [0x66, 0x74, 0x79, 0x70])) return 'isobmff';
  // Matroska / WebM (what browsers record): the EBML header
  if (at(0, [0x1a, 0x45, 0xdf, 0xa3])) return 'ebml';
  const text = head.toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text)) return 'svg';
  // plain text (an instrument's CSV or TXT export, UTF-8 or GB18030): no NUL, no control byte but
  // tab, line feed, form feed, carriage return and DOS's end-of-file mark (older instrument software)
  if (head.length > 0 && head.every((b) => (b >= 0x20 && b !== 0x7f) || TEXT_CONTROLS.includes(b))) return 'text';
  return null;
}

/** An SVG with active content (scripts, event handlers, javascript: links, foreign objects) is refused. */
export function svgIsActive(svg: string): boolean {
  return /<script|<foreignObject|\son[a-z]+\s*=|javascript:|<iframe|<embed|<object/i.test(svg);
}
