import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printReportPdf } from './print-report-pdf';
import { specimenReportContent } from './specimen-report';

jest.setTimeout(120_000);

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dir = mkdtempSync(join(tmpdir(), 'ohit-report-pdf-'));

/** The PDF written out and read back by poppler: its pages' text (form feeds split pages) and its page count. */
function readBack(pdf: Buffer, name: string): { pages: string[]; count: number } {
  const path = join(dir, name);
  writeFileSync(path, pdf);
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  const count = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1]);
  return { pages: text.split('\f').filter((p) => p.trim() !== ''), count };
}

const flat = (s: string) => s.replace(/\s+/g, '');

/**
 * The renderer and the printer end to end with Debian's chromium: the report's Chinese is text a
 * reader can search (pdftotext finds it), every page carries the report number and 第 N 页 共 M 页,
 * a long results table continues over pages with its header repeated.
 */
describe('a report printed to PDF', () => {
  it('is searchable Chinese text with the number and page numbers on every page, and tables that carry their header over', async () => {
    const content = specimenReportContent(120);
    const pdf = await printReportPdf(content, { executablePath: CHROMIUM, publicBaseUrl: 'https://ohit.example' });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, count } = readBack(pdf, 'long.pdf');
    expect(count).toBeGreaterThan(1);
    expect(pages).toHaveLength(count);

    const all = flat(pages.join(''));
    expect(all).toContain('江苏示例机械制造有限公司');
    expect(all).toContain('检测结果与评价');
    expect(all).toContain('职业病危害因素定期检测报告');
    // a value below the detection limit as recorded
    expect(all).toContain('TWA：<0.36mg/m³');

    pages.forEach((page, i) => {
      expect(flat(page)).toContain('报告编号：OHIT-JC-2026-0001');
      expect(flat(page)).toContain(`第${i + 1}页共${count}页`);
    });
    expect(pages[0]).toMatch(/第 1 页 共 \d+ 页/);

    // every page showing results rows (sample codes) shows the results table's header too
    const resultPages = pages.filter((p) => /SP-2026-\d{5}/.test(p));
    expect(resultPages.length).toBeGreaterThan(2);
    for (const page of resultPages) expect(flat(page)).toContain('样品编号及检测结果');
  });

  it('prints an amendment as 修改版 with its reason, and a draft without a QR code or number', async () => {
    const amended = specimenReportContent(4);
    amended.version = 2;
    amended.amendment = { reason: '更正苯的检测结果', amendsReportNo: 'OHIT-JC-2026-0001', amendsVersion: 1 };
    const { pages } = readBack(await printReportPdf(amended, { executablePath: CHROMIUM, publicBaseUrl: 'https://ohit.example' }), 'amended.pdf');
    const cover = flat(pages[0]);
    expect(cover).toContain('修改版');
    expect(cover).toContain('修改原因：更正苯的检测结果');
    expect(cover).toContain('替代报告编号OHIT-JC-2026-0001第1版');
    for (const page of pages) expect(flat(page)).toContain('第2版');

    const draft = specimenReportContent(4);
    draft.reportNo = null;
    const drafted = readBack(await printReportPdf(draft, { executablePath: CHROMIUM, publicBaseUrl: 'https://ohit.example' }), 'draft.pdf');
    for (const page of drafted.pages) expect(flat(page)).toContain('报告编号：未编号（草稿）');
  });
});
