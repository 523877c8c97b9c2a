import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MenuRoute } from '@ohit/contracts';
import { jobsStore } from '../../jobs/jobs-store';
import { json, pageHarness, renderAt, signIn } from '../../../test/page-harness';
import { ReportDetail } from './ReportPages';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(180000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: false, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const CODE = 'OHIT-DJ-2026-0007';
const SHA = 'a3f1c2e4b5d6978812aa34bb56cc78dd90ee12ff34aa56bb78cc90dd12ee34ff';
const report = (over: Record<string, unknown> = {}) => ({
  id: 42,
  version: 2,
  code: CODE,
  reportVersion: 1,
  belongProject: 5,
  belongProjectName: '甲厂年度检测',
  template: 'periodic',
  checkTypeName: '定期检测',
  state: 'compiling',
  compiledAt: '2026-03-20T02:00:00.000Z',
  amends: null,
  organizationId: 7,
  pdfAttachmentId: null,
  pdfSha256: null,
  pdfRenderedAt: null,
  ...over,
});
const PRINTED = { pdfAttachmentId: 77, pdfSha256: SHA, pdfRenderedAt: '2026-03-21T06:30:00.000Z' };
const job = (status: string, progress: number, fileName: string | null = null) => ({
  id: 'job-9',
  type: 'reportPdf',
  resource: 'report',
  title: '检测报告',
  status,
  progress,
  rowsDone: 0,
  rowsTotal: 4,
  fileName,
  errors: [],
  ownerId: 3,
  organizationId: 7,
  parameters: {},
  attempts: 1,
  createTime: '',
  startTime: null,
  finishTime: null,
});
const route = (name: string, path: string): MenuRoute => ({ name, path, hidden: true, component: `${path}/index`, meta: { title: name, icon: null, noCache: false } });
const MENUS = [route('reportDetail', '/report/details')];

/** The report page's 报告PDF card: 生成PDF for the 导出 button's holders, then 下载PDF, its SHA-256 and when it was printed. */
describe('报告PDF on a report’s page', () => {
  let row: Record<string, unknown>;
  let jobState: ReturnType<typeof job>;
  const { api, ui } = pageHarness(() => ({
    '/api/dictDetail*': {},
    'GET /api/report?*': { content: [row], totalElements: 1 },
    'GET /api/report/:id/content': { reportNo: CODE, version: 1, warnings: [] },
    'GET /api/report/:id/preview': '<!DOCTYPE html><html><body>报告</body></html>',
    'GET /api/report/:id/versions': [],
    'GET /api/report/:id/history?*': { content: [], totalElements: 0 },
    'GET /api/report/:id/attachments': [],
    'GET /api/report/:id/children/:child': [],
    'GET /api/report/:id/attachments/:attachmentId/file': () => Object.assign(json(200, {}), { blob: async () => new Blob(['%PDF-1.7']) }),
    'GET /api/report/:id': () => row,
    'POST /api/report/:id/pdf': json(201, { jobId: 'job-9', status: 'queued' }),
    'GET /api/jobs/job-9': () => jobState,
  }));

  beforeEach(() => {
    jobsStore.dispatch({ type: 'clear' });
    row = report();
    jobState = job('running', 50);
    Object.assign(globalThis.URL, { createObjectURL: jest.fn(() => 'blob:pdf'), revokeObjectURL: jest.fn() });
  });

  const open = async () => {
    renderAt(`/report/details?code=${CODE}&flag=1&organizationId=7`, <ReportDetail />);
    const page = await screen.findByTestId('resource-detail-report');
    return within(page).findByTestId('report-pdf-card');
  };

  it('生成PDF starts the job (its progress shown and in the jobs drawer); once printed the page offers 下载PDF with its SHA-256 and time', async () => {
    signIn(['reportPreview:list', 'reportPreview:export'], { menus: MENUS });
    const card = await open();
    expect(within(card).getByTestId('report-pdf-none')).toHaveTextContent('尚未生成PDF');
    fireEvent.click(within(card).getByRole('button', { name: /生成PDF/ }));
    await waitFor(() => expect(api.count('POST /api/report/42/pdf')).toBe(1));
    expect(api.bodyOf('POST /api/report/42/pdf')).toEqual({});
    expect(jobsStore.get().jobs[0]).toMatchObject({ id: 'job-9', type: 'reportPdf', resource: 'report' });
    // the socket is down here: the job is polled
    expect(await within(card).findByText('正在生成PDF（50%）')).toBeInTheDocument();

    // the worker finished: the job says so, and the row reloads with the PDF it recorded
    row = report(PRINTED);
    jobState = job('completed', 100, `${CODE} 职业病危害因素定期检测报告（第1版）.pdf`);
    expect(await within(card).findByTestId('report-pdf-file')).toBeInTheDocument();
    expect(within(card).getByTestId('report-pdf-sha256')).toHaveTextContent(SHA);
    expect(within(card).getByTestId('report-pdf-rendered-at')).toHaveTextContent(/^2026-03-21 \d\d:30:00$/);
    expect(within(card).queryByTestId('report-pdf-none')).toBeNull();

    fireEvent.click(within(card).getByTestId('report-pdf-file-download'));
    await waitFor(() => expect(api.count('GET /api/report/42/attachments/77/file')).toBe(1));
    expect(URL.createObjectURL).toHaveBeenCalled();
    expect(ui.error).not.toHaveBeenCalled();
  });

  it('without the 导出 button there is no 生成PDF, but the PDF printed is there to download', async () => {
    signIn(['reportPreview:list'], { menus: MENUS });
    row = report(PRINTED);
    const card = await open();
    expect(await within(card).findByTestId('report-pdf-sha256')).toHaveTextContent(SHA);
    expect(within(card).queryByRole('button', { name: /生成PDF/ })).toBeNull();
    expect(within(card).getByTestId('report-pdf-file-download')).toHaveTextContent('下载PDF');
  });

  it('an issued version keeps its PDF: no 生成PDF; a PDF older than the last 编制 is flagged', async () => {
    signIn(['reportPreview:list', 'reportPreview:export'], { menus: MENUS });
    row = report({ ...PRINTED, state: 'issued' });
    const card = await open();
    expect(await within(card).findByText('报告已签发，其PDF为签发件，不再重新生成')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /生成PDF/ })).toBeNull();
    expect(within(card).queryByTestId('report-pdf-stale')).toBeNull();
    expect(api.count('POST /api/report/42/pdf')).toBe(0);
  });

  it('says when the PDF predates the content (重新编制 after it was printed)', async () => {
    signIn(['reportPreview:list', 'reportPreview:export'], { menus: MENUS });
    row = report({ ...PRINTED, compiledAt: '2026-03-22T02:00:00.000Z' });
    const card = await open();
    expect(await within(card).findByTestId('report-pdf-stale')).toHaveTextContent('请重新生成PDF');
    expect(within(card).getByRole('button', { name: /生成PDF/ })).toBeEnabled();
  });
});
