import type { ReportContent } from '@ohit/contracts';
import { renderReportHtml } from './render-report-html';
import { specimenReportContent } from './specimen-report';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** The document's visible text: tags dropped, entities read back (what a reader of the PDF sees). */
const visible = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

function content(change: (c: ReportContent) => void = () => undefined): ReportContent {
  const c = specimenReportContent(10);
  change(c);
  return c;
}

describe('renderReportHtml', () => {
  it('prints every chapter in order, the employer and the report number', () => {
    const html = renderReportHtml(content());
    const text = visible(html);
    const chapters = ['说明', '一、项目概况', '二、检测依据', '三、检测方法与仪器', '四、现场调查', '五、检测结果与评价', '六、结论', '七、建议', '八、附件'];
    const at = chapters.map((c) => text.indexOf(c));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text).toContain('江苏示例机械制造有限公司');
    expect(text).toContain('OHIT-JC-2026-0001');
    expect(text).toContain('GBZ 2.1-2019');
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).not.toMatch(/<script|<link|src="http/i);
  });

  it('escapes every value: markup typed into the data prints as text and never becomes markup', () => {
    const evil = '<script>alert(1)</script>&"\'';
    const html = renderReportHtml(
      content((c) => {
        c.employer.name = evil;
        c.title = '<b>标题</b>';
        c.points[0].pointName = '<img src=x onerror=alert(2)>';
        c.recommendations = ['</li></ol><iframe src="//evil">'];
        c.posts[0].hazards = ['<u>苯</u>'];
        c.methods[0].instruments[0].code = '"><svg onload=alert(3)>';
        c.team[0].name = '<i>张三</i>';
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/<img src=x|<iframe|<svg|<b>标题|<u>苯|<i>张三/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;&#39;');
    const text = visible(html);
    expect(text).toContain(evil);
    expect(text).toContain('<img src=x onerror=alert(2)>');
  });

  it('writes values as recorded: a result below the detection limit keeps its "<"', () => {
    const html = renderReportHtml(
      content((c) => {
        c.points[0].samples[0].resultText = '<0.36';
        c.points[0].values = [{ label: 'C_TWA', value: '0.36', text: '<0.36', unit: 'mg/m³' }];
      }),
    );
    expect(html).toContain('&lt;0.36 mg/m³');
    expect(html).toContain('C_TWA &lt;0.36 mg/m³');
    expect(visible(html)).toContain(`${specimenReportContent(1).points[0].samples[0].code} TWA：<0.36 mg/m³`);
    // exact decimals as strings: trailing zeros are not lost
    const zeros = renderReportHtml(content((c) => (c.points[0].values = [{ label: 'C_TWA', value: '4.10', text: '4.10', unit: 'mg/m³' }])));
    expect(zeros).toContain('C_TWA 4.10 mg/m³');
  });

  it('tables repeat their header on each page and keep rows whole', () => {
    const html = renderReportHtml(content());
    expect(html).toMatch(/thead \{ display: table-header-group; \}/);
    expect(html).toMatch(/tr, th, td \{ break-inside: avoid;/);
    const results = html.slice(html.indexOf('五、检测结果与评价'), html.indexOf('六、结论'));
    // one table per hazard, each with its own header
    const hazards = new Set(content().points.map((p) => p.hazard));
    expect(results.match(/<table class="grid results fixed">/g)).toHaveLength(hazards.size);
    expect(results.match(/<\/colgroup><thead><tr><th>序号<\/th><th>车间\/岗位<\/th><th>检测点<\/th>/g)).toHaveLength(hazards.size);
  });

  it('prints each point with its limit, verdict and rule with the edition', () => {
    const c = content();
    const failing = c.points.find((p) => p.conclusion === '不符合')!;
    const text = visible(renderReportHtml(c));
    expect(text).toContain(`PC-TWA ${failing.limit!.twa} / PC-STEL ${failing.limit!.stel} mg/m³（GBZ 2.1-2019）`);
    expect(text).toContain('C_TWA ≤ PC-TWA（GBZ 2.1-2019）');
    expect(text).toContain(failing.explanation);
    expect(text).toMatch(/符合/);
    expect(renderReportHtml(c)).toContain('<span class="fail">不符合</span>');
  });

  it('marks an amendment 修改版 with its reason and the number and version it replaces', () => {
    const original = visible(renderReportHtml(content()));
    expect(original).not.toContain('修改版');
    const html = renderReportHtml(
      content((c) => {
        c.version = 2;
        c.reportNo = 'OHIT-JC-2026-0001';
        c.amendment = { reason: '更正苯的检测结果<录入错误>', amendsReportNo: 'OHIT-JC-2026-0001', amendsVersion: 1 };
      }),
    );
    const text = visible(html);
    expect(text).toContain('修改版');
    expect(text).toContain('第 2 版（修改版）');
    expect(text).toContain('修改原因：更正苯的检测结果<录入错误>');
    expect(text).toContain('替代报告编号 OHIT-JC-2026-0001 第 1 版');
    expect(html).toContain('&lt;录入错误&gt;');
  });

  it('a draft without a number says so', () => {
    expect(visible(renderReportHtml(content((c) => (c.reportNo = null))))).toContain('未编号（草稿）');
  });

  it('prints the QR code and signature images only as embedded PNG/JPEG data', () => {
    const html = renderReportHtml(content(), {
      qrDataUrl: PNG,
      signatureImages: [
        { step: '编制', name: '钱七', imageDataUrl: PNG, signedAt: '2026-03-18' },
        { step: '审核', name: '孙八', imageDataUrl: 'https://evil.example/x.png', signedAt: null },
        { step: '签发', name: '周九', imageDataUrl: 'data:image/svg+xml;base64,PHN2Zz4=', signedAt: null },
      ],
    });
    expect(html).toContain(`<img src="${PNG}" alt="报告验证二维码">`);
    expect(html).toContain(`<img src="${PNG}" alt="钱七的签名">`);
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('svg+xml');
    const text = visible(html);
    expect(text).toMatch(/审核： 孙八/);
    expect(text).toMatch(/签发： 周九/);
    expect(renderReportHtml(content(), { qrDataUrl: 'javascript:alert(1)' })).not.toContain('javascript:');
  });

  it('prints the organisation’s facts on the cover and in the statement, only those recorded', () => {
    const text = visible(renderReportHtml(content()));
    expect(text).toContain('资质证书编号：（苏）卫职技字（2024）第0001号 资质等级：甲级');
    for (const fact of ['统一社会信用代码：91320100MA1AAAAA1B', '法定代表人：陈立', '技术负责人：刘工', '地址：南京市玄武区中山路1号', '联系电话：025-12345678']) expect(text).toContain(fact);
    // content compiled before these facts existed prints without them
    const older = visible(
      renderReportHtml(
        content((c) => {
          c.organisation = { name: '旧机构', qualification: null, address: null, phone: null };
        }),
      ),
    );
    expect(older).toContain('机构名称：旧机构');
    expect(older).not.toMatch(/资质等级|法定代表人|技术负责人|统一社会信用代码：/);
  });

  it('prints the organisation’s own cover picture (PNG/JPEG data only) and its own 声明 instead of the built-in terms', () => {
    const plain = renderReportHtml(content());
    expect(plain).not.toContain('alt="封面"');
    expect(visible(plain)).toContain('本报告无本机构检验检测专用章或骑缝章无效。');

    const own = renderReportHtml(content(), { coverImageDataUrl: PNG, statementText: '1. 本报告仅供委托单位使用。\n\n2、未经书面同意不得<复制>。' });
    expect(own).toContain(`<img src="${PNG}" alt="封面">`);
    const text = visible(own);
    expect(text).toContain('本报告仅供委托单位使用。');
    expect(text).toContain('未经书面同意不得<复制>。');
    expect(own).toContain('<li>未经书面同意不得&lt;复制&gt;。</li>');
    expect(text).not.toContain('本报告无本机构检验检测专用章或骑缝章无效。');
    // the statement's own numbering is dropped: the list numbers it
    expect(own).toContain('<li>本报告仅供委托单位使用。</li>');

    expect(renderReportHtml(content(), { coverImageDataUrl: 'https://evil.example/c.png' })).not.toContain('evil.example');
    expect(renderReportHtml(content(), { coverImageDataUrl: 'data:image/svg+xml;base64,PHN2Zz4=' })).not.toContain('svg+xml');
    // a blank statement keeps the built-in terms
    expect(visible(renderReportHtml(content(), { statementText: ' \n ' }))).toContain('本报告无编制、审核、签发人签字无效。');
  });
});
