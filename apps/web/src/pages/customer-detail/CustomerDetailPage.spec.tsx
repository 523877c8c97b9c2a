import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { registerUi } from '../../ui/bridge';
import { session } from '../../session/session-store';
import CustomerDetailPage from './CustomerDetailPage';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;
const UNIT = { id: 9, version: 3, name: '甲化工有限公司', creditCode: '91320100MA1XXXXX0A', area: ['江苏省', '南京市'], industry: 'C', scale: '2', status: '1', employeeCount: 120, remark: '重点单位', organizationId: 7, createTime: '2026-01-01T00:00:00.000Z' };

describe('customer detail page (受检单位详情)', () => {
  const fetchMock = jest.fn();
  let restore: () => void;
  const urls = () => fetchMock.mock.calls.map(([u]) => String(u));

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/dictDetail')) return json(200, {});
      if (url === '/api/inspectedUnit/9') return json(200, UNIT);
      if (url.startsWith('/api/projectInfo?')) return json(200, { records: [{ id: 5, code: 'XM-2026-005', name: '年度定期检测', belongInspect: 9, belongInspectName: UNIT.name, createTime: '2026-02-01T00:00:00.000Z', organizationId: 7 }], total: 1, pageNumber: 1, pageSize: 10 });
      if (url === '/api/inspectedUnit/9/relations') return json(200, [{ id: 1, projectId: '5', projectCode: 'XM-2026-005', projectName: '年度定期检测', phyId: '噪声', blkSampleIds: ['KB-1'], hazardNames: ['苯'], createTime: '2026-02-02T00:00:00.000Z' }]);
      return json(404, { status: 404, message: url });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
  });
  afterEach(() => restore());

  const as = (roles: string[]) =>
    session.setInfo({ user: { id: 3, username: 'u', isAdmin: false, isQy: 0, organization: { organizationId: 7, name: 'org' } } as never, roles, dataScopes: [], authorities: [] });
  const renderAt = (query: string) =>
    render(
      <AntdApp>
        <MemoryRouter initialEntries={[`/customer/detail/index${query}`]}>
          <CustomerDetailPage />
        </MemoryRouter>
      </AntdApp>,
    );

  it('shows the unit from the URL: its name as title, the declared fields with dictionary labels, its projects and relations', async () => {
    as(['customer:relation']);
    renderAt(`?belongInspectName=${encodeURIComponent('甲化工')}&belongInspect=9`);
    expect(screen.getByTestId('customer-detail-title')).toHaveTextContent('甲化工');
    await waitFor(() => expect(screen.getByTestId('customer-detail-title')).toHaveTextContent('甲化工有限公司'));
    const fields = screen.getByTestId('resource-descriptions-inspectedUnit');
    for (const text of ['单位名称', '制造业', '中型', '江苏省/南京市', '正常', '120', '重点单位']) expect(within(fields).getByText(text)).toBeInTheDocument();
    const projects = screen.getByTestId('unit-projects');
    await within(projects).findByText('XM-2026-005');
    // a project's code opens its detail page (route projectDetail) with belongProject
    expect(within(projects).getByTestId('unit-project-detail').getAttribute('href')).toContain('belongProject=5');
    const lookup = urls().find((u) => u.startsWith('/api/projectInfo?'))!;
    expect(lookup).toContain('pageNumber=1');
    expect(lookup).toContain('pageSize=10');
    expect(lookup).toContain('belongInspect=9');
    const relations = screen.getByTestId('relations-table');
    await within(relations).findByText('噪声');
    expect(within(relations).getByText('苯')).toBeInTheDocument();
  });

  it('does not ask for relations without the relation permissions (a 403 would leave the page)', async () => {
    as([]);
    renderAt('?belongInspect=9&belongInspectName=x');
    await within(screen.getByTestId('unit-projects')).findByText('XM-2026-005');
    expect(urls()).not.toContain('/api/inspectedUnit/9/relations');
    expect(screen.queryByTestId('relations-table')).toBeNull();
  });

  it('without belongInspect it says so and asks nothing', async () => {
    as(['admin']);
    renderAt('?belongInspectName=x');
    await screen.findByText('缺少受检单位参数');
    expect(urls().filter((u) => !u.startsWith('/api/dictDetail'))).toEqual([]);
  });
});
