import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, pageHarness, renderAt as renderPageAt, signIn } from '../../../test/page-harness';
import SamplingPlanDetailPage from './SamplingPlanDetailPage';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(180000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const PLAN = {
  id: 21,
  version: 4,
  belongProject: 5,
  belongProjectName: '年度评价检测',
  projectCode: 'XM-2026-0005',
  checkType: '30',
  belongInspect: 9,
  belongInspectName: '甲化工有限公司',
  state: 'draft',
  needsRegenerating: true,
  sampleCount: 0,
  overrideRequestedBy: null,
  organizationId: 7,
  createTime: '2026-11-20T00:00:00.000Z',
};
const MN_KEY = '焊接车间|焊工|锰|individual|TWA';
const ROW = { id: 1, version: 1, rowKey: MN_KEY, workshop: '焊接车间', post: '焊工', hazard: '锰', sampleType: 'individual', kind: 'TWA', points: 0, subjects: 2, days: 3 };
const summary = (key: string, hazard: string, sampleType: string, kind: string) => ({ key, workshop: '喷漆车间', post: '喷漆工', hazard, sampleType, kind, points: 1, subjects: 0 });
const PREVIEW = {
  needsRegenerating: true,
  firstGeneration: false,
  notes: ['检测方法库中没有“苯”的方法，采样器材、流量和时长需手工填写'],
  added: [summary('喷漆车间|喷漆工|苯|fixed|TWA', '苯', 'fixed', 'TWA')],
  removed: [summary('喷漆车间|喷漆工|二甲苯|fixed|TWA', '二甲苯', 'fixed', 'TWA')],
  changed: [
    {
      key: MN_KEY,
      row: { ...summary(MN_KEY, '锰', 'individual', 'TWA'), workshop: '焊接车间', post: '焊工' },
      fields: [
        { field: 'subjects', label: '个体采样人数', stored: 5, generated: 4, edited: true },
        { field: 'headcount', label: '接触人数', stored: 8, generated: 12, edited: false },
      ],
    },
  ],
};

describe('采样方案详情 (samplePlanDetail: the plan of the project in belongProject)', () => {
  let plans: Record<string, unknown>[];
  let plan: Record<string, unknown>;
  let check: Record<string, unknown>;
  const { api } = pageHarness(() => ({
    '/api/dictDetail*': {},
    'GET /api/samplingPlan?*': { content: plans, totalElements: plans.length },
    'POST /api/samplingPlan/add': () => {
      plans = [plan];
      return json(201, plan);
    },
    'GET /api/samplingPlan/21': plan,
    '/api/samplingPlan/21/check': check,
    '/api/samplingPlan/21/generation': PREVIEW,
    '/api/samplingPlan/21/commands/generate': () => {
      plan = { ...plan, version: 5, needsRegenerating: false };
      return plan;
    },
    '/api/samplingPlan/21/samples': [
      { id: 1, code: 'XM-2026-0005-0001', blank: false, kind: 'TWA', sampleType: 'individual', hazard: '锰', workshop: '焊接车间', post: '焊工', day: 1, unit: 1, collector: '微孔滤膜', state: 'planned' },
      { id: 2, code: 'XM-2026-0005-KB0002', blank: true, kind: null, sampleType: null, hazard: '锰', workshop: null, post: null, day: 1, unit: 1, collector: '微孔滤膜', state: 'planned' },
    ],
    '/api/samplingPlan/21/history?*': { content: [], totalElements: 0 },
    '/api/samplingPlan/21/children/rows': [ROW],
    '/api/samplingPlan/21/attachments': [],
  }));

  beforeEach(() => {
    plan = { ...PLAN };
    plans = [plan];
    check = {
      issues: [
        { code: 'SUBJECTS_TOO_FEW', message: '焊接车间 焊工岗位 锰 需个体采样 3 人，方案为 2 人', rowKeys: [MN_KEY], source: 'GBZ 159-2004 采样对象数量 表1' },
        { code: 'POINTS_TOO_FEW', message: '喷漆车间 甲苯 需定点采样 2 个点，方案为 1 个', rowKeys: [], source: 'GBZ 159-2004' },
      ],
      needsRegenerating: true,
      generated: true,
      overridden: ['喷漆车间 甲苯 需定点采样 2 个点，方案为 1 个'],
    };
  });

  const as = (roles: string[]) => signIn(roles);
  const renderAt = (query = '?belongProject=5&code=XM-2026-0005') => renderPageAt(`/siteSample/samplePlan/details/page${query}`, <SamplingPlanDetailPage />);

  it('shows the checker’s shortfalls in Chinese beside the rows, the override’s tag and that the survey changed', async () => {
    as(['samplePlan:list', 'samplePlan:edit', 'samplePlan:generate', 'samplePlan:submit']);
    renderAt();
    const checker = await screen.findByTestId('plan-checker');
    await within(checker).findByText('焊接车间 焊工岗位 锰 需个体采样 3 人，方案为 2 人');
    expect(within(checker).getByText('2 项不符合 GBZ 159 的问题（修正后才能提交，或申请放行并经他人批准）')).toBeInTheDocument();
    const issues = within(checker).getAllByTestId('plan-issue');
    expect(within(issues[1] as HTMLElement).getByText('已放行')).toBeInTheDocument();
    expect(within(issues[0] as HTMLElement).queryByText('已放行')).toBeNull();
    expect(screen.getByTestId('plan-needs-regenerating')).toHaveTextContent('现场调查已变更');
    await within(screen.getByTestId('detail-child-rows')).findByText('焊接车间');
    expect(api.calls('GET /api/samplingPlan?')[0]?.url).toContain('belongProject=5');
  });

  it('生成方案 shows what would change and sends only what is ticked: new rows yes, removals and edited values no unless chosen', async () => {
    as(['samplePlan:list', 'samplePlan:edit', 'samplePlan:generate']);
    renderAt();
    await screen.findByTestId('plan-checker');
    fireEvent.click(await screen.findByRole('button', { name: '生成方案' }));
    const dialog = await screen.findByTestId('plan-generate-dialog');
    expect(within(dialog).getByText('检测方法库中没有“苯”的方法，采样器材、流量和时长需手工填写')).toBeInTheDocument();
    const box = (id: string) => {
      const el = within(dialog).getByTestId(id);
      return (el instanceof HTMLInputElement ? el : el.querySelector('input')) as HTMLInputElement;
    };
    const add = box('plan-accept-add');
    const remove = box('plan-accept-remove');
    expect(add.checked).toBe(true);
    expect(remove.checked).toBe(false);
    expect(within(dialog).getByText('已手工修改')).toBeInTheDocument();
    // the planner also takes the removal
    fireEvent.click(remove);
    fireEvent.click(screen.getByRole('button', { name: '采纳所选并生成' }));
    await waitFor(() => expect(api.calls('POST /api/samplingPlan/21/commands/generate')).toHaveLength(1));
    const body = api.bodyOf('POST /api/samplingPlan/21/commands/generate');
    expect(body).toEqual({
      version: 4,
      accept: { add: ['喷漆车间|喷漆工|苯|fixed|TWA'], remove: ['喷漆车间|喷漆工|二甲苯|fixed|TWA'], change: { [MN_KEY]: ['headcount'] } },
    });
    // the checker and the rows are asked again
    await waitFor(() => expect(api.calls('GET /api/samplingPlan/21/check').length).toBeGreaterThan(1));
  });

  it('prints the approved plan’s sample labels with QR codes, blanks marked', async () => {
    plan = { ...PLAN, state: 'approved', sampleCount: 2, needsRegenerating: false };
    plans = [plan];
    check = { issues: [], needsRegenerating: false, generated: true, overridden: [] };
    as(['samplePlan:list']);
    renderAt();
    await within(await screen.findByTestId('plan-checker')).findByText('未发现不符合 GBZ 159 的问题');
    fireEvent.click(screen.getByTestId('plan-labels'));
    const sheet = await screen.findByTestId('sample-labels');
    const labels = within(sheet).getAllByTestId('sample-label');
    expect(labels.map((l) => l.textContent)).toEqual([expect.stringContaining('XM-2026-0005-0001'), expect.stringContaining('XM-2026-0005-KB0002')]);
    expect(labels[1]).toHaveTextContent('空白 · 锰');
    expect(sheet.querySelectorAll('svg').length).toBeGreaterThanOrEqual(2);
    // no row actions for a reader of an approved plan
    expect(screen.queryByRole('button', { name: '生成方案' })).toBeNull();
  });

  it('offers a project without a plan to make one (with samplePlan:add), and says a missing project parameter', async () => {
    plans = [];
    as(['samplePlan:list', 'samplePlan:add']);
    const first = renderAt();
    await screen.findByText('该项目尚未编制采样方案');
    fireEvent.click(screen.getByTestId('plan-create'));
    await waitFor(() => expect(screen.getByTestId('detail-title')).toHaveTextContent('XM-2026-0005 年度评价检测'));
    expect(api.bodyOf('POST /api/samplingPlan/add')).toEqual({ belongProject: 5 });
    first.unmount();
    renderAt('?code=XM-2026-0005');
    await screen.findByText('缺少项目参数，无法打开采样方案');
  });
});
