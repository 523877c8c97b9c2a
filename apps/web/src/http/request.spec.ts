import Cookies from 'js-cookie';
import { registerUi } from '../ui/bridge';
import { session } from '../session/session-store';
import { HttpError } from './errors';
import { request } from './request';

function jsonResponse(status: number, body: unknown): Response {
  return {
    status,
    ok: status >= 200 && status < 300,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
    blob: async () => new Blob([JSON.stringify(body)]),
  } as unknown as Response;
}

describe('HTTP layer', () => {
  const ui = { error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() };
  let restore: () => void;
  const fetchMock = jest.fn();

  beforeEach(() => {
    Object.values(ui).forEach((f) => f.mockReset());
    restore = registerUi(ui);
    fetchMock.mockReset();
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    session.clear();
    Cookies.remove('point');
  });
  afterEach(() => {
    restore();
    jest.useRealTimers();
  });

  it('sends the token verbatim, the organizationId header and JSON content', async () => {
    session.setToken('Bearer abc.def');
    session.setInfo({
      user: { id: 5, isAdmin: false, isQy: 0, organization: { organizationId: 9 } } as never,
      roles: ['x'],
      dataScopes: [],
      authorities: [],
    });
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await request('api/users', { method: 'POST', body: { a: 1 } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/users');
    expect(init.headers.Authorization).toBe('Bearer abc.def');
    expect(init.headers.organizationId).toBe('9');
    expect(init.headers['Content-Type']).toMatch(/application\/json/);
    expect(init.body).toBe('{"a":1}');
    expect(window.localStorage.getItem('OHIT-TOKEN')).toBe('Bearer abc.def');
  });

  it('builds list queries with the organisation rule for ordinary users', async () => {
    session.setToken('Bearer t');
    session.setInfo({ user: { id: 5, isAdmin: false, isQy: 0, organization: { organizationId: 9 } } as never, roles: ['x'], dataScopes: [], authorities: [] });
    fetchMock.mockResolvedValue(jsonResponse(200, { content: [], totalElements: 0 }));
    await request('api/users', { params: { organizationId: 3, blurry: '', sort: ['id,desc', 'name,asc'] }, purpose: 'list' });
    expect(decodeURIComponent(fetchMock.mock.calls[0][0])).toBe('/api/users?sort=id,desc&sort=name,asc&organizationId=9');
  });

  it('401: logs out, stores the cookie marker and reloads', async () => {
    session.setToken('Bearer t');
    fetchMock.mockResolvedValue(jsonResponse(401, { status: 401, timestamp: 'x', message: '未登录' }));
    await expect(request('api/users')).rejects.toMatchObject({ statusCode: 401, handled: true });
    expect(session.getToken()).toBe('');
    expect(window.localStorage.getItem('OHIT-TOKEN')).toBeNull();
    expect(Cookies.get('point')).toBe('401');
    expect(ui.reload).toHaveBeenCalled();
    expect(ui.error).not.toHaveBeenCalled();
  });

  it('403: goes to /401', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { status: 403, timestamp: 'x', message: '禁止' }));
    await expect(request('api/roles')).rejects.toBeInstanceOf(HttpError);
    expect(ui.navigate).toHaveBeenCalledWith('/401');
    expect(ui.reload).not.toHaveBeenCalled();
  });

  it('other statuses: the server message for 5 s', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { status: 400, timestamp: 'x', message: '用户名已存在' }));
    await expect(request('api/users', { method: 'POST', body: {} })).rejects.toMatchObject({ statusCode: 400, message: '用户名已存在' });
    expect(ui.error).toHaveBeenCalledWith('用户名已存在', 5);
  });

  it('no response: 接口请求失败', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('api/users')).rejects.toMatchObject({ kind: 'network', message: '接口请求失败' });
    expect(ui.error).toHaveBeenCalledWith('接口请求失败', 5);
  });

  it('timeout: 网络请求超时 (5 s display)', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = request('api/slow', { timeoutMs: 1000 });
    jest.advanceTimersByTime(1001);
    await expect(pending).rejects.toMatchObject({ kind: 'timeout', message: '网络请求超时' });
    expect(ui.error).toHaveBeenCalledWith('网络请求超时', 5);
  });

  it('silent calls leave the error to the caller', async () => {
    session.setToken('Bearer t');
    fetchMock.mockResolvedValue(jsonResponse(401, { status: 401, timestamp: 'x', message: '验证码错误' }));
    await expect(request('auth/login', { method: 'POST', silent: true })).rejects.toMatchObject({ message: '验证码错误', handled: false });
    expect(session.getToken()).toBe('Bearer t');
    expect(ui.reload).not.toHaveBeenCalled();
  });
});
