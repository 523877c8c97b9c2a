import { configure, screen, within } from '@testing-library/react';
import { pageHarness, renderAt, signIn } from '../../../test/page-harness';
import { computeBody } from './ComputeRiskDialog';
import RiskAssessmentDetailPage from './RiskAssessmentDetailPage';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const NOTE = '2026-02-01 起施行的新版标准限值表尚未录入，本评估按 GBZ/T 229.2-2010、GBZ/T 229.4-2012 执行（机构设置）';

const ROW = {
  id: 5,
  version: 2,
  code: 'FX-2026-0005',
  employerName: '南京某化工有限公司',
  projectCode: 'XM-2026-0031',
  assessDate: '2026-03-02',
  overallClass: 'heavier',
  edition: 'GBZ/T 229.2-2010、GBZ/T 229.4-2012',
  note: NOTE,
  nextDue: '2027-03-02',
  explanation: `${NOTE}。评估日期 2026-03-02 …`,
  organizationId: 7,
};

const GRADING = {
  id: 1,
  version: 1,
  workshop: '喷漆车间',
  post: '喷漆工',
  hazard: '甲苯',
  standard: 'GBZ/T 229.2-2010',
  inputs: 'WD=2（中度危害）；B=C_TWA/PC-TWA=100.0/50=2.00；WB=2.00；WL=1.5（体力劳动强度Ⅱ级）',
  value: '6.00',
  grade: 1,
  gradeLabel: 'Ⅰ级（轻度危害作业）',
  explanation: `【${NOTE}】GBZ/T 229.2-2010：G=WD×WB×WL=2×2.00×1.5=6.00 → Ⅰ级（轻度危害作业）`,
};

/** 风险评估详情: the class, the previous-edition note shown above the grading table, each grading with its explanation. */
describe('RiskAssessmentDetailPage', () => {
  pageHarness(() => ({
    '/api/dictDetail*': {},
    'GET /api/riskAssessment/5': ROW,
    'GET /api/riskAssessment/5/children/gradings': [GRADING],
    '/api/riskAssessment/5/history?*': { content: [], totalElements: 0 },
  }));

  it('shows the class, the note prominently when the previous edition was applied, and the grading per post × hazard', async () => {
    signIn(['risk:list', 'risk:recompute']);
    renderAt('/riskPage?id=5', <RiskAssessmentDetailPage />);
    expect(await screen.findByTestId('risk-class')).toHaveTextContent('较重');
    expect(await screen.findByTestId('risk-note')).toHaveTextContent(NOTE);
    const table = await screen.findByTestId('detail-child-gradings');
    expect(await within(table).findByText('Ⅰ级（轻度危害作业）')).toBeInTheDocument();
    expect(within(table).getByText('6.00')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /重新计算/ })).toBeInTheDocument();
  });
});

describe('computeBody', () => {
  it('sends the project and the named chemicals’ classes, blank rows dropped', () => {
    expect(computeBody({ projectId: 3, toxicity: [{ hazard: ' 甲苯 ', level: 'moderate' }, { hazard: '', level: 'high' }, {}] })).toEqual({ projectId: 3, toxicity: { 甲苯: 'moderate' } });
  });
});
