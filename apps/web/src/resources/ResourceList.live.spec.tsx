import type { ReactNode } from 'react';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { INSPECTED_UNIT } from '@ohit/contracts';
import { dataProvider } from '../providers/data-provider';
import RefineProviders from '../providers/RefineProviders';
import { realtime } from '../realtime/realtime';
import { session } from '../session/session-store';
import { registerUi } from '../ui/bridge';
import { ResourceList } from './ResourceList';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

const Frame = ({ children }: { children: ReactNode }) => <AntdApp>{children}</AntdApp>;

// the app's socket: a fake that the test can make the server speak through
const mockSocketHandlers = new Map<string, Array<(...args: unknown[]) => void>>();
jest.mock('socket.io-client', () => ({
  io: () => ({
    connected: true,
    on: (event: string, handler: (...args: unknown[]) => void) => mockSocketHandlers.set(event, [...(mockSocketHandlers.get(event) ?? []), handler]),
    off: () => undefined,
    disconnect: () => undefined,
  }),
}));
const serverEmits = (event: string, payload?: unknown) => act(() => mockSocketHandlers.get(event)?.forEach((h) => h(payload)));

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;

describe("the generic list on Refine's data layer", () => {
  const fetchMock = jest.fn();
  let names: string[];
  const listCalls = () => fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url))).filter((u) => u.startsWith('/api/inspectedUnit?'));
  let refuse: string | null;
  const errors = jest.fn();
  let restore: () => void;
  let getList: jest.SpyInstance;

  beforeEach(() => {
    names = ['单位1'];
    refuse = null;
    errors.mockReset();
    mockSocketHandlers.clear();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/inspectedUnit?') && refuse) return json(400, { status: 400, message: refuse });
      if (url.startsWith('/api/inspectedUnit?')) return json(200, { content: names.map((name, i) => ({ id: i + 1, version: 1, name })), totalElements: names.length });
      if (url.startsWith('/api/dictDetail')) return json(200, {});
      return json(404, { status: 404, message: url });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: errors, warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
    session.setInfo({ user: { id: 3, username: 'u', isAdmin: false, isQy: 0, organization: { organizationId: 7, name: 'org' } } as never, roles: ['admin'], dataScopes: [], authorities: [] });
    getList = jest.spyOn(dataProvider, 'getList');
    realtime.start();
  });
  afterEach(() => {
    realtime.stop();
    getList.mockRestore();
    restore();
  });

  const renderList = () =>
    render(
      <Frame>
        <MemoryRouter>
          <RefineProviders>
            <ResourceList declaration={INSPECTED_UNIT} />
          </RefineProviders>
        </MemoryRouter>
      </Frame>,
    );

  it("reads through the data provider: the search form's values become filters, mapped to the api's query", async () => {
    renderList();
    await screen.findByText('单位1');
    expect(getList).toHaveBeenLastCalledWith(
      expect.objectContaining({ resource: 'inspectedUnit', pagination: expect.objectContaining({ currentPage: 1, pageSize: 60 }), sorters: [{ field: 'id', order: 'desc' }], filters: [] }),
    );
    expect(listCalls()).toEqual(['/api/inspectedUnit?page=0&size=60&sort=id,desc&organizationId=7']);

    const form = screen.getByTestId('resource-search');
    fireEvent.change(within(form).getByPlaceholderText('单位名称'), { target: { value: ' 化工 ' } });
    fireEvent.click(within(form).getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(getList).toHaveBeenLastCalledWith(expect.objectContaining({ filters: [{ field: 'name', operator: 'contains', value: '化工' }] }));
    expect(listCalls()[1]).toBe('/api/inspectedUnit?name=化工&page=0&size=60&sort=id,desc&organizationId=7');

    // the same search again asks the server again
    fireEvent.click(within(form).getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(listCalls()).toHaveLength(3));
  });

  it('shows a row another user saved without a reload (one refetch for a burst), ignores other resources, and refetches after a reconnect', async () => {
    renderList();
    serverEmits('connect');
    await screen.findByText('单位1');
    expect(listCalls()).toHaveLength(1);

    names = ['单位1', '单位2'];
    serverEmits('resources/inspectedUnit', { channel: 'resources/inspectedUnit', type: 'created', ids: [2] });
    serverEmits('resources/inspectedUnit', { channel: 'resources/inspectedUnit', type: 'updated', ids: [1] });
    expect(await screen.findByText('单位2')).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(2);

    serverEmits('resources/project', { channel: 'resources/project', type: 'created', ids: [9] });
    await new Promise((r) => setTimeout(r, 500));
    expect(listCalls()).toHaveLength(2);

    // the socket came back after a loss: changes may have been missed
    names = ['单位1', '单位2', '单位3'];
    serverEmits('connect');
    expect(await screen.findByText('单位3')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(3);
  });

  it("a refused query shows the server's message and keeps the rows already shown", async () => {
    renderList();
    await screen.findByText('单位1');
    refuse = '查询条件不合法：单位名称过长';
    const form = screen.getByTestId('resource-search');
    fireEvent.change(within(form).getByPlaceholderText('单位名称'), { target: { value: '很长的名称' } });
    fireEvent.click(within(form).getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(errors.mock.calls.map((c) => c[0])).toContain('查询条件不合法：单位名称过长'));
    expect(screen.getByText('单位1')).toBeInTheDocument();
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
  });
});
