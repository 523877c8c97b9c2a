import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import RefineProviders from '../../../providers/RefineProviders';
import { registerUi } from '../../../ui/bridge';
import { session } from '../../../session/session-store';
import RoleList from './RoleList';

jest.setTimeout(120000);

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;
const ROLE = { id: 2, name: '检测员', level: 3, dataScope: 'OWN_ORG', description: null, version: 1, menuIds: [] };

describe('角色管理: the role level is a number the form saves', () => {
  const fetchMock = jest.fn();
  const sent = (method: string) =>
    fetchMock.mock.calls
      .filter(([url, init]) => url === '/api/roles' && (init as RequestInit).method === method)
      .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/roles?')) return json(200, { content: [ROLE], totalElements: 1 });
      if (url === '/api/roles') return json(200, ROLE);
      if (url.startsWith('/api/organization')) return json(200, { content: [{ id: 9, name: '南京市卫生健康委员会', zoneCode: '320100' }, { id: 10, name: '苏州检测公司', zoneCode: '320500' }], totalElements: 2 });
      return json(200, []);
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
    session.setInfo({ user: { id: 1, username: 'admin', isAdmin: true, isQy: 0, organization: null } as never, roles: ['admin'], dataScopes: [], authorities: [] });
  });

  const open = async (button: () => HTMLElement) => {
    render(
      <AntdApp>
        <MemoryRouter>
          <RefineProviders>
            <RoleList />
          </RefineProviders>
        </MemoryRouter>
      </AntdApp>,
    );
    await screen.findByText('检测员');
    fireEvent.click(button());
    return screen.findByRole('dialog');
  };

  it('editing a role without changing anything saves it with its level as a number', async () => {
    const dialog = await open(() => within(screen.getByTestId('row-operation')).getByRole('button', { name: '编辑' }));
    expect(within(dialog).getByPlaceholderText('角色级别')).toHaveValue('3');
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(sent('PUT')[0]).toMatchObject({ id: 2, name: '检测员', level: 3 });
    expect(screen.queryByText('角色级别不能为空')).toBeNull();
  });

  it('a new role starts at level 3; a typed level replaces it and is sent as a number', async () => {
    const dialog = await open(() => screen.getByTestId('resource-add'));
    const level = within(dialog).getByPlaceholderText('角色级别');
    expect(level).toHaveValue('3');
    fireEvent.change(within(dialog).getByPlaceholderText('角色名称'), { target: { value: '审核员' } });
    fireEvent.change(level, { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]).toMatchObject({ name: '审核员', level: 5, dataScope: 'OWN_ORG' });
    expect(typeof sent('POST')[0]!.level).toBe('number');
  });

  it('an emptied level is refused in the form before any request', async () => {
    const dialog = await open(() => within(screen.getByTestId('row-operation')).getByRole('button', { name: '编辑' }));
    fireEvent.change(within(dialog).getByPlaceholderText('角色级别'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await within(dialog).findByText('角色级别不能为空');
    expect(sent('PUT')).toHaveLength(0);
  });

  async function choose(dialog: HTMLElement, label: string, option: string): Promise<void> {
    const select = within(dialog).getByLabelText(label).closest('.ant-select') as HTMLElement;
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') as HTMLElement);
    const el = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((o) => o.getAttribute('title') === option);
      if (!found) throw new Error(`no option ${option}`);
      return found;
    });
    fireEvent.click(el);
  }

  it('an administrator switches a role to 分区监管 and picks its zones from the organisations’ area codes; the edit sends them', async () => {
    const dialog = await open(() => within(screen.getByTestId('row-operation')).getByRole('button', { name: '编辑' }));
    await choose(dialog, '数据权限', '分区监管');
    // the zones offered: each organisation's area code and its province and city prefixes
    await choose(dialog, '监管区划', '3201 · 南京市卫生健康委员会');
    expect(within(dialog).getByText('行政区划代码前缀，如 32（省）、3201（市）')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(sent('PUT')[0]).toMatchObject({ id: 2, dataScope: 'ZONE', zoneCodes: ['3201'], organizationIds: [] });
  });

  it('a typed zone that is not a 2–12 digit area-code prefix is refused in the form before any request', async () => {
    const dialog = await open(() => within(screen.getByTestId('row-operation')).getByRole('button', { name: '编辑' }));
    await choose(dialog, '数据权限', '分区监管');
    const input = within(dialog).getByLabelText('监管区划');
    fireEvent.change(input, { target: { value: '32AB' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await within(dialog).findByText('行政区划代码必须是2至12位数字');
    expect(sent('PUT')).toHaveLength(0);
  });

  it('a 自定义 role keeps its organisations when edited and sends them again', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/roles?')) return json(200, { content: [{ ...ROLE, dataScope: 'CUSTOM', organizations: [{ id: 10, name: '苏州检测公司' }] }], totalElements: 1 });
      if (url === '/api/roles') return json(200, ROLE);
      if (url.startsWith('/api/organization')) return json(200, { content: [{ id: 10, name: '苏州检测公司', zoneCode: '320500' }], totalElements: 1 });
      return json(200, []);
    });
    const dialog = await open(() => within(screen.getByTestId('row-operation')).getByRole('button', { name: '编辑' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(sent('PUT')[0]).toMatchObject({ dataScope: 'CUSTOM', organizationIds: [10], zoneCodes: [] });
  });
});
