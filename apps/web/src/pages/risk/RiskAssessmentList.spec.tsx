import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageHarness, renderAt, signIn } from '../../../test/page-harness';
import RiskAssessmentList from './RiskAssessmentList';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const ROWS = [
  { id: 5, version: 1, code: 'FX-2026-0005', employerName: '南京某化工有限公司', overallClass: 'serious', edition: 'GBZ/T 229.2-2010、GBZ/T 229.4-2012', note: '2026-02-01 起施行的新版标准限值表尚未录入，本评估按 GBZ/T 229.2-2010、GBZ/T 229.4-2012 执行（机构设置）', nextDue: '2027-03-02', organizationId: 7 },
  { id: 4, version: 1, code: 'FX-2025-0004', employerName: '无锡某机械厂', overallClass: null, edition: 'GBZ/T 229.2-2010、GBZ/T 229.4-2012', note: null, nextDue: '2026-06-02', organizationId: 7 },
];

/** 风险评估 (/risk): the class per employer, the previous-edition mark, 计算风险评估 picking a project and the chemicals' classes, 评估设置 for administrators only. */
describe('RiskAssessmentList', () => {
  const { api } = pageHarness(() => ({
    '/api/dictDetail*': {},
    'GET /api/riskAssessment?*': { content: ROWS, totalElements: ROWS.length },
    'GET /api/riskProjects*': [{ id: 31, code: 'XM-2026-0031', name: '年度定期检测', employerName: '南京某化工有限公司', organizationId: 7 }],
    'POST /api/riskAssessment/commands/compute': { count: 1, message: '已生成风险评估 FX-2026-0006：风险分类较重', created: { id: 6, code: 'FX-2026-0006' } },
  }));
  const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

  it('shows each employer’s class (无法判定 when nothing could be graded) and marks an assessment made by the previous edition', async () => {
    signIn(['risk:list']);
    renderAt('/risk', <RiskAssessmentList />);
    await screen.findByText('FX-2026-0005');
    expect(within(rowOf('FX-2026-0005')).getByText('严重')).toBeInTheDocument();
    expect(within(rowOf('FX-2026-0005')).getByText('按旧版执行')).toBeInTheDocument();
    expect(within(rowOf('FX-2025-0004')).getByText('无法判定')).toBeInTheDocument();
    expect(screen.queryByTestId('list-command-compute')).toBeNull();
    expect(screen.queryByTestId('risk-setting')).toBeNull();
  });

  it('计算风险评估 picks a project with results and sends the toxicity classes given', async () => {
    signIn(['risk:list', 'risk:compute', 'risk:setting']);
    renderAt('/risk', <RiskAssessmentList />);
    expect(await screen.findByTestId('risk-setting')).toBeInTheDocument();
    fireEvent.click(await screen.findByTestId('list-command-compute'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByTestId('risk-project').querySelector('.ant-select-selector') ?? within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByText('XM-2026-0031 年度定期检测（南京某化工有限公司）'));
    fireEvent.click(within(dialog).getByTestId('risk-add-toxicity'));
    fireEvent.change(within(dialog).getByPlaceholderText('危害因素名称'), { target: { value: '甲苯' } });
    fireEvent.mouseDown(within(dialog).getAllByRole('combobox')[1] as HTMLElement);
    fireEvent.click(await screen.findByText('中度危害'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('POST /api/riskAssessment/commands/compute')).toHaveLength(1));
    expect(api.bodyOf('POST /api/riskAssessment/commands/compute')).toEqual({ projectId: 31, toxicity: { 甲苯: 'moderate' } });
  });
});
