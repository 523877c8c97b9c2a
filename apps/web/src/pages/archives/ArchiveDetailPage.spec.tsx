import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MenuRoute, TechnicalFileView } from '@ohit/contracts';
import { json, pageHarness, renderAt as renderPageAt, signIn } from '../../../test/page-harness';
import { jobsStore } from '../../jobs/jobs-store';
import ArchiveDetailPage from './ArchiveDetailPage';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(180000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const ARCHIVE = {
  id: 31,
  version: 2,
  code: 'DA-2026-0001',
  belongProject: 5,
  belongProjectName: '年度定期检测',
  projectCode: 'XM-2026-0005',
  belongInspect: 9,
  belongInspectName: '甲化工有限公司',
  state: 'compiling',
  boxNo: 'A-01',
  location: '档案室一号柜',
  archivedAt: null,
  archivedBy: null,
  retentionYears: null,
  retainUntil: null,
  organizationId: 7,
  createTime: '2026-11-20T00:00:00.000Z',
};

const VIEW: TechnicalFileView = {
  archiveId: 31,
  projectId: 5,
  projectCode: 'XM-2026-0005',
  projectName: '年度定期检测',
  projectState: 'issued',
  projectStateLabel: '报告已签发',
  complete: false,
  items: [
    { key: 'contract', label: '合同', required: true, present: true, detail: '合同编号 HT-001，签订日期 2026-02-01，合同扫描件 1 份', missing: [], link: { route: 'projectDetail', query: { belongProject: 5 } } },
    { key: 'survey', label: '现场调查', required: true, present: true, detail: '已完成', missing: [], link: { route: 'siteSurveyDetail', query: { belongProject: 5 } } },
    {
      key: 'sampling',
      label: '现场采样记录及签名',
      required: true,
      present: false,
      detail: '采样 1 天（2026-03-05），每天三方签名',
      missing: ['现场采样签名缺失（2026-03-05）：企业陪同人'],
      link: { route: 'liveSampleTaskDetails', query: { belongProject: 5, code: 'CY-2026-0001' } },
    },
    { key: 'report', label: '检测报告', required: true, present: true, detail: 'OHIT-DJ-2026-0001 第2版已签发（共 2 版）', missing: [], link: { route: 'reportDetail', query: { code: 'OHIT-DJ-2026-0001', flag: 2 } } },
  ],
  documents: [
    { attachmentId: 71, group: '01 合同', source: '项目 XM-2026-0005', title: '合同扫描件', fileName: '合同.pdf', size: 2048, path: '01 合同/项目 XM-2026-0005/合同.pdf', link: { route: 'projectDetail', query: { belongProject: 5 } } },
    {
      attachmentId: 72,
      group: '05 现场采样',
      source: '现场采样 CY-2026-0001（2026-03-05）',
      title: '签名（采样人 李采样）',
      fileName: 'sampler.png',
      size: 300,
      path: '05 现场采样/现场采样 CY-2026-0001（2026-03-05）/sampler.png',
      link: { route: 'liveSampleTaskDetails', query: { belongProject: 5, code: 'CY-2026-0001' } },
    },
  ],
  reports: [
    { id: 42, code: 'OHIT-DJ-2026-0001', reportVersion: 2, state: 'issued', stateLabel: '已签发', issueDate: '2026-04-02', pdfAttachmentId: 73, pdfSha256: 'ab'.repeat(32), amendmentReason: '更正岗位名称', link: { route: 'reportDetail', query: { code: 'OHIT-DJ-2026-0001', flag: 2 } } },
    { id: 41, code: 'OHIT-DJ-2026-0001', reportVersion: 1, state: 'superseded', stateLabel: '已作废（被替代）', issueDate: '2026-03-20', pdfAttachmentId: null, pdfSha256: null, amendmentReason: null, link: { route: 'reportDetail', query: { code: 'OHIT-DJ-2026-0001', flag: 1 } } },
  ],
};

const REFUSAL = '以下资料不全，不能归档：现场采样签名缺失（2026-03-05）：企业陪同人';
const route = (name: string, path: string): MenuRoute => ({ name, path, hidden: true, component: path.slice(1), meta: { title: name, icon: null, noCache: false } });
const MENUS = [route('liveSampleTaskDetails', '/siteSample/liveSample/condition/taskDetails'), route('reportDetail', '/report/details')];

describe('档案详情 (qualityControlNewDetail / qualityControlDetail: the archive of the project in belongProject)', () => {
  let archives: Record<string, unknown>[];
  let archive: Record<string, unknown>;
  let view: TechnicalFileView;
  let archiveAnswer: () => unknown;
  const { api, ui } = pageHarness(() => ({
    '/api/dictDetail*': {},
    'GET /api/archive?*': { content: archives, totalElements: archives.length },
    'POST /api/archive/add': () => {
      archives = [archive];
      return json(201, archive);
    },
    'GET /api/archive/31': () => archive,
    'GET /api/archive/31/history?*': { content: [], totalElements: 0 },
    'GET /api/archive/31/attachments': [],
    'GET /api/archive/31/technicalFile': () => view,
    'POST /api/archive/31/archive': () => archiveAnswer(),
    'POST /api/archive/31/zip': () => json(201, { jobId: 'job-9', status: 'queued' }),
    'GET /api/jobs/job-9': { id: 'job-9', type: 'archiveZip', resource: 'projectArchive', status: 'running', progress: 40, rowsDone: 2, rowsTotal: 5, fileName: null, errors: [] },
  }));

  beforeEach(() => {
    archive = { ...ARCHIVE };
    archives = [archive];
    view = VIEW;
    archiveAnswer = () => json(409, { status: 409, message: REFUSAL });
    jobsStore.dispatch({ type: 'clear' });
  });

  const renderAt = (path = '/qualityControlNew/index/page/detail?belongProject=5&code=DA-2026-0001') => renderPageAt(path, <ArchiveDetailPage />);
  const archiveButton = () => screen.findByRole('button', { name: '项目归档' });

  it("shows the technical file: the checklist with ✓/✗ and what is missing linked to its page, the documents and the report versions", async () => {
    signIn(['archive:list'], { menus: MENUS });
    renderAt();
    const checklist = await screen.findByTestId('archive-checklist');
    expect(api.calls('GET /api/archive?')[0].url).toContain('belongProject=5');
    expect(within(checklist).getByText('资料不全')).toBeTruthy();
    const sampling = within(checklist).getByText('现场采样记录及签名').closest('tr') as HTMLElement;
    expect(sampling.querySelector('[data-mark]')?.getAttribute('data-mark')).toBe('✗');
    expect(within(sampling).getByText('现场采样签名缺失（2026-03-05）：企业陪同人')).toBeTruthy();
    expect(within(sampling).getByRole('link', { name: '查看' }).getAttribute('href')).toBe('/siteSample/liveSample/condition/taskDetails?belongProject=5&code=CY-2026-0001');
    const contract = within(checklist).getByText('合同').closest('tr') as HTMLElement;
    expect(contract.querySelector('[data-mark]')?.getAttribute('data-mark')).toBe('✓');
    expect(within(contract).getByText('合同编号 HT-001，签订日期 2026-02-01，合同扫描件 1 份')).toBeTruthy();
    // a page the user's menus do not hold is no link
    expect(within(contract).queryByRole('link')).toBeNull();

    const documents = screen.getByTestId('archive-documents');
    expect(within(documents).getByText('文件目录（2）')).toBeTruthy();
    expect(within(documents).getByText('签名（采样人 李采样）')).toBeTruthy();
    expect(within(documents).getByRole('link', { name: '现场采样 CY-2026-0001（2026-03-05）' })).toBeTruthy();

    const reports = screen.getByTestId('archive-reports');
    expect(within(reports).getAllByRole('link', { name: 'OHIT-DJ-2026-0001' })[0].getAttribute('href')).toBe('/report/details?code=OHIT-DJ-2026-0001&flag=2');
    expect(within(reports).getByText('第2版')).toBeTruthy();
    expect(within(reports).getByText('更正岗位名称')).toBeTruthy();
    expect(within(reports).getByText('未生成')).toBeTruthy();
    // without 项目归档 or 打包下载 the buttons are not offered
    expect(screen.queryByRole('button', { name: '项目归档' })).toBeNull();
    expect(screen.queryByTestId('archive-zip')).toBeNull();
  });

  it('downloads a document through the archive', async () => {
    signIn(['archive:list']);
    const file = jest.fn(() => ({ status: 200, ok: true, blob: async () => new Blob(['%PDF']), text: async () => '' }) as unknown as Response);
    api.answerWith(() => ({
      '/api/dictDetail*': {},
      'GET /api/archive?*': { content: archives, totalElements: 1 },
      'GET /api/archive/31': archive,
      'GET /api/archive/31/history?*': { content: [], totalElements: 0 },
      'GET /api/archive/31/attachments': [],
      'GET /api/archive/31/technicalFile': view,
      'GET /api/archive/31/files/71': file,
    }));
    (URL as unknown as { createObjectURL: () => string }).createObjectURL = () => 'blob:x';
    (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => undefined;
    renderAt('/qualityControl/index/page/detail?belongProject=5');
    fireEvent.click(await screen.findByTestId('archive-download-71'));
    await waitFor(() => expect(file).toHaveBeenCalled());
  });

  it('项目归档 refused: the server’s list of what is missing is shown and the archive stays 在编', async () => {
    signIn(['archive:list', 'archive:archive']);
    renderAt();
    fireEvent.click(await archiveButton());
    const dialog = await screen.findByTestId('archive-confirm');
    fireEvent.change(within(dialog).getByTestId('archive-reason'), { target: { value: '资料已核对' } });
    // the dialog's own 项目归档 (after the action bar's)
    fireEvent.click(screen.getAllByRole('button', { name: '项目归档' }).at(-1) as HTMLElement);
    await waitFor(() => expect(api.count('POST /api/archive/31/archive')).toBe(1));
    expect(api.bodyOf('POST /api/archive/31/archive')).toEqual({ version: 2, reason: '资料已核对' });
    await waitFor(() => expect(ui.error).toHaveBeenCalledWith(REFUSAL, expect.anything()));
    expect(screen.getByTestId('detail-state').textContent).toBe('在编');
  });

  it('项目归档 accepted: the page shows 已归档 with the retention and the file read again', async () => {
    signIn(['archive:list', 'archive:archive']);
    archiveAnswer = () => {
      archive = { ...archive, version: 3, state: 'archived', archivedAt: '2026-04-10T02:00:00.000Z', retentionYears: 10, retainUntil: '2036-04-10' };
      view = { ...VIEW, complete: true, projectState: 'archived', projectStateLabel: '已归档', items: VIEW.items.map((i) => ({ ...i, present: true, missing: [] })) };
      return archive;
    };
    renderAt();
    await screen.findByText('资料不全');
    fireEvent.click(await archiveButton());
    await screen.findByTestId('archive-confirm');
    fireEvent.click(screen.getAllByRole('button', { name: '项目归档' }).at(-1) as HTMLElement);
    await screen.findByText('资料齐全，可以归档');
    expect(screen.getByTestId('detail-state').textContent).toBe('已归档');
    expect(screen.getByText('2036-04-10')).toBeTruthy();
    expect(api.count('GET /api/archive/31/technicalFile')).toBeGreaterThanOrEqual(2);
    expect(ui.error).not.toHaveBeenCalled();
  });

  it('打包下载 starts the zip job, shows its progress, then offers the zip', async () => {
    signIn(['archive:list', 'archive:zip']);
    renderAt();
    fireEvent.click(await screen.findByTestId('archive-zip-generate'));
    await waitFor(() => expect(api.count('POST /api/archive/31/zip')).toBe(1));
    await screen.findByTestId('archive-zip-progress');
    act(() =>
      jobsStore.dispatch({
        type: 'event',
        event: { id: 'job-9', type: 'archiveZip', resource: 'projectArchive', status: 'completed', progress: 100, rowsDone: 5, rowsTotal: 5, fileName: 'DA-2026-0001 XM-2026-0005 技术档案.zip', errors: [] },
      }),
    );
    expect(await screen.findByTestId('archive-zip-download')).toBeTruthy();
    expect(jobsStore.get().jobs.find((j) => j.id === 'job-9')).toMatchObject({ type: 'archiveZip', status: 'completed' });
  });

  it('offers a project without an archive to open one (with archive:add), then shows it', async () => {
    archives = [];
    signIn(['archive:list', 'archive:add']);
    renderAt();
    await screen.findByText('该项目尚未建立档案');
    fireEvent.click(screen.getByTestId('archive-create'));
    await screen.findByTestId('archive-checklist');
    expect(api.bodyOf('POST /api/archive/add')).toEqual({ belongProject: 5 });
  });
});
