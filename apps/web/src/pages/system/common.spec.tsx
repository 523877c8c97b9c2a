import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { registerUi } from '../../ui/bridge';
import { session } from '../../session/session-store';
import { DeleteRowButton } from './common';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;

describe('DeleteRowButton', () => {
  const fetchMock = jest.fn();
  let restore: () => void;
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => json(200, { code: '200', message: '删除成功' }));
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
  });
  afterEach(() => restore());

  const as = (roles: string[]) =>
    session.setInfo({ user: { id: 3, username: 'u', isAdmin: false, isQy: 0, organization: { organizationId: 7, name: 'org' } } as never, roles, dataScopes: [], authorities: [] });

  it('asks first, deletes the one id, says 删除成功, then lets the page refresh', async () => {
    as(['apk:del']);
    const onDeleted = jest.fn();
    render(
      <AntdApp>
        <DeleteRowButton codes={['apk:del']} url="api/apkAffix/delete" id={12} onDeleted={onDeleted} />
      </AntdApp>,
    );
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await screen.findByText('确定删除本条数据吗？');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await screen.findByText('删除成功');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual(['/api/apkAffix/delete', 'DELETE', { ids: [12] }]);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
  });

  it('is not there without the permission', () => {
    as(['apk:list']);
    render(
      <AntdApp>
        <DeleteRowButton codes={['apk:del']} url="api/apkAffix/delete" id={12} onDeleted={jest.fn()} />
      </AntdApp>,
    );
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });
});
