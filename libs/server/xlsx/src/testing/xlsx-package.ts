import { crc32, deflateRawSync } from 'node:zlib';

/** Test helper: a zip of the given files (deflated, or stored with `store`), nothing else. */
export function zipOf(files: Record<string, string | Buffer>, options: { store?: boolean } = {}): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.from(content);
    const body = options.store ? data : deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt16LE(options.store ? 0 : 8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    local.copy(dir, 8, 6, 30); // flags, method, time, date, crc, sizes, name length
    dir.writeUInt32LE(offset, 42);
    parts.push(local, nameBytes, body);
    central.push(dir, nameBytes);
    offset += local.length + nameBytes.length + body.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, cd, end]);
}

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export interface PackageParts {
  /** <sheetData> content of the first sheet. */
  sheetData: string;
  /** <si> elements. */
  sharedStrings?: string[];
  /** numFmtId of each cellXfs entry, and custom formats. */
  styles?: { xfs: number[]; numFmts?: Record<number, string> };
  date1904?: boolean;
  /** Target of the first sheet's relationship (default relative 'worksheets/sheet1.xml'). */
  sheetTarget?: string;
  /** Zip entry the sheet lives in (default xl/worksheets/sheet1.xml). */
  sheetPath?: string;
  store?: boolean;
}

/** Test helper: a minimal SpreadsheetML package whose first sheet (listed second in the rels) is `sheetData`. */
export function xlsxOf(p: PackageParts): Buffer {
  const files: Record<string, string> = {
    '[Content_Types].xml': '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook ${NS}><workbookPr${p.date1904 ? ' date1904="1"' : ''}/><sheets><sheet name="数据" sheetId="1" r:id="rId7"/><sheet name="other" sheetId="2" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/other.xml"/><Relationship Id="rId7" Type="${REL}/worksheet" Target="${p.sheetTarget ?? 'worksheets/sheet1.xml'}"/><Relationship Id="rId8" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId9" Type="${REL}/styles" Target="/xl/styles.xml"/></Relationships>`,
    [p.sheetPath ?? 'xl/worksheets/sheet1.xml']: `<?xml version="1.0" encoding="UTF-8"?>\n<worksheet ${NS}><sheetData>${p.sheetData}</sheetData></worksheet>`,
    'xl/worksheets/other.xml': `<worksheet ${NS}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>wrong sheet</t></is></c></row></sheetData></worksheet>`,
  };
  if (p.sharedStrings) files['xl/sharedStrings.xml'] = `<sst ${NS} count="${p.sharedStrings.length}">${p.sharedStrings.join('')}</sst>`;
  if (p.styles) {
    const fmts = Object.entries(p.styles.numFmts ?? {}).map(([id, code]) => `<numFmt numFmtId="${id}" formatCode="${code.replace(/"/g, '&quot;')}"/>`);
    const xfs = p.styles.xfs.map((id) => `<xf numFmtId="${id}" fontId="0"/>`);
    files['xl/styles.xml'] = `<styleSheet ${NS}><numFmts count="${fmts.length}">${fmts.join('')}</numFmts><cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs><cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs></styleSheet>`;
  }
  return zipOf(files, { store: p.store });
}
