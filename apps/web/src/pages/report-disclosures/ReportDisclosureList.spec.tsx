import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageHarness, renderAt, signIn } from '../../../test/page-harness';
import ReportDisclosureList from './ReportDisclosureList';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

const row = (id: number, code: string, state: string, deadline: string, extra: Record<string, unknown> = {}) => ({
  id,
  version: 2,
  code,
  reportCode: `OHIT-DJ-2026-${code.slice(-4)}`,
  reportVersion: 1,
  employerName: `${code}化工`,
  checkTypeName: '定期检测',
  conclusion: '符合',
  issueDate: '2026-09-28',
  deadline,
  deadlineCovered: true,
  deadlineWarning: null,
  state,
  reviewedBy: state === 'pending' ? null : 3,
  reviewedByName: state === 'pending' ? null : '赵审批',
  publishedAt: state === 'published' ? '2026-10-20T02:00:00.000Z' : null,
  organizationId: 7,
  ...extra,
});
const ROWS = [
  row(1, 'GS-2026-0001', 'pending', '2026-10-30'),
  row(2, 'GS-2026-0002', 'reviewed', '2026-10-23'),
  row(3, 'GS-2026-0003', 'published', '2026-10-20'),
  row(4, 'GS-2026-0004', 'pending', '2026-11-20'),
];

/** 报告公示 (admin list): days left on the 工作日历 with overdue in red, 审核通过 and 发布 by permission and state, the overdue view. */
describe('ReportDisclosureList', () => {
  const { api } = pageHarness(() => ({
    '/api/dictDetail*': {},
    // Tuesday 2026-10-27; 国庆节 10-01…10-07, 10-10 a make-up Saturday
    'GET /api/reportDisclosure/deadline/calendar': {
      today: '2026-10-27',
      coveredYears: [2026],
      days: [
        ...['01', '02', '03', '04', '05', '06', '07'].map((d) => ({ date: `2026-10-${d}`, kind: 'holiday', name: '国庆节' })),
        { date: '2026-10-10', kind: 'workday', name: '国庆节' },
      ],
    },
    'GET /api/reportDisclosure?*': { content: ROWS, totalElements: ROWS.length },
    'POST /api/reportDisclosure/:id/transitions/:event': (req) => ({ ...ROWS.find((r) => r.id === Number(req.params.id)), version: 3 }),
  }));
  const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

  it('counts the working days left, red when overdue, amber within 3, nothing once published', async () => {
    signIn(['reportFormula:list']);
    renderAt('/', <ReportDisclosureList />);
    await screen.findByText('GS-2026-0001');
    await waitFor(() => expect(within(rowOf('GS-2026-0001')).getByTestId('days-left')).toHaveTextContent('剩余3个工作日'));
    const late = within(rowOf('GS-2026-0002')).getByTestId('days-left');
    expect(late).toHaveTextContent('已逾期2个工作日');
    expect(late).toHaveClass('ant-tag-red');
    expect(within(rowOf('GS-2026-0001')).getByTestId('days-left')).toHaveClass('ant-tag-orange');
    expect(within(rowOf('GS-2026-0004')).getByTestId('days-left')).toHaveTextContent('剩余18个工作日');
    expect(within(rowOf('GS-2026-0003')).queryByTestId('days-left')).toBeNull();
    // a reader has neither step
    expect(screen.queryByTestId('row-review')).toBeNull();
    expect(screen.queryByTestId('row-publish')).toBeNull();
    expect(within(rowOf('GS-2026-0003')).getByTestId('row-preview')).toHaveAttribute('href', '/orgReportFormulaDetails?id=3');
  });

  it('offers 审核通过 on one waiting for review and 发布 on one reviewed, each to whoever holds it, after the question', async () => {
    signIn(['reportFormula:list', 'reportFormula:review', 'reportFormula:publish']);
    renderAt('/', <ReportDisclosureList />);
    await screen.findByText('GS-2026-0001');
    expect(within(rowOf('GS-2026-0001')).getByTestId('row-review')).toBeInTheDocument();
    expect(within(rowOf('GS-2026-0001')).queryByTestId('row-publish')).toBeNull();
    expect(within(rowOf('GS-2026-0002')).queryByTestId('row-review')).toBeNull();
    fireEvent.click(within(rowOf('GS-2026-0002')).getByTestId('row-publish'));
    await screen.findByText('确认发布到公示页面？发布后无需登录即可查看');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('POST /api/reportDisclosure/2/transitions/publish')).toHaveLength(1));
    expect(api.bodyOf('POST /api/reportDisclosure/2/transitions/publish')).toEqual({ version: 2 });
    await screen.findByText('已发布');
  });

  it('lists the overdue ones: waiting for publication with a deadline before today', async () => {
    signIn(['reportFormula:list']);
    renderAt('/', <ReportDisclosureList />);
    await screen.findByText('GS-2026-0001');
    const view = screen.getByTestId('disclosure-view');
    await waitFor(() => expect(within(view).getByText('逾期未公示').closest('.ant-segmented-item')).not.toHaveClass('ant-segmented-item-disabled'));
    fireEvent.click(within(view).getByText('逾期未公示'));
    await waitFor(() => expect(api.calls('GET /api/reportDisclosure?').length).toBeGreaterThanOrEqual(2));
    const calls = api.calls('GET /api/reportDisclosure?');
    const query = new URLSearchParams(calls[calls.length - 1].url.split('?')[1]);
    expect(query.getAll('state')).toEqual(['pending', 'reviewed']);
    expect(query.get('deadline')).toBe(',2026-10-26');
  });
});
