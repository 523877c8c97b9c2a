import { dataProvider, readPage } from './data-provider';
import { authProvider } from './auth-provider';
import { accessControlProvider } from './access-control';
import { HttpError } from '../http/errors';
import { session } from '../session/session-store';
import { loadSession } from '../session/load-session';
import { registerUi } from '../ui/bridge';

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => (body === undefined ? '' : JSON.stringify(body)) }) as unknown as Response;

describe('providers', () => {
  const fetchMock = jest.fn();
  const ui = { error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() };
  let restore: () => void;
  beforeEach(() => {
    fetchMock.mockReset();
    Object.values(ui).forEach((f) => f.mockReset());
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi(ui);
    session.clear();
    session.setToken('Bearer t');
  });
  afterEach(() => restore());

  it('getList: zero-based page, size, repeated sort and filters', async () => {
    fetchMock.mockResolvedValue(json(200, { content: [{ id: 1 }], totalElements: 31 }));
    const res = await dataProvider.getList({
      resource: 'users',
      pagination: { currentPage: 2, pageSize: 60 },
      sorters: [{ field: 'id', order: 'desc' }, { field: 'username', order: 'asc' }],
      filters: [{ field: 'blurry', operator: 'contains', value: 'ab' }, { field: 'enabled', operator: 'eq', value: undefined }],
    });
    expect(res).toEqual({ data: [{ id: 1 }], total: 31 });
    expect(decodeURIComponent(fetchMock.mock.calls[0][0])).toBe('/api/users?blurry=ab&page=1&size=60&sort=id,desc&sort=username,asc');
  });

  it("getList: a between filter is the api's 'from,to' (an open side empty), an in filter a repeated parameter", async () => {
    fetchMock.mockResolvedValue(json(200, { content: [], totalElements: 0 }));
    await dataProvider.getList({
      resource: 'users',
      pagination: { currentPage: 1, pageSize: 10 },
      filters: [
        { field: 'createTime', operator: 'between', value: ['2026-01-01', null] },
        { field: 'deptId', operator: 'in', value: [3, 4] },
      ],
    });
    expect(decodeURIComponent(fetchMock.mock.calls[0][0])).toBe('/api/users?createTime=2026-01-01,&deptId=3&deptId=4&page=0&size=10&sort=id,desc');
  });

  it('reads every list shape of spec §7', () => {
    expect(readPage({ content: [1], totalElements: 5 })).toEqual({ data: [1], total: 5 });
    expect(readPage({ body: { records: [1, 2], total: 9 } })).toEqual({ data: [1, 2], total: 9 });
    expect(readPage({ body: { content: [1], totalElements: 4 } })).toEqual({ data: [1], total: 4 });
    expect(readPage({ body: [1, 2, 3], total: 3 })).toEqual({ data: [1, 2, 3], total: 3 });
    expect(readPage([1])).toEqual({ data: [1], total: 1 });
  });

  it('create/update/delete use the per-resource paths (menus: add/edit/delete)', async () => {
    fetchMock.mockResolvedValue(json(200, undefined));
    await dataProvider.create({ resource: 'users', variables: { username: 'a' } });
    await dataProvider.update({ resource: 'users', id: 4, variables: { nickName: 'b' } });
    await dataProvider.deleteOne({ resource: 'users', id: 4 });
    await dataProvider.create({ resource: 'menus', variables: { title: 'm' } });
    await dataProvider.update({ resource: 'menus', id: 7, variables: { title: 'n' } });
    await dataProvider.deleteOne({ resource: 'menus', id: 7 });
    const calls = fetchMock.mock.calls.map(([url, init]) => [init.method, url, init.body]);
    expect(calls).toEqual([
      ['POST', '/api/users', '{"username":"a"}'],
      ['PUT', '/api/users', '{"nickName":"b","id":4}'],
      ['DELETE', '/api/users', '[4]'],
      ['POST', '/api/menus/add', '{"title":"m"}'],
      ['PUT', '/api/menus/edit', '{"title":"n","id":7}'],
      ['DELETE', '/api/menus/delete', '[7]'],
    ]);
  });

  it('logout clears the session even when DELETE auth/logout fails', async () => {
    fetchMock.mockResolvedValue(json(500, { status: 500, timestamp: 'x', message: 'boom' }));
    await expect(authProvider.logout({})).resolves.toMatchObject({ success: true, redirectTo: '/login' });
    expect(session.getToken()).toBe('');
    expect(ui.error).not.toHaveBeenCalled();
  });

  it('onError: 401 logs out and 403 goes to /401 unless the HTTP layer already did', async () => {
    expect(await authProvider.onError(new HttpError('status', 401, 'x'))).toMatchObject({ logout: true });
    expect(await authProvider.onError(new HttpError('status', 403, 'x'))).toEqual({ redirectTo: '/401' });
    const handled = new HttpError('status', 401, 'x');
    handled.handled = true;
    expect(await authProvider.onError(handled)).toEqual({});
    expect(await authProvider.onError(new HttpError('status', 500, 'x'))).toEqual({});
  });

  it('access control maps resource actions to permission codes', async () => {
    session.setInfo({ user: { id: 2 } as never, roles: ['user:add'], dataScopes: [], authorities: [] });
    expect(await accessControlProvider.can({ resource: 'users', action: 'create' })).toEqual({ can: true });
    expect(await accessControlProvider.can({ resource: 'users', action: 'delete' })).toEqual({ can: false });
  });
});

describe('session loading (spec §4)', () => {
  const fetchMock = jest.fn();
  const ui = { error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() };
  let restore: () => void;
  const user = (id: number, expiryDate: string | null) => ({ id, expiryDate, isAdmin: false, isQy: 0, organization: null });
  beforeEach(() => {
    fetchMock.mockReset();
    Object.values(ui).forEach((f) => f.mockReset());
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi(ui);
    session.clear();
    session.setToken('Bearer t');
  });
  afterEach(() => restore());

  it('loads info then menus; empty roles become ROLE_SYSTEM_DEFAULT', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { user: user(2, '2999-01-01'), roles: [], dataScopes: [], authorities: [] }))
      .mockResolvedValueOnce(json(200, [{ name: 'S', path: '/system', hidden: false, component: 'Layout', meta: { title: '系统', icon: null, noCache: false } }]));
    await expect(loadSession()).resolves.toBe('ok');
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/auth/info', '/api/menus/build']);
    expect(session.get().roles).toEqual(['ROLE_SYSTEM_DEFAULT']);
    expect(session.get().menus).toHaveLength(1);
  });

  it('an expired account gets 系统已过期，请续费 for 2.5 s and the session is cleared', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { user: user(2, '2000-01-01'), roles: ['x'], dataScopes: [], authorities: [] }));
    await expect(loadSession()).resolves.toBe('expired');
    expect(ui.warning).toHaveBeenCalledWith('系统已过期，请续费', 2.5);
    expect(session.getToken()).toBe('');
    expect(window.localStorage.getItem('OHIT-TOKEN')).toBeNull();
  });

  it('user id 1 never expires', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { user: user(1, null), roles: ['admin'], dataScopes: [], authorities: [] }))
      .mockResolvedValueOnce(json(200, []));
    await expect(loadSession()).resolves.toBe('ok');
    expect(session.get().roles).toEqual(['admin']);
  });

  it('info failure logs out and reloads', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { status: 401, timestamp: 'x', message: 'no' })).mockResolvedValueOnce(json(200, undefined));
    await expect(loadSession()).resolves.toBe('failed');
    expect(session.getToken()).toBe('');
    expect(ui.reload).toHaveBeenCalled();
  });
});
