import type { ArchiveZipInput } from '@ohit/contracts';
import { indexCsv, indexHtml, type PackedFile } from './technical-file-index';

const input: ArchiveZipInput = {
  archiveCode: 'DA-2026-0001',
  projectCode: 'XM-2026-0007',
  projectName: '某厂<定期>检测',
  organisationName: '甲检测公司',
  listedAt: '2026-03-20T02:00:00.000Z',
  archiveState: 'archived',
  retainUntil: '2036-03-20',
  items: [
    { key: 'contract', label: '合同', required: true, present: true, detail: '合同编号 HT-1', missing: [], link: null },
    { key: 'survey', label: '现场调查', required: false, present: true, detail: '来样检测项目不适用', missing: [], link: null },
    { key: 'report', label: '检测报告', required: true, present: false, detail: null, missing: ['检测报告未签发'], link: null },
  ],
  files: [],
};

const files: PackedFile[] = [
  { key: 'k1', path: '01 合同/项目 XM-2026-0007/合同 #1.pdf', group: '01 合同', source: '项目 XM-2026-0007', title: '合同扫描件', fileName: '合同 #1.pdf', size: 10, sha256: 'ab'.repeat(32), bytes: 10 },
  { key: 'k2', path: '07 检测报告/报告/=SUM(A1).pdf', group: '07 检测报告', source: '报告, 第1版', title: '报告PDF', fileName: '=SUM(A1).pdf', size: 5, sha256: null, bytes: null },
];

describe('the technical file index', () => {
  it('lists the checklist with ✓/✗ and every file linked with its SHA-256, everything escaped', () => {
    const html = indexHtml(input, files);
    expect(html).toContain('<title>XM-2026-0007 某厂&lt;定期&gt;检测 技术档案</title>');
    expect(html).toContain('保存期限至：2036-03-20');
    expect(html).toMatch(/<tr class="ok"><td class="mark">✓<\/td><td>合同<\/td><td>必需<\/td><td>合同编号 HT-1<\/td>/);
    expect(html).toMatch(/<tr class="missing"><td class="mark">✗<\/td><td>检测报告<\/td><td>必需<\/td><td><\/td><td>检测报告未签发<\/td>/);
    expect(html).toContain('<td>不适用</td>');
    expect(html).toContain(`<a href="01%20%E5%90%88%E5%90%8C/%E9%A1%B9%E7%9B%AE%20XM-2026-0007/%E5%90%88%E5%90%8C%20%231.pdf">合同 #1.pdf</a>`);
    expect(html).toContain('ab'.repeat(32));
    expect(html).toContain('=SUM(A1).pdf（文件缺失）');
  });

  it('writes a CSV a spreadsheet opens: BOM, quoted commas, no formulas, the missing file marked', () => {
    const csv = indexCsv(files);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(csv.startsWith('\uFEFF序号,分组,所属记录,资料,文件名,压缩包内路径,大小（字节）,SHA-256,状态')).toBe(true);
    expect(lines[1]).toBe(`1,01 合同,项目 XM-2026-0007,合同扫描件,合同 #1.pdf,01 合同/项目 XM-2026-0007/合同 #1.pdf,10,${'ab'.repeat(32)},已打包`);
    expect(lines[2]).toBe(`2,07 检测报告,"报告, 第1版",报告PDF,'=SUM(A1).pdf,07 检测报告/报告/=SUM(A1).pdf,,,文件缺失`);
  });
});
