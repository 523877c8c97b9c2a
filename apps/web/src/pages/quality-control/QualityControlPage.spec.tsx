import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { MenuRoute, QualityStatistics } from '@ohit/contracts';
import { json, pageHarness, renderAt, signIn, Where } from '../../../test/page-harness';
import QualityControlPage from './QualityControlPage';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const MENUS: MenuRoute[] = [{ name: 'labBatchDetail', path: '/lab/labBatch/details', hidden: true, component: 'lab/labBatch/details/index', meta: { title: '检测批次详情', icon: null, noCache: true } }];
const tally = (passed: number, failed: number) => ({ passed, failed });
const AAS = 'GBZ/T 300.8-2017 铅的火焰原子吸收光谱法';

const STATS: QualityStatistics = {
  from: '2026-01-01',
  to: '2026-03-31',
  overall: { batches: 12, failedBatches: 2, passed: 57, failed: 3 },
  byKind: [
    { kind: 'blank', label: '空白', ...tally(12, 0) },
    { kind: 'duplicate', label: '平行样相对偏差', ...tally(10, 1) },
    { kind: 'spike', label: '加标回收率', ...tally(4, 2) },
    { kind: 'checkStandard', label: '核查标准', ...tally(12, 0) },
    { kind: 'curve', label: '标准曲线 r', ...tally(12, 0) },
    { kind: 'desorption', label: '解吸效率', ...tally(7, 0) },
    { kind: 'balanceBlank', label: '空白滤膜称量', ...tally(0, 0) },
  ],
  byMethod: [
    { id: 12, label: AAS, batches: 5, failedBatches: 2, ...tally(22, 3), byKind: { spike: tally(2, 2), duplicate: tally(4, 1), curve: tally(5, 0) } },
    { id: 9, label: 'GBZ/T 300.66-2017 甲苯的溶剂解吸-气相色谱法', batches: 7, failedBatches: 0, ...tally(35, 0), byKind: { curve: tally(7, 0) } },
  ],
  byAnalyst: [{ id: 21, label: '王分析', batches: 12, failedBatches: 2, ...tally(57, 3), byKind: { spike: tally(4, 2) } }],
  byInstrument: [{ id: 31, label: '原子吸收光谱仪 AAS-01', batches: 5, failedBatches: 2, ...tally(22, 3), byKind: { spike: tally(2, 2) } }],
  failedChecks: [
    {
      batchId: 5,
      batchCode: 'JC-2026-0005',
      organizationId: 7,
      analysisDate: '2026-03-02',
      kind: 'spike',
      rule: '加标回收率',
      value: '16.0',
      limit: '90%–110%',
      message: '加标回收率 16.0% 超出 90%–110%',
      method: AAS,
      analyst: '王分析',
      instrument: '原子吸收光谱仪 AAS-01',
    },
  ],
  curveWarningDays: 30,
  curvesNearEnd: [
    { batchId: 3, batchCode: 'JC-2026-0003', organizationId: 7, method: AAS, instrument: '原子吸收光谱仪 AAS-01', curveR: '0.99990000', validUntil: '2026-04-10', daysLeft: 10, expired: false, openReferences: 0 },
    { batchId: 1, batchCode: 'JC-2026-0001', organizationId: 7, method: AAS, instrument: null, curveR: '0.99980000', validUntil: '2026-03-28', daysLeft: -3, expired: true, openReferences: 2 },
  ],
  amendments: [
    { resource: 'labBatch', label: '检测批次（原始记录）', changes: 4, records: 3 },
    { resource: 'samplingRecord', label: '采样记录', changes: 1, records: 1 },
  ],
  turnaround: [
    { stage: 'contractToSurvey', label: '合同→现场调查', projects: 3, medianDays: 10, p90Days: 30 },
    { stage: 'surveyToSampling', label: '现场调查→现场采样', projects: 2, medianDays: 3.5, p90Days: 4 },
    { stage: 'samplingToLab', label: '现场采样→实验室检测', projects: 0, medianDays: null, p90Days: null },
    { stage: 'labToReport', label: '实验室检测→报告编制', projects: 0, medianDays: null, p90Days: null },
    { stage: 'reportToIssue', label: '报告编制→报告签发', projects: 0, medianDays: null, p90Days: null },
  ],
};

/** A chart row as a person reads it: its category and the note at its end (the bars' tooltips aside). */
const readRow = (row: Element) => `${row.querySelector('text > title')?.textContent} ${row.querySelector('text:last-of-type')?.textContent}`;

