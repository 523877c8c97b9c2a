import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DisclosureFactsView } from '@ohit/contracts';
import { pageHarness, renderAt, signIn } from '../../../test/page-harness';
import ReportDisclosureDetailPage from './ReportDisclosureDetailPage';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const ROW = {
  id: 12,
  version: 4,
  code: 'GS-2026-0012',
  reportCode: 'OHIT-DJ-2026-0012',
  reportVersion: 1,
  employerName: '南京某化工有限公司',
  checkTypeName: '定期检测',
  conclusion: '符合',
  issueDate: '2026-09-28',
  deadline: '2026-10-30',
  deadlineCovered: true,
  deadlineWarning: null,
  state: 'reviewed',
  reviewedBy: 3,
  reviewedByName: '赵审批',
  organizationId: 7,
};

const FACTS: DisclosureFactsView = {
  organisation: { name: '苏安检测技术有限公司' },
  employer: { name: '南京某化工有限公司', address: '南京市江宁区某路1号', contact: null },
  project: { code: 'XM-2026-0012', name: '年度定期检测' },
  report: { code: 'OHIT-DJ-2026-0012', version: 1, checkTypeName: '定期检测', issueDate: '2026-09-28', conclusion: '符合' },
  team: [{ name: '李调查', role: '项目负责人' }],
  survey: null,
  sampling: [{ date: '2026-09-08', people: ['张采样'] }],
  laboratory: [],
  accompanying: [],
  photos: [{ url: '/api/reportDisclosure/12/photos/41', date: '2026-09-08', point: '喷漆房1', caption: null }],
  conclusion: '本次共检测 1 个检测点，检测结果均符合要求。',
  postConclusions: [],
};

/** 报告公示详情: the steps with their reasons, the deadline and days left, the facts as the public page shows them (photos fetched with the token). */
describe('ReportDisclosureDetailPage', () => {
  let row: Record<string, unknown>;
  const { api } = pageHarness(() => ({
    '/api/dictDetail*': {},
    'GET /api/reportDisclosure/deadline/calendar': { today: '2026-10-27', coveredYears: [2026], days: [] },
    'GET /api/reportDisclosure?*': () => ({ content: [row], totalElements: 1 }),
    'GET /api/reportDisclosure/12': () => row,
    'GET /api/reportDisclosure/12/facts': FACTS,
    '/api/reportDisclosure/12/history?*': { content: [], totalElements: 0 },
    'POST /api/reportDisclosure/12/transitions/:event': (req) => {
      row = { ...row, version: 5, state: req.params.event === 'withhold' ? 'withheld' : row.state, withheldReason: req.body().reason };
      return row;
    },
  }));
  // the photo is a file: answered here as a blob (the harness answers JSON), the other calls go on to the fake api
  let photoCalls: RequestInit[] = [];
  beforeEach(() => {
    row = { ...ROW };
    photoCalls = [];
    const api = globalThis.fetch;
    globalThis.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
      if (!String(url).endsWith('/api/reportDisclosure/12/photos/41')) return api(url, init);
      photoCalls.push(init ?? {});
      return Promise.resolve({ status: 200, ok: true, blob: async () => new Blob(['png']) } as unknown as Response);
    }) as typeof fetch;
    (URL as unknown as { createObjectURL: unknown }).createObjectURL = jest.fn(() => 'blob:photo');
    (URL as unknown as { revokeObjectURL: unknown }).revokeObjectURL = jest.fn();
  });

  it('shows the deadline with the days left and the facts as they will be published, the photo fetched with the token', async () => {
    signIn(['reportFormula:list', 'reportFormula:publish', 'reportFormula:withhold']);
    renderAt('/dataGovernance/reportFormula/index/page/detail?code=GS-2026-0012&organizationId=7', <ReportDisclosureDetailPage />);
    const deadline = await screen.findByTestId('disclosure-deadline');
    expect(within(deadline).getByText('签发日期 2026-09-28，须在 2026-10-30 前公示（签发后20个工作日）')).toBeInTheDocument();
    await waitFor(() => expect(within(deadline).getByTestId('days-left')).toHaveTextContent('剩余3个工作日'));
    const preview = await screen.findByTestId('disclosure-preview');
    expect(await within(preview).findByText('本次共检测 1 个检测点，检测结果均符合要求。')).toBeInTheDocument();
    expect(await within(preview).findByRole('img', { name: '2026-09-08 喷漆房1' })).toHaveAttribute('src', 'blob:photo');
    expect(photoCalls).toHaveLength(1);
    expect(new Headers(photoCalls[0].headers).get('Authorization')).not.toBeNull();
    expect(screen.queryByTestId('public-link')).toBeNull();
  });

  it('asks a reason before 不予公示 and sends it', async () => {
    signIn(['reportFormula:list', 'reportFormula:publish', 'reportFormula:withhold']);
    renderAt('/dataGovernance/reportFormula/index/page/detail?code=GS-2026-0012&organizationId=7', <ReportDisclosureDetailPage />);
    await screen.findByTestId('disclosure-preview');
    fireEvent.click(await screen.findByRole('button', { name: /不予公示/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '涉及商业秘密' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('POST /api/reportDisclosure/12/transitions/withhold')).toHaveLength(1));
    expect(api.bodyOf('POST /api/reportDisclosure/12/transitions/withhold')).toMatchObject({ version: 4, reason: '涉及商业秘密' });
  });
});
