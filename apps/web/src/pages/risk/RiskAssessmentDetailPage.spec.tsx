import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  const { api } = pageHarness(() => ({
    '/api/dictDetail*': {},
    'GET /api/riskAssessment/5': ROW,
    'GET /api/riskAssessment/5/children/gradings': [GRADING],
    '/api/riskAssessment/5/history?*': { content: [], totalElements: 0 },
    'POST /api/riskAssessment/5/commands/recompute': { ...ROW, version: 3, message: '已重新计算：风险分类较重' },
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

  it('重新计算 asks the reason and any toxicity class to add, and sends them with the version', async () => {
    signIn(['risk:list', 'risk:recompute']);
    renderAt('/riskPage?id=5', <RiskAssessmentDetailPage />);
    fireEvent.click(await screen.findByRole('button', { name: /重新计算/ }));
    const dialog = await screen.findByTestId('risk-recompute-dialog');
    fireEvent.click(within(dialog).getByTestId('risk-add-toxicity'));
    fireEvent.change(within(dialog).getByPlaceholderText('危害因素名称'), { target: { value: '苯' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByText('高度危害'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
    // the reason is required: nothing sent without it
    expect(await within(dialog).findByText('请填写重新计算的原因')).toBeInTheDocument();
    expect(api.calls('POST /api/riskAssessment/5/commands/recompute')).toHaveLength(0);
    fireEvent.change(within(dialog).getAllByRole('textbox')[0] as HTMLElement, { target: { value: '补充苯的危害程度' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('POST /api/riskAssessment/5/commands/recompute')).toHaveLength(1));
    expect(api.bodyOf('POST /api/riskAssessment/5/commands/recompute')).toEqual({ version: 2, reason: '补充苯的危害程度', toxicity: { 苯: 'high' } });
  });
});

describe('RiskAssessmentDetailPage: 确认', () => {
  const { api } = pageHarness(() => ({
    '/api/dictDetail*': {},
    'GET /api/riskAssessment/5': ROW,
    'GET /api/riskAssessment/5/children/gradings': [GRADING],
    '/api/riskAssessment/5/history?*': { content: [], totalElements: 0 },
    'POST /api/riskAssessment/5/commands/confirm': { ...ROW, version: 3, confirmedAt: '2026-03-05T02:00:00.000Z', message: '已确认：受检单位风险分类较重，下次检测到期已更新' },
  }));

  it('确认 is offered to holders of risk:confirm and sends the version (the reason optional); others see no button', async () => {
    signIn(['risk:list', 'risk:confirm']);
    const { unmount } = renderAt('/riskPage?id=5', <RiskAssessmentDetailPage />);
    expect(await screen.findByTestId('risk-class')).toHaveTextContent('较重');
    expect(screen.queryByTestId('risk-confirmed')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: /^确\s*认$/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('POST /api/riskAssessment/5/commands/confirm')).toHaveLength(1));
    expect(api.bodyOf('POST /api/riskAssessment/5/commands/confirm')).toMatchObject({ version: 2 });
    unmount();
    signIn(['risk:list']);
    renderAt('/riskPage?id=5', <RiskAssessmentDetailPage />);
    expect(await screen.findByTestId('risk-class')).toHaveTextContent('较重');
    expect(screen.queryByRole('button', { name: /^确\s*认$/ })).toBeNull();
  });
});

describe('computeBody', () => {
  it('sends the project and the named chemicals’ classes, blank rows dropped', () => {
    expect(computeBody({ projectId: 3, toxicity: [{ hazard: ' 甲苯 ', level: 'moderate' }, { hazard: '', level: 'high' }, {}] })).toEqual({ projectId: 3, toxicity: { 甲苯: 'moderate' } });
  });
});
