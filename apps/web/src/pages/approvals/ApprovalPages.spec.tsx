import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApprovalQueueRow, MenuRoute, ReportApprovalView } from '@ohit/contracts';
import { json, pageHarness, pickOption, renderAt, signIn, Where } from '../../../test/page-harness';
import { ApprovalWorkbench, approvalDetailPage, ProjectAuditReviewList } from './ApprovalScreens';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(180000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const CODE = 'OHIT-DJ-2026-0001';
const ROW: ApprovalQueueRow = {
  reportId: 41,
  code: CODE,
  reportVersion: 1,
  state: 'approving',
  stateLabel: '审批中',
  projectId: 5,
  projectCode: 'XM-2026-0005',
  projectName: '甲厂年度检测',
  inspectedUnitName: '甲厂',
  checkTypeName: '定期检测',
  incoming: false,
  stepKey: 'review',
  stepName: '审核',
  roleName: '质量负责人',
  compiledByName: '周主管',
  submittedAt: '2026-03-20T02:00:00.000Z',
  issueDate: null,
  organizationId: 7,
};
const step = (key: string, kind: string, name: string, status: 'done' | 'current' | 'waiting', actorName: string | null = null, at: string | null = null) => ({ key, kind, name, roleName: null, status, actorName, at }) as ReportApprovalView['steps'][number];
const VIEW: ReportApprovalView = {
  reportId: 41,
  version: 4,
  code: CODE,
  reportVersion: 1,
  state: 'approving',
  stateLabel: '审批中',
  projectId: 5,
  projectCode: 'XM-2026-0005',
  projectName: '甲厂年度检测',
  inspectedUnitName: '甲厂',
  incoming: false,
  compiledByName: '周主管',
  flowName: '默认审批流程',
  steps: [
    step('compile', 'compile', '编制', 'done', '周主管', '2026-03-20 10:00:00'),
    step('check', 'check', '校核', 'done', '赵审批', '2026-03-20 11:00:00'),
    { ...step('review', 'review', '审核', 'current'), roleName: '质量负责人' },
    step('issue', 'issue', '签发', 'waiting'),
  ],
  current: 'review',
  mayAct: true,
  refusal: null,
  returnTargets: [
    { key: 'compile', name: '编制' },
    { key: 'check', name: '校核' },
  ],
  timeline: [
    { action: 'submit', actionLabel: '提交审批', fromStep: '编制', toStep: '校核', actorName: '周主管', at: '2026-03-20 10:00:00', reason: null },
    { action: 'pass', actionLabel: '通过', fromStep: '校核', toStep: '审核', actorName: '赵审批', at: '2026-03-20 11:00:00', reason: '数据已核对' },
  ],
  organizationId: 7,
};
const BATCHES = [
  {
    id: 90,
    code: 'JC-2026-0090',
    family: 'gc',
    familyLabel: '气相色谱',
    hazard: '甲苯',
    methodName: '溶剂解吸-气相色谱法',
    standardNo: 'GBZ/T 300.66-2017',
    analysisDate: '2026-03-05',
    state: 'released',
    stateLabel: '已发布',
    analystName: '王分析',
    checkerName: '周主管',
    verifierName: '赵审批',
    qcPassed: true,
    items: [{ sampleCode: 'XM-2026-0005-001', kind: 'sample', kindLabel: '样品', hazard: '甲苯', resultText: '4.0', resultValue: '4.00000000', belowLod: false, flags: null }],
  },
];
const DUST = [{ ...BATCHES[0], id: 91, code: 'FC-2026-0091', family: 'dust-gravimetric', familyLabel: '粉尘称量', hazard: '其他粉尘', items: [{ ...BATCHES[0].items[0], hazard: '其他粉尘', resultText: '1.2' }] }];
const route = (name: string, path: string): MenuRoute => ({ name, path, hidden: true, component: path.slice(1), meta: { title: name, icon: null, noCache: false } });
const MENUS = [route('projectAuditReviewPage', '/projectAuditReviewPage/page'), route('projectAuditReviewNewPage', '/projectAuditReviewNewPage/page'), route('labBatchDetail', '/lab/labBatch/details')];
const LINK = `code=${CODE}&flag=1&organizationId=7`;

describe('审批 (项目审核, 审批流程 and a report’s approval page)', () => {
  let view: ReportApprovalView;
  const { api } = pageHarness(() => ({
    '/api/dictDetail*': {},
    'GET /api/reportApproval/queue?*': (req) => ({ content: req.query.get('scope') === 'pending' ? [ROW] : [], totalElements: req.query.get('scope') === 'pending' ? 1 : 0 }),
    'GET /api/reportApproval/lookup?*': (req) => (req.query.get('code') === CODE ? { reportId: 41 } : json(404, { status: 404, message: '数据不存在或无权访问' })),
    'GET /api/reportApproval/41/sources?*': (req) => (req.query.get('kind') === 'dust' ? DUST : BATCHES),
    'GET /api/reportApproval/41': () => view,
    'POST /api/reportApproval/41/pass': () => ({
      ...view,
      current: 'issue',
      steps: view.steps.map((s) => (s.key === 'review' ? { ...s, status: 'done', actorName: '钱质控', at: '2026-03-21 09:00:00' } : s.key === 'issue' ? { ...s, status: 'current' } : s)),
      returnTargets: [...view.returnTargets, { key: 'review', name: '审核' }],
      mayAct: false,
      refusal: '您已办理上一步“审核”，不能再办理“签发”',
    }),
    'POST /api/reportApproval/41/return': () => ({ ...view, current: 'check', mayAct: false, refusal: '“校核”须由“报告审批人”角色的人员办理' }),
    'GET /api/report/41/preview': `<html><body><h1>${CODE}</h1></body></html>`,
    'GET /api/report/41/content': { warnings: [] },
    'GET /api/approvalFlow?*': { content: [{ id: 3, version: 1, reportType: 'default', reportTypeName: '通用（未单独配置的报告类型）', name: '默认审批流程', stepSummary: '编制 → 校核 → 审核 → 签发', organizationId: 7 }], totalElements: 1 },
    'GET /api/approvalFlow/3/children/steps': [
      { id: 1, version: 1, sort: 10, kind: 'compile', name: '编制', role: null, roleName: null },
      { id: 2, version: 1, sort: 20, kind: 'check', name: '校核', role: 11, roleName: '报告审批人' },
    ],
  }));

  beforeEach(() => {
    view = VIEW;
  });

  it('项目审核 lists the reports waiting for the user and opens one on its approval page; 我已审批 is the other queue', async () => {
    signIn(['projectAudit:list', 'projectAudit:approve'], { menus: MENUS });
    renderAt(
      '/projectAuditReview',
      <>
        <ProjectAuditReviewList />
        <Where />
      </>,
    );
    const pending = await screen.findByTestId('approval-queue-pending');
    await within(pending).findByText('甲厂年度检测（XM-2026-0005）');
    expect(within(pending).getByText('审核')).toBeInTheDocument();
    expect(within(pending).getByText('质量负责人')).toBeInTheDocument();
    fireEvent.click(within(pending).getByTestId('approval-open'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/projectAuditReviewPage/page?${LINK}`));
    fireEvent.click(screen.getByRole('tab', { name: '我已审批' }));
    await waitFor(() => expect(api.urls('GET /api/reportApproval/queue')).toContain('GET /api/reportApproval/queue?scope=acted&page=0&size=20'));
  });

  it('shows the report beside its lab records, the steps with who and when, and passes the waiting step naming it', async () => {
    signIn(['approval:list', 'approval:approve'], { menus: MENUS });
    const Page = approvalDetailPage('projectAuditReviewNewPage');
    renderAt(`/projectAuditReviewNewPage/page?${LINK}`, <Page />);
    expect(await screen.findByTestId('approval-title')).toHaveTextContent(`报告 ${CODE}（第1版）`);
    expect(screen.getByTestId('approval-state')).toHaveTextContent('审批中');
    expect(screen.getByTestId('approval-step-check')).toHaveTextContent('赵审批 · 2026-03-20 11:00:00');
    expect(screen.getByTestId('approval-step-review')).toHaveTextContent('质量负责人');
    expect(await screen.findByTestId('report-preview-frame')).toBeInTheDocument();
    // the lab records of the project: the batch, its people, its sample's result, a link to the batch
    const batch = await screen.findByTestId('approval-source-batch');
    expect(batch).toHaveTextContent('批次 JC-2026-0090');
    expect(batch).toHaveTextContent('检测：王分析 校核：周主管 审核：赵审批');
    expect(within(batch).getByText('XM-2026-0005-001')).toBeInTheDocument();
    expect(within(batch).getByRole('link', { name: '打开批次' })).toHaveAttribute('href', '/lab/labBatch/details?code=JC-2026-0090&organizationId=7');
    // … and the dust records on the other side of the selector
    fireEvent.click(within(screen.getByTestId('approval-source-kind')).getByText('粉尘检测记录'));
    expect(await screen.findByText('批次 FC-2026-0091')).toBeInTheDocument();
    expect(api.urls('GET /api/reportApproval/41/sources')).toEqual(['GET /api/reportApproval/41/sources?kind=lab', 'GET /api/reportApproval/41/sources?kind=dust']);
    // the timeline names each step and the reason
    const events = screen.getAllByTestId('approval-event');
    expect(events.map((e) => e.textContent)).toEqual([expect.stringContaining('提交审批：编制 → 校核'), expect.stringContaining('通过：校核 → 审核')]);
    expect(events[1]).toHaveTextContent('原因：数据已核对');

    fireEvent.click(screen.getByTestId('approval-pass'));
    expect(await screen.findByText('确认“审核”通过？')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.count('POST /api/reportApproval/41/pass')).toBe(1));
    expect(api.bodyOf('POST /api/reportApproval/41/pass')).toEqual({ step: 'review' });
    // the answer is the report as it now stands: the next step waits, and this user may not do it
    expect(await screen.findByTestId('approval-refusal')).toHaveTextContent('您不能办理当前步骤：您已办理上一步“审核”，不能再办理“签发”');
    expect(screen.queryByTestId('approval-pass')).toBeNull();
  });

  it('退回 asks for the step to go back to and the reason, and sends both', async () => {
    signIn(['approval:list', 'approval:approve'], { menus: MENUS });
    const Page = approvalDetailPage('projectAuditReviewNewPage');
    renderAt(`/projectAuditReviewNewPage/page?${LINK}`, <Page />);
    fireEvent.click(await screen.findByTestId('approval-return'));
    const dialog = await screen.findByRole('dialog', { name: '退回报告' });
    fireEvent.click(within(dialog).getByRole('button', { name: /退\s*回/ }));
    expect(await within(dialog).findByText('请填写退回原因')).toBeInTheDocument();
    expect(api.count('POST /api/reportApproval/41/return')).toBe(0);
    await pickOption(within(dialog).getByRole('combobox', { name: '退回到' }).closest('.ant-select') as HTMLElement, '编制');
    fireEvent.change(within(dialog).getByLabelText('退回原因'), { target: { value: '第2页甲苯结果与原始记录不符' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /退\s*回/ }));
    await waitFor(() => expect(api.count('POST /api/reportApproval/41/return')).toBe(1));
    expect(api.bodyOf('POST /api/reportApproval/41/return')).toEqual({ step: 'review', target: 'compile', reason: '第2页甲苯结果与原始记录不符' });
  });

  it('tells a user who may not do the waiting step why, with no buttons; an incoming-sample variant words its sources as 来样; an unknown report is a 404 page', async () => {
    view = { ...VIEW, incoming: true, mayAct: false, refusal: '报告编制人不能办理“校核”', returnTargets: [] };
    signIn(['approval:list'], { menus: MENUS });
    const Page = approvalDetailPage('projectAuditReviewNewPageLyjc');
    const { unmount } = renderAt(`/projectAuditReviewNewPage/pageLyjc?${LINK}`, <Page />);
    expect(await screen.findByTestId('approval-refusal')).toHaveTextContent('您不能办理当前步骤：报告编制人不能办理“校核”');
    expect(screen.queryByTestId('approval-actions')).toBeNull();
    expect(within(screen.getByTestId('approval-source-kind')).getByText('来样实验室检测记录')).toBeInTheDocument();
    unmount();
    renderAt('/projectAuditReviewNewPage/page?code=NOPE', <Page />);
    expect(await screen.findByText('报告不存在或无权访问')).toBeInTheDocument();
  });

  it('审批流程 has the queue and 流程配置: the flows, and the steps of the one chosen', async () => {
    signIn(['approval:list', 'approval:approve', 'approval:edit'], { menus: MENUS });
    renderAt('/approval/projectAuditReviewNew', <ApprovalWorkbench />);
    expect(await screen.findByTestId('approval-queue-pending')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '流程配置' }));
    const flow = await screen.findByText('编制 → 校核 → 审核 → 签发');
    fireEvent.click(flow);
    expect(await screen.findByText('审批步骤：默认审批流程')).toBeInTheDocument();
    expect(await screen.findByText('报告审批人')).toBeInTheDocument();
    expect(api.urls('GET /api/approvalFlow/3/children/steps')).toHaveLength(1);
  });
});
