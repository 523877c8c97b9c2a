import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MenuRoute } from '@ohit/contracts';
import { json, pageHarness, renderAt, signIn, Where } from '../../../test/page-harness';
import { ReportDetail, ReportPreviewList, ReportPreviewNewList } from './ReportPages';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(180000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const CODE = 'OHIT-DJ-2026-0001';
const report = (over: Record<string, unknown>) => ({
  id: 41,
  version: 3,
  code: CODE,
  reportVersion: 1,
  belongProject: 5,
  belongProjectName: '甲厂年度检测',
  projectCode: 'XM-2026-0005',
  belongInspect: 9,
  belongInspectName: '甲厂',
  template: 'periodic',
  checkTypeName: '定期检测',
  state: 'superseded',
  conclusion: '符合',
  compiledAt: '2026-03-20T02:00:00.000Z',
  compiledBy: 3,
  compiledByName: '周主管',
  issueDate: '2026-03-22',
  amends: null,
  amendsName: null,
  amendmentReason: null,
  organizationId: 7,
  ...over,
});
const ORIGINAL = report({});
const AMENDMENT = report({ id: 42, version: 1, reportVersion: 2, state: 'compiling', conclusion: '不符合', issueDate: null, amends: 41, amendsName: CODE, amendsVersion: 1, amendmentReason: '实验室复核后更正甲苯结果' });
const PREVIEW_HTML = `<!DOCTYPE html><html><body><h1>${CODE}</h1><p>喷漆房2 甲苯 60.0</p></body></html>`;
const CONTENT = { reportNo: CODE, version: 2, warnings: ['喷漆车间/喷漆工/调漆台 甲苯：无法判定（尚有 1 个样品未出检测结果）'] };
const VERSIONS = [
  { id: 41, code: CODE, reportVersion: 1, state: 'superseded', stateLabel: '已作废（被替代）', compiledAt: '2026-03-20T02:00:00.000Z', issueDate: '2026-03-22', amendsId: null, amendmentReason: null, organizationId: 7 },
  { id: 42, code: CODE, reportVersion: 2, state: 'compiling', stateLabel: '编制中', compiledAt: '2026-03-25T02:00:00.000Z', issueDate: null, amendsId: 41, amendmentReason: '实验室复核后更正甲苯结果', organizationId: 7 },
];
const PROJECTS = [
  { id: 5, code: 'XM-2026-0005', name: '甲厂年度检测', inspectedUnitName: '甲厂', checkTypeName: '定期检测', template: 'periodic', organizationId: 7, samplesPlanned: 9, samplesTested: 9, report: null },
  { id: 6, code: 'XM-2026-0006', name: '乙厂年度检测', inspectedUnitName: '乙厂', checkTypeName: '定期检测', template: 'periodic', organizationId: 7, samplesPlanned: 4, samplesTested: 4, report: { id: 40, code: 'OHIT-DJ-2026-0002', reportVersion: 1, state: 'compiling' } },
];
const route = (name: string, path: string): MenuRoute => ({ name, path, hidden: true, component: `${path}/index`, meta: { title: name, icon: null, noCache: false } });
const MENUS = [route('reportDetail', '/report/details'), route('reportNewDetail', '/reportNew/details')];

describe('报告预览 (the report lists and a report’s page)', () => {
  let listed: Record<string, unknown>[];
  const { api, ui } = pageHarness(() => ({
    '/api/dictDetail*': {},
    'GET /api/report/compile/projects?*': PROJECTS,
    'POST /api/report/commands/compile': json(200, { count: 1, message: `已编制报告 ${CODE}`, created: { id: 41, code: CODE } }),
    'GET /api/report?*': { content: listed, totalElements: listed.length },
    'GET /api/report/:id/content': CONTENT,
    'GET /api/report/:id/preview': PREVIEW_HTML,
    'GET /api/report/:id/versions': VERSIONS,
    'GET /api/report/:id/history?*': { content: [], totalElements: 0 },
    'GET /api/report/:id': (req) => [ORIGINAL, AMENDMENT].find((r) => r.id === Number(req.params.id)),
    'POST /api/reportApproval/:id/submit': { id: 42, state: 'approving' },
  }));

  beforeEach(() => {
    listed = [AMENDMENT, ORIGINAL];
  });

  it('lists the site reports only (the screen’s templates), and 编制报告 compiles a chosen project and opens its report', async () => {
    signIn(['reportPreview:list', 'reportPreview:compile'], { menus: MENUS });
    renderAt(
      '/reportPreview',
      <>
        <ReportPreviewList />
        <Where />
      </>,
    );
    await screen.findAllByText(CODE);
    const query = api.urls('GET /api/report?')[0];
    expect(query).toContain('template=periodic&template=evaluation&template=supervision');
    expect(query).not.toContain('incoming');

    fireEvent.click(await screen.findByTestId('list-command-compile'));
    const dialog = await screen.findByTestId('compile-dialog');
    await within(dialog).findByText('XM-2026-0005');
    expect(api.urls('GET /api/report/compile/projects')).toEqual(['GET /api/report/compile/projects?incoming=false']);
    // a project that already has a report shows it and cannot be chosen
    expect(within(dialog).getByText(/OHIT-DJ-2026-0002/)).toBeInTheDocument();
    const taken = dialog.querySelector('[data-testid="compile-pick-XM-2026-0006"]') as HTMLInputElement;
    expect(taken.disabled).toBe(true);
    fireEvent.click(dialog.querySelector('[data-testid="compile-pick-XM-2026-0005"]') as HTMLElement);
    fireEvent.click(screen.getByTestId('compile-ok'));
    await waitFor(() => expect(api.count('POST /api/report/commands/compile')).toBe(1));
    expect(api.bodyOf('POST /api/report/commands/compile')).toEqual({ projectId: 5, organizationId: 7 });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/report/details?code=${CODE}&flag=1&organizationId=7`));
    expect(ui.error).not.toHaveBeenCalled();
  });

  it('报告预览（新） is the same list over the incoming samples’ reports; without the button there is no 编制报告', async () => {
    signIn(['reportPreviewNew:list'], { menus: MENUS });
    listed = [report({ id: 50, code: 'OHIT-LY-2026-0001', template: 'incoming' })];
    renderAt('/reportPreviewNew', <ReportPreviewNewList />);
    await screen.findByText('OHIT-LY-2026-0001');
    expect(api.urls('GET /api/report?')[0]).toContain('template=incoming');
    expect(screen.queryByTestId('list-command-compile')).toBeNull();
  });

  it('shows an amendment: 第 2 版 marked 修改版 with its reason, the compiler’s warnings, the printed preview and every version linked', async () => {
    signIn(['reportPreview:list'], { menus: MENUS });
    renderAt(
      `/report/details?code=${CODE}&flag=2&organizationId=7`,
      <>
        <ReportDetail />
        <Where />
      </>,
    );
    const page = await screen.findByTestId('resource-detail-report');
    expect(await within(page).findByTestId('detail-title')).toHaveTextContent(`${CODE} 甲厂年度检测`);
    expect(within(page).getByTestId('report-version')).toHaveTextContent('第 2 版');
    expect(within(page).getByTestId('report-amended')).toHaveTextContent('修改版');
    expect(within(page).getByTestId('report-amendment')).toHaveTextContent(`本报告为 ${CODE} 第 1 版的修改版，修改原因：实验室复核后更正甲苯结果`);
    expect(await within(page).findByTestId('report-warnings')).toHaveTextContent('无法判定（尚有 1 个样品未出检测结果）');
    // the report as the server prints it, in a frame that runs no script
    const frame = await within(page).findByTestId('report-preview-frame');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('喷漆房2 甲苯 60.0'));
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(api.urls('GET /api/report/42/preview')).toHaveLength(1);
    // the versions: this one marked, the original linked
    const versions = await within(page).findByTestId('report-versions');
    await within(versions).findByText('第 2 版（当前）');
    expect(within(versions).getByText('已作废（被替代）')).toBeInTheDocument();
    fireEvent.click(within(versions).getByTestId('report-version-link-1'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/report/details?code=${CODE}&flag=1&organizationId=7`));
    await waitFor(() => expect(api.count('GET /api/report/41/preview')).toBe(1));
  });

  it('opens the original of a number as it was, without the 修改版 marking', async () => {
    signIn(['reportPreview:list'], { menus: MENUS });
    renderAt(`/report/details?code=${CODE}&flag=1&organizationId=7`, <ReportDetail />);
    const page = await screen.findByTestId('resource-detail-report');
    expect(await within(page).findByTestId('report-version')).toHaveTextContent('第 1 版');
    expect(within(page).queryByTestId('report-amended')).toBeNull();
    expect(within(page).queryByTestId('report-amendment')).toBeNull();
  });

  it('submits a report being compiled to the approval flow (提交审批) for whoever holds the button', async () => {
    signIn(['reportPreview:list', 'reportPreview:submit'], { menus: MENUS });
    renderAt(`/report/details?code=${CODE}&flag=2&organizationId=7`, <ReportDetail />);
    const page = await screen.findByTestId('resource-detail-report');
    const actions = await within(page).findByTestId('detail-actions');
    fireEvent.click(await within(actions).findByText('提交审批'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(api.count('POST /api/reportApproval/42/submit')).toBe(1));
    expect(api.bodyOf('POST /api/reportApproval/42/submit')).toEqual({});
  });

  it('says so when the link names no report', async () => {
    signIn(['reportPreview:list'], { menus: MENUS });
    renderAt(`/report/details?code=${CODE}&flag=7&organizationId=7`, <ReportDetail />);
    expect(await screen.findByText('未找到该报告')).toBeInTheDocument();
  });
});
