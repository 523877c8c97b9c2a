import type { ReactNode } from 'react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import RefineProviders from '../../providers/RefineProviders';
import { realtime } from '../../realtime/realtime';
import { session } from '../../session/session-store';
import { registerUi } from '../../ui/bridge';
import { DataTemplateList, SiteSurveyTemplateDetail } from './DataTemplatePages';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(180000);

jest.mock('socket.io-client', () => ({ io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }) }));

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => (body === undefined ? '' : JSON.stringify(body)) }) as unknown as Response;

const SURVEY_TEMPLATE = { id: 21, version: 1, code: 'DCMB-2026-001', name: '机械制造企业现场调查模板', isDefault: true, enabled: true, organizationId: 7 };
const PLAN_TEMPLATE = { id: 31, version: 1, code: 'CYMB-2026-001', name: '常规采样方案模板', isDefault: true, enabled: true, blanksPerBatch: 2, evaluationDays: 3, shortTimeAtPeak: true, organizationId: 7 };
const ROWS = [
  { id: 1, version: 1, section: 'protections', name: '局部排风罩', detail: '焊接工位' },
  { id: 2, version: 1, section: 'ppe', name: '防尘口罩', detail: '电焊工' },
];

/** 数据模板: a tab per kind over its own list, and a survey template's page with its preset rows by section. */
describe('数据模板 pages', () => {
  const fetchMock = jest.fn();
  let restore: () => void;
  const gets = (prefix: string) => fetchMock.mock.calls.filter(([url, init]) => (init as RequestInit).method === 'GET' && String(url).startsWith(prefix));

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/dictDetail')) return json(200, {});
      if (url.startsWith('/api/siteSurveyModule?')) return json(200, { content: [SURVEY_TEMPLATE], totalElements: 1 });
      if (url.startsWith('/api/cyfaModule?')) return json(200, { content: [PLAN_TEMPLATE], totalElements: 1 });
      if (url.startsWith('/api/qsjcModule?')) return json(200, { content: [], totalElements: 0 });
      if (url === '/api/siteSurveyModule/21') return json(200, SURVEY_TEMPLATE);
      if (url === '/api/siteSurveyModule/21/children/rows') return json(200, ROWS);
      if (url.startsWith('/api/siteSurveyModule/21/history?')) return json(200, { content: [], totalElements: 0 });
      return json(404, { status: 404, message: url });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
    session.setInfo({ user: { id: 3, username: 'u', isAdmin: false, isQy: 0, organization: { organizationId: 7, name: 'org' } } as never, roles: ['dataModule:list', 'dataModule:edit', 'dataModule:copy'], dataScopes: [], authorities: [] });
  });
  afterEach(() => {
    realtime.stop();
    restore();
  });

  const renderAt = (path: string, page: ReactNode) =>
    render(
      <AntdApp>
        <MemoryRouter initialEntries={[path]}>
          <RefineProviders>{page}</RefineProviders>
        </MemoryRouter>
      </AntdApp>,
    );

  it('lists the survey templates first and loads another kind’s list when its tab is opened', async () => {
    renderAt('/system/dataModule/index', <DataTemplateList />);
    const tabs = screen.getByTestId('data-template-tabs');
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['现场调查模板', '采样方案模板', '省级监测模板']);
    await screen.findByText('机械制造企业现场调查模板');
    expect(gets('/api/cyfaModule?')).toHaveLength(0);
    fireEvent.click(within(tabs).getByRole('tab', { name: '采样方案模板' }));
    await screen.findByText('常规采样方案模板');
    expect(gets('/api/cyfaModule?').length).toBeGreaterThan(0);
    // the kind's own columns
    const headers = within(screen.getByTestId('resource-list-cyfaModule')).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['每批现场空白样数', '评价检测采样天数（班）']));
  });

  it('opens a survey template by the code of its link with its preset rows under their survey sections', async () => {
    renderAt('/system/dataModule/siteSurveyModule/page/index?code=DCMB-2026-001&organizationId=7', <SiteSurveyTemplateDetail />);
    await waitFor(() => expect(screen.getByTestId('detail-title')).toHaveTextContent('DCMB-2026-001 机械制造企业现场调查模板'));
    const rows = screen.getByTestId('detail-child-rows');
    expect(rows).toHaveTextContent('预置内容');
    await within(rows).findByText('局部排风罩');
    expect(within(rows).getByText('防护设施')).toBeInTheDocument();
    expect(within(rows).getByText('个体防护用品')).toBeInTheDocument();
    expect(within(rows).getByText('电焊工')).toBeInTheDocument();
  });
});
