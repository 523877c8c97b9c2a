import type { LabRecordData } from '@ohit/contracts';
import { recordFileName } from '../processors/lab-record-pdf.processor';
import { renderRecordHtml } from './render-record-html';

const record = (over: Partial<LabRecordData> = {}): LabRecordData => ({
  title: '气相色谱法检测原始记录',
  sections: ['header', 'environment', 'curve', 'substances', 'qc', 'samples', 'results', 'signatures'],
  familyLabel: '气相色谱',
  code: 'JC-2026-0007',
  recordVersion: 2,
  stateLabel: '待审核',
  methodName: '甲苯的溶剂解吸-气相色谱法',
  standardNo: 'GBZ/T 300.66-2017',
  hazard: '甲苯',
  projectNames: '某厂职业病危害因素定期检测',
  instrumentName: '气相色谱仪',
  instrumentCode: 'YQ-001',
  instrumentUsableUntil: '2027-06-30',
  analysisDate: '2026-11-24',
  envTemperature: '22.0',
  envHumidity: '50.0',
  detectionLimit: '0.5',
  minDetectableConc: '0.36',
  desorptionEfficiency: '0.95',
  curve: { levels: [{ level: '1', concentration: '0', response: '0.012' }], a: '0.012345679', b: '1.2345679', r: '0.99995432', equation: 'y = 1.2345679x + 0.012345679', reused: false, refusal: null },
  substances: [{ name: '甲苯标准溶液', lotNo: 'B2026-1', expiryDate: '2027-01-01', usage: '配制标准系列' }],
  qc: [{ label: '标准曲线', value: '0.99995432', limit: '|r|≥0.999', passed: true, message: '符合要求' }],
  qcSummary: '质控全部合格',
  deviation: null,
  readings: [
    { key: 'response', label: '仪器响应值 y', unit: '' },
    { key: 'desorbVolume', label: '解吸液体积 v', unit: 'mL' },
  ],
  resultUnit: 'mg/m³',
  items: [{ code: 'XM-1-T1', kind: '样品', readings: { response: '5.200000', desorbVolume: '1.000' }, reported: '4.13', flags: '' }],
  amendments: [{ at: '2026-11-24 09:30', who: '王分析', action: '修改检测样品（XM-1-T1）', changes: [{ label: '响应值', old: '5.200000', new: '5.300000' }], reason: '复核谱图积分' }],
  signatures: [
    { role: '检测人', name: '王分析', date: '2026-11-24' },
    { role: '校核人', name: '周主管', date: '2026-11-25' },
    { role: '审核人', name: null, date: null },
  ],
  remark: '',
  note: '',
  generatedAt: '2026-11-25 10:00',
  ...over,
});

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('renderRecordHtml (原始记录, ISO/IEC 17025 7.5)', () => {
  it('lays out the header, the curve to 8 significant digits, the readings with their units, the result and the amendment old → new with who, when and why', () => {
    const html = renderRecordHtml(record());
    const t = text(html);
    expect(html).toContain('<h1>气相色谱法检测原始记录</h1>');
    expect(t).toContain('JC-2026-0007');
    expect(t).toContain('第 2 版');
    expect(t).toContain('气相色谱仪，编号 YQ-001，可用至 2027-06-30');
    expect(t).toContain('GBZ/T 300.66-2017');
    expect(t).toMatch(/截距 a0\.012345679.*斜率 b1\.2345679.*相关系数 r0\.99995432/s);
    expect(t).toContain('解吸液体积 v（mL）');
    expect(t).toContain('报告结果（mg/m³）');
    expect(t).toMatch(/XM-1-T1样品5\.2000001\.0004\.13/);
    expect(t).toMatch(/2026-11-24 09:30王分析修改检测样品（XM-1-T1）响应值：5\.200000 → 5\.300000复核谱图积分/);
    expect(t).toMatch(/检测人王分析日期2026-11-24/);
    expect(t).toContain('甲苯标准溶液B2026-12027-01-01');
  });

  it('follows the family: no curve or substances where its record has none; a preview before submission', () => {
    const t = text(renderRecordHtml(record({ sections: ['header', 'environment', 'qc', 'samples', 'results', 'signatures'], curve: null, recordVersion: 0, amendments: [] })));
    expect(t).not.toContain('标准曲线序号');
    expect(t).not.toContain('标准物质');
    expect(t).toContain('预览（未提交）');
    // nothing changed since the first submission: the trail says so
    expect(t).toMatch(/修改记录时间修改人内容原值 → 新值修改原因无/);
  });

  it('escapes every value: a sample code or a reason is text, never markup', () => {
    const html = renderRecordHtml(
      record({ items: [{ code: '<img src=x onerror=alert(1)>', kind: '样品', readings: {}, reported: '<0.36', flags: '"穿透"' }], amendments: [{ at: 'x', who: "O'Neil", action: 'a&b', changes: [], reason: '</td><script>alert(1)</script>' }] }),
    );
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;0.36');
    expect(html).toContain('&quot;穿透&quot;');
    expect(html).toContain('O&#39;Neil');
  });

  it('names the download by code, title and version, without characters a file system refuses', () => {
    expect(recordFileName({ code: 'JC-2026-0007', title: '气相色谱法检测原始记录', recordVersion: 2 })).toBe('JC-2026-0007 气相色谱法检测原始记录（第2版）.pdf');
    expect(recordFileName({ code: 'A/B:1', title: '外委检测结果记录', recordVersion: 0 })).toBe('A_B_1 外委检测结果记录（预览）.pdf');
  });
});
