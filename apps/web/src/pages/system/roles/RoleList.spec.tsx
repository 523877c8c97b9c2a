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
});
