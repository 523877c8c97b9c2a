import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sampleRecord } from './push-fixtures';
import { pageHarness, renderAt, signIn } from '../../../test/page-harness';
import OccupationalHealthReportList from './PushList';
import { OhReportPage, PushDataPage } from './PushPages';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

const row = (id: number, state: string, extra: Record<string, unknown> = {}) => ({
  id,
  version: 2,
  code: `DJ-2026-000${id}`,
  reportVersion: 1,
  belongProject: 9,
  belongProjectName: '示例项目',
  checkType: '10',
  employerName: `示例化工${id}`,
  employerCreditCode: '91320115MA1ABCDE1X',
  state,
  submittedAt: null,
  pushedAt: null,
  provinceRecordId: null,
  attempts: 0,
  lastError: null,
  lastJobId: null,
  organizationId: 7,
  ...extra,
});
const ROWS = [row(1, 'pendingSubmission'), row(2, 'pushFailed', { lastError: '行业代码与信用代码登记不符' }), row(3, 'pushed', { provinceRecordId: 'ZJ-1' })];

/** 职业卫生报告: the list with 推送 of ticked rows; a push's page showing the record as the province sees it, its blockers, its points. */
describe('provincial push pages', () => {
  const { api } = pageHarness(() => ({
    '/api/dictDetail*': {},
    'GET /api/provincialPush?*': { content: ROWS, totalElements: ROWS.length },
    'GET /api/provincialPush/1': ROWS[0],
    'GET /api/provincialPush/2': ROWS[1],
    'GET /api/provincialPush/1/history*': { content: [], totalElements: 0 },
    'GET /api/provincialPush/2/history*': { content: [], totalElements: 0 },
    'GET /api/provincialPush/1/record': { source: 'preview', record: sampleRecord, blockers: ['危害因素“丙酮”未维护省平台编码对照', '用人单位“示例化工1”缺少行政区划代码'] },
    'GET /api/provincialPush/2/record': { source: 'snapshot', record: sampleRecord, blockers: [] },
    'GET /api/provincialPush/2/exchanges': [
      { id: 1, attempt: 1, protocol: 'json', url: 'http://p/api', request: '{"a":1}', response: '{"code":"2002"}', status: 200, outcome: 'refused', startedAt: '2026-03-21T02:00:00.000Z', durationMs: 12 },
    ],
    'POST /api/provincialPush/commands/push': { count: 1, message: '已开始推送1条记录' },
    'GET /api/provincialPushCandidates': [{ reportId: 41, code: 'DJ-2026-0041', reportVersion: 1, projectName: '项目', employerName: '示例化工41', issueDate: '2026-03-20' }],
    'POST /api/provincialPush/commands/generate': { count: 1, message: '已生成1条推送记录' },
  }));

  it('pushes the ticked rows that may be pushed, as one batch', async () => {
    signIn(['ohReport:list', 'ohReport:push']);
    renderAt('/', <OccupationalHealthReportList />);
    await screen.findByText('DJ-2026-0002');
    const tick = (code: string) => within(screen.getByText(code).closest('tr') as HTMLElement).getByRole('checkbox');
    fireEvent.click(tick('DJ-2026-0001'));
    fireEvent.click(tick('DJ-2026-0002'));
    const button = screen.getByTestId('push-selected');
    await waitFor(() => expect(button).toHaveTextContent('推送选中（1）'));
    fireEvent.click(button);
    await waitFor(() => expect(api.calls('POST /api/provincialPush/commands/push')).toHaveLength(1));
    expect(api.bodyOf('POST /api/provincialPush/commands/push')).toEqual({ ids: [2] });
  });

  it('新增推送 picks an issued report without a push and makes its push', async () => {
    signIn(['ohReport:list', 'ohReport:generate']);
    renderAt('/', <OccupationalHealthReportList />);
    await screen.findByText('DJ-2026-0002');
    fireEvent.click(screen.getByRole('button', { name: /新增推送/ }));
    const select = await screen.findByTestId('generate-report');
    fireEvent.mouseDown(within(select).getByRole('combobox'));
    fireEvent.click(await screen.findByText(/DJ-2026-0041（第1版）示例化工41/));
    fireEvent.click(screen.getByTestId('generate-ok'));
    await waitFor(() => expect(api.calls('POST /api/provincialPush/commands/generate')).toHaveLength(1));
    expect(api.bodyOf('POST /api/provincialPush/commands/generate')).toEqual({ reportId: 41 });
  });

  it('shows the record as the province will see it, and each blocker of 提交', async () => {
    signIn(['ohReport:list', 'ohReport:submit']);
    renderAt('/?code=DJ-2026-0001&flag=1&organizationId=7', <OhReportPage />);
    const blockers = await screen.findByTestId('push-blockers');
    expect(blockers).toHaveTextContent('危害因素“丙酮”未维护省平台编码对照');
    expect(blockers).toHaveTextContent('缺少行政区划代码');
    const record = screen.getByTestId('push-record');
    expect(record).toHaveTextContent('按当前数据映射的预览（尚未提交）');
    expect(record).toHaveTextContent(sampleRecord.employer.creditCode);
  });

  it('lists the detection points as sent and every exchange with the province', async () => {
    signIn(['dataSync:list']);
    renderAt('/?code=DJ-2026-0002&flag=1&organizationId=7', <PushDataPage />);
    const points = await screen.findByTestId('push-points');
    expect(points).toHaveTextContent(sampleRecord.points[0].checkItemCode);
    expect(points).toHaveTextContent(sampleRecord.points[0].results[0].value);
    const exchanges = await screen.findByTestId('push-exchanges');
    await waitFor(() => expect(exchanges).toHaveTextContent('拒收'));
    expect(exchanges).toHaveTextContent('{"code":"2002"}');
  });
});
