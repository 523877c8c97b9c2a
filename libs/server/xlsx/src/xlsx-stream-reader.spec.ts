import { createInflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { SHEET_EMPTY_MESSAGE, SHEET_UNAVAILABLE_MESSAGE } from '@ohit/domain';
import { MAX_SHEET_COLUMNS, columnBeyondSheetMessage, columnLetter, columnNumber } from './cells';
import { type ReadRow, readWorkbookRows } from './import-reader';
import { xlsxOf, zipOf } from './testing/xlsx-package';
import { WORKBOOK_MESSAGES, WorkbookRejected, entryPayload } from './workbook-guard';
import { isDateFormatCode, serialToDate } from './xlsx-dates';
import { zipDirectory } from './zip-entry-text';

async function rows(buf: Buffer, maxRows?: number, maxColumns?: number): Promise<ReadRow[]> {
  const out: ReadRow[] = [];
  for await (const r of readWorkbookRows(buf, 'xlsx', maxRows, maxColumns)) out.push(r);
  return out;
}
const values = (r: ReadRow[]) => r.map((x) => x.cells.map((c) => c.value));
const utc = (...a: [number, number, number, number?, number?, number?]) => new Date(Date.UTC(a[0], a[1] - 1, a[2], a[3] ?? 0, a[4] ?? 0, a[5] ?? 0));

describe('readWorkbookRows (.xlsx, streamed)', () => {
  it('reads shared, inline, rich-text and formula strings, numbers, booleans and errors', async () => {
    const buf = xlsxOf({
      sharedStrings: ['<si><t>名称</t></si>', '<si><r><rPr><b/></rPr><t>富</t></r><r><t xml:space="preserve">文本 </t></r><rPh sb="0" eb="1"><t>フ</t></rPh><phoneticPr fontId="1"/></si>', '<si><t>a_x000D_b &amp; &lt;c&gt;</t></si>'],
      sheetData:
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>' +
        '<row r="2"><c r="A2" t="inlineStr"><is><r><t>内</t></r><r><t>联</t></r></is></c><c r="B2"><v>42.5</v></c><c r="C2" t="b"><v>1</v></c><c r="D2" t="b"><v>0</v></c><c r="E2" t="e"><v>#DIV/0!</v></c><c r="F2" t="str"><f>"x"&amp;"y"</f><v>xy</v></c><c r="G2"><v>-3</v></c></row>',
    });
    const got = await rows(buf);
    expect(values(got)).toEqual([
      ['名称', '富文本 ', 'a\rb & <c>'],
      ['内联', 42.5, true, false, '#DIV/0!', 'xy', -3],
    ]);
    expect(got[1].cells[5]).toEqual({ value: 'xy', formula: true });
    expect(got[1].cells[1].formula).toBeUndefined();
  });

  it('flags formula cells, shared formulas included', async () => {
    const buf = xlsxOf({ sheetData: '<row r="1"><c r="A1"><v>1</v></c><c r="B1"><f>A1+1</f><v>2</v></c><c r="C1"><f t="shared" ref="C1:C2" si="0"/><v>3</v></c></row>' });
    expect((await rows(buf))[0].cells).toEqual([{ value: 1 }, { value: 2, formula: true }, { value: 3, formula: true }]);
  });

  it('reads date-formatted numbers as Date: built-in and custom formats, 1900 and 1904 systems', async () => {
    const styles = { xfs: [0, 14, 22, 164, 165, 166, 31], numFmts: { 164: 'yyyy"年"m"月"d"日"', 165: '0.00" days"', 166: '[Red][$-804]hh:mm' } };
    const sheetData = '<row r="1"><c r="A1"><v>1</v></c><c r="B1" s="1"><v>45292</v></c><c r="C1" s="2"><v>45292.75</v></c><c r="D1" s="3"><v>59</v></c><c r="E1" s="4"><v>45292</v></c><c r="F1" s="5"><v>0.5</v></c><c r="G1" s="6"><v>61</v></c><c r="H1" t="d"><v>2024-03-01T08:30:00</v></c></row>';
    expect(values(await rows(xlsxOf({ styles, sheetData })))).toEqual([[1, utc(2024, 1, 1), utc(2024, 1, 1, 18), utc(1900, 2, 28), 45292, utc(1899, 12, 31, 12), utc(1900, 3, 1), utc(2024, 3, 1, 8, 30)]]);
    const in1904 = await rows(xlsxOf({ styles, sheetData: '<row r="1"><c r="A1"><v>1</v></c><c r="B1" s="1"><v>43830</v></c></row>', date1904: true }));
    expect(values(in1904)).toEqual([[1, utc(2024, 1, 1)]]);
  });

  it('tells date format codes from number formats', () => {
    for (const code of ['yyyy-mm-dd', 'm/d/yy h:mm', '[$-F800]dddd', 'mm:ss.0', '[h]:mm:ss', 'yyyy"年"m"月"']) expect(isDateFormatCode(code)).toBe(true);
    for (const code of ['General', '0.00', '#,##0;[Red]-#,##0', '0.00" days"', '@', '0.00E+00', '\\d0', '_-* #,##0_-;[Magenta]0']) expect(isDateFormatCode(code)).toBe(false);
    expect(serialToDate(1, false)).toEqual(utc(1900, 1, 1));
    expect(serialToDate(0, true)).toEqual(utc(1904, 1, 1));
  });

  it('counts positions when r attributes are missing, and keeps skipped row numbers', async () => {
    const buf = xlsxOf({
      sheetData:
        '<row><c t="inlineStr"><is><t>h1</t></is></c><c t="inlineStr"><is><t>h2</t></is></c></row>' +
        '<row r="5"><c r="A5"><v>1</v></c><c r="C5"><v>3</v></c><c><v>4</v></c></row>' +
        '<row><c><v>7</v></c></row>' +
        '<row r="9" spans="1:2"><c r="A9" s="0"/><c r="B9"><v>9</v></c></row>',
    });
    const got = await rows(buf);
    expect(got.map((r) => r.rowNumber)).toEqual([1, 5, 6]);
    expect(values(got)).toEqual([['h1', 'h2'], [1, null, 3, 4], [7]]);
  });

  it('drops rows whose first column is empty and stops after the header and maxRows + 1 rows', async () => {
    const data = Array.from({ length: 50 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"${i % 7 === 3 ? ' t="inlineStr"><is><t> </t></is></c>' : `><v>${i + 1}</v></c>`}</row>`).join('');
    const all = await rows(xlsxOf({ sheetData: data }));
    expect(all).toHaveLength(43);
    expect(all.some((r) => r.rowNumber === 4)).toBe(false);
    expect((await rows(xlsxOf({ sheetData: data }), 10)).map((r) => r.rowNumber)).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10, 12, 13, 14]);
  });

  it.each([
    ['relative', 'worksheets/sheet1.xml', 'xl/worksheets/sheet1.xml'],
    ['absolute', '/xl/worksheets/data.xml', 'xl/worksheets/data.xml'],
    ['relative with ..', '../xl/sheets/s1.xml', 'xl/sheets/s1.xml'],
  ])('finds the first sheet through workbook.xml and its rels (%s target)', async (_, sheetTarget, sheetPath) => {
    const buf = xlsxOf({ sheetTarget, sheetPath, sheetData: '<row r="1"><c r="A1" t="inlineStr"><is><t>first</t></is></c></row>' });
    expect(values(await rows(buf))).toEqual([['first']]);
  });

  it('reads prefixed SpreadsheetML and stored (not deflated) entries', async () => {
    const sheet = '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData><x:row r="1"><x:c r="B1" t="inlineStr"><x:is><x:t>前缀</x:t></x:is></x:c><x:c r="A1"><x:v>1</x:v></x:c></x:row></x:sheetData></x:worksheet>';
    const buf = xlsxOf({ sheetData: '', store: true });
    const dir = zipDirectory(buf);
    const files: Record<string, Buffer> = {};
    for (const [, e] of dir) files[e.name] = e.name.endsWith('sheet1.xml') ? Buffer.from(sheet) : entryPayload(buf, e);
    expect(values(await rows(zipOf(files)))).toEqual([[1, '前缀']]);
  });

  it('keeps Chinese characters whole when they straddle inflated chunks (> 100k characters)', async () => {
    const phrase = '职业卫生技术服务检测报告制造业';
    const sharedStrings = Array.from({ length: 4000 }, (_, i) => `<si><t>${phrase}${i}</t></si>`);
    const sheetData = Array.from({ length: 4000 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${i}</v></c><c r="B${i + 1}" t="inlineStr"><is><t>${i}${phrase}</t></is></c></row>`).join('');
    const buf = xlsxOf({ sharedStrings, sheetData });
    // The proof that it matters: the sheet inflates to chunks that cut characters in half.
    const dir = zipDirectory(buf);
    const split = await new Promise<number>((resolve, reject) => {
      let cut = 0;
      const inflate = createInflateRaw();
      inflate.on('data', (c: Buffer) => {
        if (c.toString('utf8').includes('\ufffd')) cut += 1;
      });
      inflate.on('end', () => resolve(cut)).on('error', reject);
      inflate.end(entryPayload(buf, dir.get('xl/worksheets/sheet1.xml')!));
    });
    expect(split).toBeGreaterThan(0);
    const got = await rows(buf);
    expect(got).toHaveLength(4000);
    expect(got.reduce((n, r) => n + String(r.cells[0].value).length + String(r.cells[1].value).length, 0)).toBeGreaterThan(100_000);
    got.forEach((r, i) => expect(values([r])[0]).toEqual([`${phrase}${i}`, `${i}${phrase}`]));
  });

  it('reads what exceljs writes: shared strings, dates, formulas, first sheet only', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('受检单位');
    ws.addRow(['单位名称', '成立日期', '人数', '合计']);
    ws.addRow(['甲单位', utc(2023, 5, 6), 12, { formula: 'C2*2', result: 24 }]);
    ws.getCell('B2').numFmt = 'yyyy-mm-dd';
    wb.addWorksheet('second').addRow(['not read']);
    const got = await rows(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(values(got)).toEqual([['单位名称', '成立日期', '人数', '合计'], ['甲单位', utc(2023, 5, 6), 12, 24]]);
    expect(got[1].cells[3].formula).toBe(true);
  });

  describe('columns: never past XFD, never wider than the caller asks', () => {
    const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

    it('reads column letters up to XFD and no further', () => {
      expect([columnNumber('A1'), columnNumber('c5'), columnNumber('Z9'), columnNumber('AA1'), columnNumber('XFD1048576'), columnNumber('12')]).toEqual([1, 3, 26, 27, 16_384, 0]);
      expect(columnNumber('XFE1')).toBe(MAX_SHEET_COLUMNS + 1);
      expect(columnNumber('ZZZZ2')).toBe(MAX_SHEET_COLUMNS + 1);
      expect(columnNumber(`${'Q'.repeat(100_000)}1`)).toBe(MAX_SHEET_COLUMNS + 1);
      expect(columnLetter(MAX_SHEET_COLUMNS)).toBe('XFD');
    });

    it.each([
      ['ZZZZ2 (column 475,254)', 'ZZZZ2'],
      ['XFE1 (one past XFD)', 'XFE1'],
    ])('refuses a cell reference past XFD, %s, naming it in the message', async (_, ref) => {
      const n = Number(ref.replace(/^[A-Z]+/, ''));
      const sheetData = `${n > 1 ? `<row r="1">${inline('A1', '名称')}</row>` : ''}<row r="${n}">${inline(`A${n}`, '甲')}${inline(ref, 'x')}</row>`;
      for (const maxColumns of [undefined, 3]) {
        const e = await rows(xlsxOf({ sheetData }), undefined, maxColumns).catch((x: unknown) => x);
        expect(e).toBeInstanceOf(WorkbookRejected);
        expect((e as Error).message).toBe(`单元格“${ref}”超出了工作表的最大列XFD（第16384列），文件无法导入，请删除该列之后的内容再上传`);
        expect((e as Error).message).toBe(columnBeyondSheetMessage(ref));
      }
    });

    it('refuses a cell past XFD counted by position (no r), and cuts a long reference short', async () => {
      const cells = '<c><v>1</v></c>'.repeat(3);
      const e1 = await rows(xlsxOf({ sheetData: `<row r="4"><c r="XFC4"><v>1</v></c>${cells}</row>` }), undefined, 3).catch((x: unknown) => x);
      expect((e1 as Error).message).toBe(columnBeyondSheetMessage('XFE4'));
      const long = `${'Z'.repeat(40)}7`;
      const e2 = await rows(xlsxOf({ sheetData: `<row r="7"><c r="A7"><v>1</v></c><c r="${long}"><v>2</v></c></row>` })).catch((x: unknown) => x);
      expect((e2 as Error).message).toBe(`单元格“${'Z'.repeat(16)}…”超出了工作表的最大列XFD（第16384列），文件无法导入，请删除该列之后的内容再上传`);
    });

    it('accepts XFD itself', async () => {
      const got = await rows(xlsxOf({ sheetData: `<row r="1">${inline('A1', 'a')}${inline('XFD1', 'last')}</row>` }));
      expect(got[0].cells).toHaveLength(MAX_SHEET_COLUMNS);
      expect(got[0].cells[MAX_SHEET_COLUMNS - 1]).toEqual({ value: 'last' });
    });

    it('materialises no more cells than maxColumns: a cell at Z with 3 declared columns gives 3 cells', async () => {
      const sheetData =
        `<row r="1">${inline('A1', '名称')}${inline('B1', '编号')}${inline('C1', '地址')}${inline('Z1', '备注')}</row>` +
        `<row r="2">${inline('A2', '甲')}<c r="Z2"><v>26</v></c></row>` +
        `<row r="3">${inline('A3', '乙')}<c r="B3"><v>2</v></c><c r="C3"><v>3</v></c><c r="XFD3"><v>16384</v></c><c r="D3"><v>4</v></c></row>` +
        `<row r="4">${inline('A4', '丙')}<c r="E4"><v>5</v></c><c><v>6</v></c></row>` +
        `<row r="5"><c r="D5"><v>1</v></c></row>`;
      const got = await rows(xlsxOf({ sheetData }), undefined, 3);
      expect(got.map((r) => r.rowNumber)).toEqual([1, 2, 3, 4]);
      expect(values(got)).toEqual([['名称', '编号', '地址'], ['甲'], ['乙', 2, 3], ['丙']]);
      expect(Math.max(...got.map((r) => r.cells.length))).toBe(3);
      // Without a limit the same row reaches Z (26 cells), padded with empty cells.
      const wide = await rows(xlsxOf({ sheetData }));
      expect(wide[0].cells).toHaveLength(26);
      expect(wide[0].cells[25]).toEqual({ value: '备注' });
    });

    it('keeps the limit within 1..XFD whatever the caller passes', async () => {
      const sheetData = `<row r="1">${inline('A1', 'a')}${inline('B1', 'b')}${inline('C1', 'c')}</row>`;
      expect(values(await rows(xlsxOf({ sheetData }), undefined, 0))).toEqual([['a']]);
      expect(values(await rows(xlsxOf({ sheetData }), undefined, 2.7))).toEqual([['a', 'b']]);
      expect(values(await rows(xlsxOf({ sheetData }), undefined, Number.NaN))).toEqual([['a', 'b', 'c']]);
      expect(values(await rows(xlsxOf({ sheetData }), undefined, 1e9))).toEqual([['a', 'b', 'c']]);
    });

    it('limits .xls rows to maxColumns as well', async () => {
      const ws = XLSX.utils.aoa_to_sheet([
        ['名称', '编号', '地址', '电话', '备注'],
        ['甲', 1, '某地', '123', '多余'],
      ]);
      const wb = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(wb, ws, 'Sheet1');
      const xls = XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
      const read = async (maxColumns?: number) => {
        const out: ReadRow[] = [];
        for await (const r of readWorkbookRows(xls, 'xls', undefined, maxColumns)) out.push(r);
        return values(out);
      };
      expect(await read(3)).toEqual([['名称', '编号', '地址'], ['甲', 1, '某地']]);
      expect((await read())[1]).toHaveLength(5);
    });
  });

  describe('refusals', () => {
    const refused = async (buf: Buffer) => {
      const e = await rows(buf).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(WorkbookRejected);
      return (e as Error).message;
    };
    it('no sheet: none listed, or its part missing', async () => {
      const buf = xlsxOf({ sheetData: '' });
      const dir = zipDirectory(buf);
      const files: Record<string, Buffer> = {};
      for (const [, e] of dir) if (!e.name.endsWith('sheet1.xml')) files[e.name] = Buffer.from(await inflateAll(entryPayload(buf, e)));
      expect(await refused(zipOf(files))).toBe(SHEET_UNAVAILABLE_MESSAGE);
      files['xl/workbook.xml'] = Buffer.from('<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>');
      expect(await refused(zipOf(files))).toBe(SHEET_UNAVAILABLE_MESSAGE);
    });
    it('empty sheet, or only rows with an empty first column', async () => {
      expect(await refused(xlsxOf({ sheetData: '' }))).toBe(SHEET_EMPTY_MESSAGE);
      expect(await refused(xlsxOf({ sheetData: '<row r="1"><c r="B1"><v>1</v></c></row>' }))).toBe(SHEET_EMPTY_MESSAGE);
    });
    it('malformed XML and a broken deflate stream are corrupt', async () => {
      expect(await refused(xlsxOf({ sheetData: '<row r="1"><c r="A1"><v>1</v></row>' }))).toBe(WORKBOOK_MESSAGES.corrupt);
      const buf = xlsxOf({ sheetData: '<row r="1"><c r="A1"><v>1</v></c></row>' });
      const sheet = zipDirectory(buf).get('xl/worksheets/sheet1.xml')!;
      entryPayload(buf, sheet).fill(0xff, 0, 8);
      expect(await refused(buf)).toBe(WORKBOOK_MESSAGES.corrupt);
    });
  });
});

async function inflateAll(data: Buffer): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const inflate = createInflateRaw();
  inflate.end(data);
  for await (const c of inflate) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