describe('质量控制 statistics page', () => {
  let answer: unknown = STATS;
  const { api } = pageHarness(() => ({ 'GET /api/qualityControl/statistics?*': () => answer }));
  const asked = () => api.calls('GET /api/qualityControl/statistics').map((c) => new URL(c.url, 'http://x').searchParams);

  beforeEach(() => {
    answer = STATS;
    signIn(['qualityControl:list'], { menus: MENUS });
  });

  it('asks for the last 90 days and shows the figures in cards', async () => {
    renderAt('/qualityControl', <QualityControlPage />);
    expect(await screen.findByTestId('qc-card-batches')).toHaveTextContent('检测批次12');
    const [query] = asked();
    expect(query.get('to')).toBe(dayjs().format('YYYY-MM-DD'));
    expect(query.get('from')).toBe(dayjs().subtract(89, 'day').format('YYYY-MM-DD'));
    // 57 of 60 checks passed
    expect(screen.getByTestId('qc-card-passRate')).toHaveTextContent('质控合格率95.0%共 60 项质控检查');
    expect(screen.getByTestId('qc-card-failed')).toHaveTextContent('不合格质控32 个批次');
    expect(screen.getByTestId('qc-card-curves')).toHaveTextContent('临近失效曲线230天内到期，其中已过期 1 条');
    expect(screen.getByTestId('qc-card-amendments')).toHaveTextContent('修改次数5');
  });

  it('draws the checks by kind as a chart, with the counts in a table beneath', async () => {
    renderAt('/qualityControl', <QualityControlPage />);
    const section = await screen.findByTestId('qc-by-kind');
    const chart = within(section).getByRole('img', { name: '各类质控检查的合格与不合格数' });
    // the kinds that ran: six rows, each with its pass rate at the end
    expect(within(chart).getAllByTestId('bar-row')).toHaveLength(6);
    const spike = within(chart).getAllByTestId('bar-row')[2];
    expect(readRow(spike)).toBe('加标回收率 66.7%');
    const failedBar = spike.querySelector('rect[data-series="failed"]') as SVGRectElement;
    expect(failedBar.querySelector('title')).toHaveTextContent('加标回收率 · 不合格：2');
    // bars are drawn to the largest row (12 checks): 2 failed of a 6-check row is a sixth of the longest bar
    const blankBar = within(chart).getAllByTestId('bar-row')[0].querySelector('rect[data-series="passed"]') as SVGRectElement;
    expect(Number(failedBar.getAttribute('width')) * 6).toBeCloseTo(Number(blankBar.getAttribute('width')));
    const rows = within(section).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toContain('加标回收率4266.7%');
  });

  it('shows pass rates per method, analyst and instrument, naming the kinds that failed', async () => {
    renderAt('/qualityControl', <QualityControlPage />);
    const byMethod = await screen.findByTestId('qc-by-method');
    expect(within(byMethod).getByRole('img', { name: '检测方法的质控检查合格与不合格数' })).toBeInTheDocument();
    expect(within(byMethod).getByRole('row', { name: new RegExp(`^${AAS.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`) })).toHaveTextContent('5225388.0%平行样相对偏差 1、加标回收率 2');
    fireEvent.click(screen.getByRole('tab', { name: '按检测仪器' }));
    const byInstrument = await screen.findByTestId('qc-by-instrument');
    expect(within(byInstrument).getAllByTestId('bar-row').map(readRow)).toEqual(['原子吸收光谱仪 AAS-01 88.0%']);
    expect(within(byInstrument).getByRole('row', { name: /^原子吸收光谱仪 AAS-01/ })).toHaveTextContent('加标回收率 2');
  });

  it('lists the failed checks with their rule and value, each opening its batch', async () => {
    renderAt(
      '/qualityControl',
      <>
        <QualityControlPage />
        <Where />
      </>,
    );
    const failed = await screen.findByTestId('qc-failed-checks');
    const row = within(failed).getByRole('row', { name: /JC-2026-0005/ });
    expect(row).toHaveTextContent('2026-03-02JC-2026-0005加标回收率16.090%–110%加标回收率 16.0% 超出 90%–110%');
    fireEvent.click(within(row).getByRole('link', { name: 'JC-2026-0005' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/lab/labBatch/details?code=JC-2026-0005&organizationId=7'));
  });

  it('marks curves about to expire and those expired but still reused, and draws the stage turnaround', async () => {
    renderAt('/qualityControl', <QualityControlPage />);
    const curves = await screen.findByTestId('qc-curves');
    expect(within(curves).getByRole('row', { name: /JC-2026-0003/ })).toHaveTextContent('2026-04-1010 天0');
    expect(within(curves).getByRole('row', { name: /JC-2026-0001/ })).toHaveTextContent('2026-03-28已过期 3 天2');
    const turnaround = screen.getByTestId('qc-turnaround');
    const chart = within(turnaround).getByRole('img', { name: '各阶段周转天数的中位数和P90' });
    // only the stages with projects are drawn; all five are in the table
    expect(within(chart).getAllByTestId('bar-row').map(readRow)).toEqual(['合同→现场调查 10 天 / 30 天', '现场调查→现场采样 3.5 天 / 4 天']);
    expect(within(turnaround).getAllByRole('row')).toHaveLength(6);
  });

  it('says so when the statistics cannot be read, and reads them again on 重试', async () => {
    answer = json(400, { status: 400, message: '统计区间不能超过366天' });
    renderAt('/qualityControl', <QualityControlPage />);
    expect(await screen.findByText('质量统计数据加载失败')).toBeInTheDocument();
    expect(screen.getByText('统计区间不能超过366天')).toBeInTheDocument();
    answer = STATS;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByTestId('qc-card-batches')).toHaveTextContent('检测批次12');
  });
});
