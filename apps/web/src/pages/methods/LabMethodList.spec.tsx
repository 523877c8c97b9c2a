import type { ReactNode } from 'react';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { registerUi } from '../../ui/bridge';
import { session } from '../../session/session-store';
import RefineProviders from '../../providers/RefineProviders';
import LabMethodList from './LabMethodList';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

const Frame = ({ children }: { children: ReactNode }) => <AntdApp>{children}</AntdApp>;

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;
const benzene = { id: 1, version: 1, hazardName: '苯', standardNo: 'GBZ/T 300.66-2017', methodName: '溶剂解吸-气相色谱法', samplingType: 'fixed-short', flowRate: '0.100', durationMinutes: 15, instrumentFamily: 'gc', accredited: false, status: '1' };

/** 检测方法: the catalogue's list with its list command 导入标准方法库 (asked first, then run, then the list reloads). */
describe('LabMethodList', () => {
  const fetchMock = jest.fn();
  let restore: () => void;
  const calls = () => fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit).method} ${url as string}`);

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/dictDetail')) return json(200, {});
      if (url.startsWith('/api/labTest?')) return json(200, { content: [benzene], totalElements: 1 });
      if (url === '/api/labTest/commands/importLibrary') return json(200, { count: 61, message: '已导入61条标准方法' });
      return json(404, { status: 404, message: url });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
  });
  afterEach(() => restore());

  const as = (roles: string[]) =>
    session.setInfo({ user: { id: 3, username: 'u', isAdmin: false, isQy: 0, organization: { organizationId: 7, name: 'org' } } as never, roles, dataScopes: [], authorities: [] });
  const renderPage = () =>
    render(
      <Frame>
        <MemoryRouter>
          <RefineProviders>
            <LabMethodList />
          </RefineProviders>
        </MemoryRouter>
      </Frame>,
    );

  it('imports the standard library after the user confirms, says how many methods came and reloads the list', async () => {
    as(['labTest:list', 'labTest:importLibrary']);
    renderPage();
    await screen.findByText('GBZ/T 300.66-2017');
    const lists = () => calls().filter((c) => c.startsWith('GET /api/labTest?')).length;
    const before = lists();
    fireEvent.click(screen.getByTestId('list-command-importLibrary'));
    await screen.findByText('将标准方法库中本机构尚未收录的检测方法导入本机构，已有的方法不会改动。是否继续？');
    expect(calls()).not.toContain('POST /api/labTest/commands/importLibrary');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await screen.findByText('已导入61条标准方法');
    expect(calls()).toContain('POST /api/labTest/commands/importLibrary');
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
  });

  it('shows the import only to holders of labTest:importLibrary', async () => {
    as(['labTest:list', 'labTest:add']);
    renderPage();
    await screen.findByText('GBZ/T 300.66-2017');
    expect(screen.queryByTestId('list-command-importLibrary')).toBeNull();
    expect(screen.getByTestId('resource-add')).toBeTruthy();
  });
});
