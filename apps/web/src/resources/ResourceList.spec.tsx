import type { ReactNode } from 'react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { EQUIPMENT, INSPECTED_UNIT } from '@ohit/contracts';
import { registerUi } from '../ui/bridge';
import { session } from '../session/session-store';
import { invalidateDicts } from '../dictionaries/dict-cache';
import RefineProviders from '../providers/RefineProviders';
import { ResourceList } from './ResourceList';

// antd tables and dialogs under jsdom are slow on a busy machine
configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(180000);

const Frame = ({ children }: { children: ReactNode }) => <AntdApp>{children}</AntdApp>;

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => (body === undefined ? '' : JSON.stringify(body)) }) as unknown as Response;
const unit = (id: number) => ({ id, version: 1, name: `单位${id}`, area: ['江苏省', '南京市'], industry: 'C', scale: '2', status: '1', createTime: '2026-01-01T00:00:00.000Z' });

describe('generic list screen', () => {
  const fetchMock = jest.fn();
  let restore: () => void;
  let rows = [unit(1)];
  let total = 1;
  let deleteAnswer: unknown = { code: '200', message: '删除成功' };
  let editStatus = 200;
  const calls = () => fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit).method} ${url as string}`);

  beforeEach(() => {
    rows = [unit(1)];
    total = 1;
    deleteAnswer = { code: '200', message: '删除成功' };
    editStatus = 200;
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/dictDetail')) return json(200, {});
      if (url.startsWith('/api/inspectedUnit?') || url.startsWith('/api/equipment?')) return json(200, { content: rows, totalElements: total });
      if (url === '/api/inspectedUnit/delete') return json(200, deleteAnswer);
      if (url === '/api/inspectedUnit/edit') return editStatus === 200 ? json(200, rows[0]) : json(editStatus, { status: editStatus, message: '数据已被他人修改，请刷新后重试' });
      return json(404, { status: 404, message: url });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
  });
  afterEach(() => restore());

  const as = (roles: string[]) =>
    session.setInfo({ user: { id: 3, username: 'u', isAdmin: false, isQy: 0, organization: { organizationId: 7, name: 'org' } } as never, roles, dataScopes: [], authorities: [] });

  const renderList = (decl = INSPECTED_UNIT) =>
    render(
      <Frame>
        <MemoryRouter>
          <RefineProviders>
            <ResourceList declaration={decl} />
          </RefineProviders>
        </MemoryRouter>
      </Frame>,
    );

  it('lists with zero-based page, size 60, sort id,desc and the own organisation; columns and search from the declaration', async () => {
    as(['admin']);
    renderList();
    await screen.findByText('单位1');
    const first = calls().find((c) => c.startsWith('GET /api/inspectedUnit?'))!;
    expect(first).toContain('page=0');
    expect(first).toContain('size=60');
    expect(first).toContain('sort=id%2Cdesc');
    expect(first).toContain('organizationId=7');
    expect(screen.getByText('制造业')).toBeInTheDocument();
    expect(screen.getByText('江苏省/南京市')).toBeInTheDocument();
    expect(within(screen.getByTestId('resource-search')).getByPlaceholderText('单位名称')).toBeInTheDocument();
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
  });

  it('shows dictionary labels as 字典管理 holds them: entries relabel and extend the declared options', async () => {
    invalidateDicts();
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.startsWith('/api/dictDetail/map')) return json(200, { industry: [{ label: '制造业（含加工）', value: 'C' }, { label: '软件和信息技术服务业', value: 'I' }] });
      if (url.startsWith('/api/inspectedUnit?')) return json(200, { content: [unit(1), { ...unit(2), industry: 'I' }, { ...unit(3), industry: 'B' }], totalElements: 3 });
      return base(url, init);
    });
    as(['admin']);
    renderList();
    expect(await screen.findByText('制造业（含加工）')).toBeInTheDocument();
    expect(screen.getByText('软件和信息技术服务业')).toBeInTheDocument();
    expect(screen.getByText('采矿业')).toBeInTheDocument();
    invalidateDicts();
  });

  it('row actions follow the permissions (aliases count) and declared actions', async () => {
    as(['customer:edit', 'inspectedUnit:del']);
    renderList();
    await screen.findByText('单位1');
    const ops = screen.getByTestId('row-operation');
    expect(within(ops).getAllByRole('button').map((b) => b.getAttribute('data-action'))).toEqual(['edit', 'del']);
    expect(screen.queryByTestId('resource-add')).toBeNull();
    expect(screen.queryByTestId('resource-export')).toBeNull();
  });

  it("delete asks '确定删除本条数据吗？'; code '400' shows the message as an error and keeps the page", async () => {
    as(['admin']);
    deleteAnswer = { code: '400', message: '已有项目的受检单位不可删除！' };
    renderList();
    await screen.findByText('单位1');
    fireEvent.click(within(screen.getByTestId('row-operation')).getByRole('button', { name: '删除' }));
    await screen.findByText('确定删除本条数据吗？');
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await screen.findByText('已有项目的受检单位不可删除！');
    const del = fetchMock.mock.calls.find(([url]) => url === '/api/inspectedUnit/delete')!;
    expect((del[1] as RequestInit).method).toBe('DELETE');
    expect(JSON.parse(String((del[1] as RequestInit).body))).toEqual({ ids: [1] });
  });

  it('deleting the last row of page 2 steps back to page 1', async () => {
    as(['admin']);
    rows = [unit(61)];
    total = 61;
    renderList();
    await screen.findByText('单位61');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls().some((c) => c.includes('page=1'))).toBe(true));
    rows = [unit(61)];
    fireEvent.click(within(screen.getByTestId('row-operation')).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await screen.findByText('删除成功');
    rows = [unit(1)];
    total = 60;
    await waitFor(() => {
      const lists = calls().filter((c) => c.startsWith('GET /api/inspectedUnit?'));
      expect(lists[lists.length - 1]).toContain('page=0');
    });
  });

  it('edit sends id and version; a 409 keeps the dialog open with the server message, cancel closes it', async () => {
    as(['admin']);
    editStatus = 409;
    const errors = jest.fn();
    restore();
    restore = registerUi({ error: errors, warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    renderList();
    await screen.findByText('单位1');
    fireEvent.click(within(screen.getByTestId('row-operation')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    // antd's opening frame has opacity 0: the dialog is seen once it has opened
    await waitFor(() => expect(dialog).toBeVisible());
    expect(within(dialog).getByText('编辑受检单位')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(errors.mock.calls.map((c) => c[0])).toContain('数据已被他人修改，请刷新后重试'));
    const edit = fetchMock.mock.calls.find(([url]) => url === '/api/inspectedUnit/edit')!;
    expect(JSON.parse(String((edit[1] as RequestInit).body))).toMatchObject({ id: 1, version: 1, name: '单位1', area: ['江苏省', '南京市'] });
    expect(screen.getByRole('dialog')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('add validates required fields from the declaration before any request', async () => {
    as(['admin']);
    renderList(EQUIPMENT);
    await screen.findByTestId('resource-add');
    fireEvent.click(screen.getByTestId('resource-add'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await within(dialog).findByText('设备编号不能为空');
    expect(within(dialog).getByText('设备名称不能为空')).toBeInTheDocument();
    expect(calls().some((c) => c.includes('/api/equipment/add'))).toBe(false);
  });

  it('ticking rows selects them for 状态变更, which sends their ids', async () => {
    as(['admin']);
    rows = [unit(1), unit(2), unit(3)];
    total = 3;
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => (url === '/api/inspectedUnit/status' ? json(200, { count: 2 }) : base(url, init)));
    renderList();
    await screen.findByText('单位3');
    const status = screen.getByText('状态变更').closest('button')!;
    expect(status).toBeDisabled();
    const boxOf = (name: string) => within(screen.getByText(name).closest('tr')!).getByRole('checkbox');
    fireEvent.click(boxOf('单位1'));
    fireEvent.click(boxOf('单位3'));
    expect(boxOf('单位1')).toBeChecked();
    expect(boxOf('单位2')).not.toBeChecked();
    expect(status).toBeEnabled();
    fireEvent.click(status);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/inspectedUnit/status')).toBe(true));
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/inspectedUnit/status')!;
    expect(JSON.parse(String((sent[1] as RequestInit).body))).toEqual({ ids: [1, 3], status: '2' });
  });

  it("reset asks '确定重置本条数据吗？' next to its button; 取消 sends nothing", async () => {
    as(['admin']);
    renderList();
    await screen.findByText('单位1');
    const reset = within(screen.getByTestId('row-operation')).getByRole('button', { name: '重置' });
    expect(reset).toHaveAttribute('title', '重置');
    fireEvent.click(reset);
    const popover = (await screen.findByText('确定重置本条数据吗？')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByText('确定重置本条数据吗？')).toBeNull());
    expect(calls().some((c) => c.includes('/reset'))).toBe(false);
  });

  it('the row name links to the unit detail page, which a click opens in the app', async () => {
    as(['admin']);
    render(
      <Frame>
        <MemoryRouter initialEntries={['/customer']}>
          <Routes>
            <Route
              path="/customer"
              element={
                <RefineProviders>
                  <ResourceList declaration={INSPECTED_UNIT} />
                </RefineProviders>
              }
            />
            <Route path="/customerDetail" element={<p>受检单位详情</p>} />
          </Routes>
        </MemoryRouter>
      </Frame>,
    );
    const link = (await screen.findByText('单位1')).closest('a')!;
    expect(link).toHaveAttribute('href', '/customerDetail?belongInspectName=%E5%8D%95%E4%BD%8D1&belongInspect=1');
    fireEvent.click(link);
    expect(await screen.findByText('受检单位详情')).toBeInTheDocument();
  });

  describe('on a phone (below 992 px)', () => {
    const realWidth = window.innerWidth;
    const widen = (width: number) => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
      window.dispatchEvent(new Event('resize'));
    };
    afterEach(() => widen(realWidth));

    it('folds the search form behind a 搜索 toggle, closed at first; opened it searches as on a desktop', async () => {
      widen(390);
      as(['admin']);
      renderList();
      await screen.findByText('单位1');
      const toggle = screen.getByTestId('search-toggle');
      expect(toggle).toHaveTextContent('搜索');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByTestId('resource-search')).not.toBeVisible();
      fireEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const form = screen.getByTestId('resource-search');
      expect(form).toBeVisible();
      fireEvent.change(within(form).getByPlaceholderText('单位名称'), { target: { value: '示范' } });
      fireEvent.click(within(form).getByRole('button', { name: /搜\s?索/ }));
      await waitFor(() => expect(calls().some((c) => c.startsWith('GET /api/inspectedUnit?') && c.includes('name=%E7%A4%BA%E8%8C%83'))).toBe(true));
      fireEvent.click(toggle);
      expect(screen.getByTestId('resource-search')).not.toBeVisible();
      expect(within(screen.getByTestId('resource-search')).getByPlaceholderText('单位名称')).toHaveValue('示范');
    });

    it('a desktop shows the search form and no toggle', async () => {
      widen(1280);
      as(['admin']);
      renderList();
      await screen.findByText('单位1');
      expect(screen.getByTestId('resource-search')).toBeVisible();
      expect(screen.queryByTestId('search-toggle')).toBeNull();
    });
  });
});
