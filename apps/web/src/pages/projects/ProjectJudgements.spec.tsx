import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import type { JudgedLimitView, PointJudgementView, ProjectJudgementsView } from '@ohit/contracts';
import RefineProviders from '../../providers/RefineProviders';
import { session } from '../../session/session-store';
import { registerUi } from '../../ui/bridge';
import ProjectDetailPage from './ProjectDetailPage';
import { ProjectJudgements } from './ProjectJudgements';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;

const TOLUENE: JudgedLimitView = { name: '甲苯', kind: 'chemical', macValue: null, twa: '50', stel: '100', totalDustTwa: null, respirableDustTwa: null, edition: 'GBZ 2.1-2019', source: 'gbz21_oel.json#no=136' };
const check = (value: string, passed: boolean) => ({
  rule: 'gbz2.1-2019/twa',
  edition: 'GBZ 2.1-2019',
  source: 'GBZ 2.1-2019 时间加权平均容许浓度 (PC-TWA)',
  formula: 'C_TWA ≤ PC-TWA',
  limit: '50',
  value,
  passed,
  explanation: `C_TWA ${value} ${passed ? '≤' : '>'} PC-TWA 50，${passed ? '符合' : '不符合'}`,
});
const sample = (code: string, resultText: string | null, durationMinutes: string) => ({
  code,
  kind: 'TWA',
  state: resultText ? 'tested' : 'testing',
  resultText,
  resultUnit: resultText ? 'mg/m³' : null,
  durationMinutes,
  samplingDate: '2026-03-02',
  tested: resultText !== null,
});
const point = (over: Partial<PointJudgementView>): PointJudgementView => ({
  workshop: '喷漆车间',
  post: '喷漆工',
  pointName: '喷漆房1',
  hazard: '甲苯',
  samples: [],
  cTwa: null,
  cSte: null,
  cMe: null,
  values: [],
  limit: TOLUENE,
  checks: [],
  conclusion: '符合',
  explanation: '',
  complete: true,
  ...over,
});

const VIEW: ProjectJudgementsView = {
  projectId: 5,
  edition: 'GBZ 2.1-2019',
  conclusion: '不符合',
  explanation: '1 个检测点不符合：喷漆车间/喷漆工/喷漆房2 甲苯',
  failingPoints: ['喷漆车间/喷漆工/喷漆房2 甲苯'],
  counts: { planned: 9, collected: 8, tested: 6 },
  points: [
    point({
      samples: [sample('S1', '12.0', '120.00'), sample('S2', '4.0', '240.00'), sample('S3', '<0.5', '120.00')],
      cTwa: '5.0',
      values: [{ label: 'C_TWA', value: '5.0', text: '5.0', unit: 'mg/m³' }],
      checks: [check('5.0', true)],
      explanation: 'C_TWA 5.0 ≤ PC-TWA 50，符合',
    }),
    point({
      pointName: '喷漆房2',
      samples: [sample('S4', '80.0', '240.00'), sample('S5', '60.0', '240.00')],
      cTwa: '70.0',
      values: [{ label: 'C_TWA', value: '70.0', text: '70.0', unit: 'mg/m³' }],
      checks: [check('70.0', false)],
      conclusion: '不符合',
      explanation: 'C_TWA 70.0 > PC-TWA 50，不符合',
    }),
    point({
      workshop: '调漆车间',
      post: '调漆工',
      pointName: '调漆台',
      samples: [sample('S6', '10.0', '240.00'), sample('S7', null, '240.00')],
      cTwa: '5.0',
      values: [{ label: 'C_TWA', value: '5.0', text: '5.0', unit: 'mg/m³' }],
      conclusion: '无法判定',
      explanation: '尚有 1 个样品未出检测结果',
      complete: false,
    }),
  ],
};

