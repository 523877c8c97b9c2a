import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { UserMenu } from './UserMenu';
import { session } from '../session/session-store';
import { registerUi } from '../ui/bridge';

describe('user menu logout', () => {
  const fetchMock = jest.fn();
  const reload = jest.fn();
  let restore: () => void;
  beforeEach(() => {
    fetchMock.mockReset();
    reload.mockReset();
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ reload });
    session.setToken('Bearer t');
    session.setInfo({ user: { id: 3, nickName: '张三', isAdmin: false, isQy: 0, organization: null } as never, roles: ['x'], dataScopes: [], authorities: [] });
  });
  afterEach(() => restore());

  it('asks 确定注销并退出系统吗？ (提示) and logs out even if the call fails, then reloads', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    render(
      <AntdApp>
        <MemoryRouter>
          <UserMenu />
        </MemoryRouter>
      </AntdApp>,
    );
    expect(screen.getByText('张三')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByText('退出登录'));
    expect(await screen.findByText('确定注销并退出系统吗？')).toBeInTheDocument();
    expect(screen.getAllByText('提示').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0][0]).toBe('/auth/logout');
    expect(fetchMock.mock.calls[0][1].method).toBe('DELETE');
    expect(session.getToken()).toBe('');
    expect(window.localStorage.getItem('OHIT-TOKEN')).toBeNull();
  });
});
