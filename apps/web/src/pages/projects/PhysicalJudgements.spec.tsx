import { configure, screen, waitFor, within } from '@testing-library/react';
import type { JudgedLimitView, PointJudgementView, ProjectJudgementsView } from '@ohit/contracts';
import { pageHarness, renderAt, signIn } from '../../../test/page-harness';
import { ProjectJudgements } from './ProjectJudgements';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

const GBZ22: JudgedLimitView = { name: '噪声', kind: 'physical', macValue: null, twa: null, stel: null, totalDustTwa: null, respirableDustTwa: null, edition: 'GBZ 2.2-2007', source: 'GBZ 2.2-2007' };
const segment = (n: number, resultText: string, resultUnit: string, durationMinutes: string) => ({
  code: `现场测量${n}`,
  kind: null,
  state: 'measured',
  resultText,
  resultUnit,
  durationMinutes,
  samplingDate: '2026-03-02',
  tested: true,
});
const physical = (over: Partial<PointJudgementView>): PointJudgementView => ({
  workshop: '焊接车间',
  post: '焊工',
  pointName: '焊接工位1',
  hazard: '噪声',
  samples: [],
  cTwa: null,
  cSte: null,
  cMe: null,
  values: [],
  limit: GBZ22,
  checks: [],
  conclusion: '符合',
  explanation: '',
  complete: true,
  ...over,
});

/** As the api answers for noise 4 h at 88 + 4 h at 80 dB(A), heat of a Ⅱ级 post 6 h a day, and heat of a post without its labour intensity. */
const VIEW: ProjectJudgementsView = {
  projectId: 5,
  edition: 'GBZ 2.1-2019',
  conclusion: '不符合',
  explanation: '1 个检测点不符合：焊接车间/焊工/焊接工位1 噪声',
  failingPoints: ['焊接车间/焊工/焊接工位1 噪声'],
  counts: { planned: 0, collected: 0, tested: 0 },
  points: [
    physical({
      samples: [segment(1, '88.0', 'dB(A)', '240.00'), segment(2, '80.0', 'dB(A)', '240.00')],
      values: [{ label: 'LEX,8h', value: '85.6', text: '85.6', unit: 'dB(A)' }],
      checks: [
        {
          rule: 'gbz2.2-2007/noise-lex8h',
          edition: 'GBZ 2.2-2007',
          source: 'GBZ 2.2-2007 表9 工作场所噪声职业接触限值',
          formula: 'LEX,8h ≤ 85 dB(A)',
          limit: '85',
          value: '85.6',
          passed: false,
          explanation: 'LEX,8h 85.6 > 限值 85，不符合',
        },
      ],
      conclusion: '不符合',
      explanation: 'LEX,8h 85.6 > 限值 85，不符合',
    }),
    physical({
      workshop: '铸造车间',
      post: '浇注工',
      pointName: '浇注区',
      hazard: '高温',
      limit: { ...GBZ22, name: '高温' },
      samples: [segment(1, '29.0', '℃', '360.00'), segment(2, '27.0', '℃', '120.00')],
      values: [{ label: 'WBGT', value: '28.5', text: '28.5', unit: '℃' }],
      checks: [
        {
          rule: 'gbz2.2-2007/wbgt',
          edition: 'GBZ 2.2-2007',
          source: 'GBZ 2.2-2007 高温作业职业接触限值（WBGT）',
          formula: 'WBGT ≤ 限值（接触时间率 75%，体力劳动强度II级）',
          limit: '29',
          value: '28.5',
          passed: true,
          explanation: 'WBGT 28.5 ≤ 限值 29，符合',
        },
      ],
      explanation: 'WBGT 28.5 ≤ 限值 29，符合',
    }),
    physical({
      workshop: '铸造车间',
      post: '清理工',
      pointName: '清理区',
      hazard: '高温',
      limit: { ...GBZ22, name: '高温' },
      samples: [segment(1, '27.5', '℃', '480.00')],
      values: [{ label: 'WBGT', value: '27.5', text: '27.5', unit: '℃' }],
      conclusion: '无法判定',
      explanation: '缺少岗位的体力劳动强度（现场调查），无法确定 WBGT 限值',
    }),
  ],
};

describe('检测结果判定 of noise and heat measured on site', () => {
  pageHarness(() => ({ '/api/dictDetail*': {}, 'GET /api/project/5/judgements': VIEW }));
  beforeEach(() => signIn(['project:list']));

  it('shows each point’s segments, LEX,8h or WBGT with its unit, the limit with its unit and condition, the verdict and why', async () => {
    renderAt('/project/details?id=5', <ProjectJudgements projectId={5} />);
    const table = await screen.findByTestId('judgement-points');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const [noise, heat, unknown] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(noise).getAllByTestId('judgement-sample').map((s) => s.textContent)).toEqual(['现场测量1：88.0 dB(A)，240.00 min', '现场测量2：80.0 dB(A)，240.00 min']);
    expect(within(noise).getByTestId('judgement-values')).toHaveTextContent('LEX,8h 85.6 dB(A)');
    expect(within(noise).getByTestId('judgement-limit')).toHaveTextContent('LEX,8h ≤ 85 dB(A)（GBZ 2.2-2007）');
    expect(within(noise).getByTestId('point-conclusion')).toHaveTextContent('不符合');
    expect(noise).toHaveTextContent('LEX,8h 85.6 > 限值 85，不符合');

    expect(within(heat).getByTestId('judgement-values')).toHaveTextContent('WBGT 28.5 ℃');
    expect(within(heat).getByTestId('judgement-limit').textContent).toBe('WBGT ≤ 29 ℃（接触时间率 75%，体力劳动强度II级）（GBZ 2.2-2007）');
    expect(within(heat).getByTestId('point-conclusion')).toHaveTextContent('符合');

    // no labour intensity in the survey: no limit, and the reason instead of a blank
    expect(within(unknown).getByTestId('judgement-values')).toHaveTextContent('WBGT 27.5 ℃');
    expect(within(unknown).getByTestId('judgement-limit').textContent).toBe('限值未确定（GBZ 2.2-2007）');
    expect(within(unknown).getByTestId('point-conclusion')).toHaveTextContent('无法判定');
    expect(unknown).toHaveTextContent('缺少岗位的体力劳动强度（现场调查），无法确定 WBGT 限值');
  });
});