describe('检测结果判定 on the project’s page', () => {
  const fetchMock = jest.fn();
  const ui = { error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() };
  let restore: () => void;
  let answer: { status: number; body: unknown };
  const judgementCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/project/5/judgements');

  beforeEach(() => {
    answer = { status: 200, body: VIEW };
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/project/5/judgements') return json(answer.status, answer.body);
      if (url.startsWith('/api/dictDetail')) return json(200, {});
      if (url === '/api/project/5') return json(200, { id: 5, version: 2, code: 'XM-2026-0005', name: '年度定期检测', state: 'testing', organizationId: 7, samplesPlanned: 9, samplesCollected: 8, samplesTested: 6 });
      if (url.startsWith('/api/project/5/history')) return json(200, { content: [], totalElements: 0 });
      if (url === '/api/project/5/children/team' || url === '/api/project/5/attachments') return json(200, []);
      return json(404, { status: 404, message: url });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    Object.values(ui).forEach((f) => f.mockReset());
    restore = registerUi(ui);
    session.setToken('Bearer t');
    session.setInfo({ user: { id: 3, username: 'u', isAdmin: false, isQy: 0, organization: { organizationId: 7, name: 'org' } } as never, roles: ['project:list'], dataScopes: [], authorities: [] });
  });
  afterEach(() => restore());

  const renderSection = () =>
    render(
      <AntdApp>
        <ProjectJudgements projectId={5} revision="2" />
      </AntdApp>,
    );
  const rows = () => within(screen.getByTestId('judgement-points')).getAllByRole('row').slice(1);

  it('puts the project’s conclusion and its sample counts on top, then every point with its samples, values, limit with edition, verdict and why', async () => {
    renderSection();
    const summary = await screen.findByTestId('judgements-summary');
    const conclusion = within(summary).getByTestId('project-conclusion');
    expect(conclusion).toHaveTextContent('不符合');
    expect(conclusion).toHaveClass('ant-tag-red');
    expect(summary).toHaveTextContent('1 个检测点不符合：喷漆车间/喷漆工/喷漆房2 甲苯');
    expect(within(summary).getByTestId('judgements-counts')).toHaveTextContent('样品：计划 9 · 已采 8 · 已检 6');
    expect(summary).toHaveTextContent('判定依据：GBZ 2.1-2019');

    await waitFor(() => expect(rows()).toHaveLength(3));
    const [ok, over, waiting] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(ok).toHaveTextContent('喷漆车间/喷漆工');
    expect(ok).toHaveTextContent('喷漆房1');
    expect(within(ok).getAllByTestId('judgement-sample').map((s) => s.textContent)).toEqual(['S1：12.0 mg/m³，120.00 min', 'S2：4.0 mg/m³，240.00 min', 'S3：<0.5 mg/m³，120.00 min']);
    expect(within(ok).getByTestId('judgement-values')).toHaveTextContent('C_TWA 5.0 mg/m³');
    expect(within(ok).getByTestId('judgement-limit')).toHaveTextContent('PC-TWA 50 / PC-STEL 100 mg/m³（GBZ 2.1-2019）');
    expect(within(ok).getByTestId('point-conclusion')).toHaveClass('ant-tag-green');
    expect(ok).toHaveTextContent('C_TWA 5.0 ≤ PC-TWA 50，符合');

    expect(within(over).getByTestId('point-conclusion')).toHaveTextContent('不符合');
    expect(within(over).getByTestId('point-conclusion')).toHaveClass('ant-tag-red');
    expect(over).toHaveTextContent('C_TWA 70.0 > PC-TWA 50，不符合');

    // a sample still without its result: 待检, the point 无法判定 and flagged 未检完
    expect(within(waiting).getAllByTestId('judgement-sample')[1]).toHaveTextContent('S7：待检，240.00 min');
    expect(within(waiting).getByTestId('point-conclusion')).toHaveTextContent('无法判定');
    expect(within(waiting).getByTestId('point-conclusion')).not.toHaveClass('ant-tag-red');
    expect(waiting).toHaveTextContent('未检完');
    expect(waiting).toHaveTextContent('尚有 1 个样品未出检测结果');
  });

  it('a dust point shows the dust’s 总尘 / 呼尘 PC-TWA, 矽尘 the row of its free-silica band, a dust the table has no value for says so; a chemical its MAC', async () => {
    const dust = (name: string, totalDustTwa: string | null, respirableDustTwa: string | null): JudgedLimitView => ({
      ...TOLUENE,
      name,
      kind: 'dust',
      twa: null,
      stel: null,
      totalDustTwa,
      respirableDustTwa,
      source: 'gbz2.1-2019-dusts.csv',
    });
    answer = {
      status: 200,
      body: {
        ...VIEW,
        points: [
          point({ workshop: '打磨车间', pointName: '打磨台', hazard: '石墨粉尘', limit: dust('石墨粉尘', '4', '2') }),
          point({ workshop: '打磨车间', pointName: '砂轮机', hazard: '其他粉尘', limit: dust('其他粉尘', '8', null) }),
          point({ workshop: '破碎车间', pointName: '破碎机', hazard: '矽尘', limit: dust('矽尘（10 %≤游离SiO2含量≤50 %）', '1', '0.7') }),
          point({ workshop: '锅炉房', pointName: '上煤口', hazard: '煤尘', limit: dust('煤尘', null, null), conclusion: '无法判定', explanation: '“煤尘”在限值表中没有数值，无法判定' }),
          point({ workshop: '化验室', pointName: '通风柜', hazard: '甲醛', limit: { ...TOLUENE, name: '甲醛', macValue: '0.5', twa: null, stel: null } }),
          point({ workshop: '破碎车间', pointName: '筛分机', hazard: '矽尘', limit: null, conclusion: '无法判定', explanation: '缺少游离SiO2含量的检测结果，无法确定矽尘的限值' }),
        ],
      },
    };
    renderSection();
    await waitFor(() => expect(rows()).toHaveLength(6));
    expect(rows().map((r) => within(r).getByTestId('judgement-limit').textContent)).toEqual([
      '总尘 PC-TWA 4 / 呼尘 PC-TWA 2 mg/m³（GBZ 2.1-2019）',
      '总尘 PC-TWA 8 mg/m³（GBZ 2.1-2019）',
      '矽尘（10 %≤游离SiO2含量≤50 %）：总尘 PC-TWA 1 / 呼尘 PC-TWA 0.7 mg/m³（GBZ 2.1-2019）',
      '限值表中暂无数值（GBZ 2.1-2019）',
      'MAC 0.5 mg/m³（GBZ 2.1-2019）',
      '—',
    ]);
  });

  it('刷新 reads the judgement again (a result released since shows); a failed read keeps what was shown and says why', async () => {
    renderSection();
    await waitFor(() => expect(rows()).toHaveLength(3));
    answer = { status: 200, body: { ...VIEW, conclusion: '符合', explanation: '全部 3 个检测点符合', failingPoints: [] } };
    fireEvent.click(screen.getByTestId('judgements-reload'));
    await waitFor(() => expect(screen.getByTestId('project-conclusion')).toHaveTextContent('符合'));
    expect(screen.getByTestId('project-conclusion')).toHaveClass('ant-tag-green');
    expect(judgementCalls()).toHaveLength(2);

    answer = { status: 500, body: { status: 500, message: '服务器内部错误' } };
    fireEvent.click(screen.getByTestId('judgements-reload'));
    await waitFor(() => expect(ui.error).toHaveBeenCalled());
    expect(screen.getByTestId('project-conclusion')).toHaveTextContent('符合');
    expect(rows()).toHaveLength(3);
  });

  it('a project without points says so', async () => {
    answer = { status: 200, body: { ...VIEW, conclusion: '无法判定', explanation: '尚无检测点', failingPoints: [], counts: { planned: 0, collected: 0, tested: 0 }, points: [] } };
    renderSection();
    await within(await screen.findByTestId('judgement-points')).findByText('尚无检测点');
    expect(screen.getByTestId('project-conclusion')).toHaveTextContent('无法判定');
  });

  it('is a section of 项目详情, read for the project the page shows', async () => {
    render(
      <AntdApp>
        <MemoryRouter initialEntries={['/siteSample/projectManage/detail/index?belongProject=5&code=XM-2026-0005']}>
          <RefineProviders>
            <ProjectDetailPage />
          </RefineProviders>
        </MemoryRouter>
      </AntdApp>,
    );
    const section = await screen.findByTestId('project-judgements');
    expect(section).toHaveTextContent('检测结果判定');
    await waitFor(() => expect(within(section).getAllByTestId('point-conclusion')).toHaveLength(3));
    expect(judgementCalls().length).toBeGreaterThanOrEqual(1);
  });
});
