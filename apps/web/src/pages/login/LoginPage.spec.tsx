import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import Cookies from 'js-cookie';
import LoginPage from './LoginPage';
import { session } from '../../session/session-store';

function json(status: number, body: unknown) {
  return { status, ok: status < 300, text: async () => JSON.stringify(body) } as unknown as Response;
}

const captcha = (n: number) => ({ img: `data:image/svg+xml;base64,Y2FwdGNoYS${n}`, uuid: `uuid-${n}` });

function renderLogin(path = '/login?redirect=%2Fsystem%2Fuser%3Fa%3D1') {
  return render(
    <AntdApp>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<div data-testid="landed">landed</div>} />
        </Routes>
      </MemoryRouter>
    </AntdApp>,
  );
}

describe('login page', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    session.clear();
    Cookies.remove('username');
    Cookies.remove('rememberMe');
  });

  it('shows the product title and the captcha image', async () => {
    fetchMock.mockResolvedValueOnce(json(200, captcha(1)));
    renderLogin();
    expect(screen.getByText('职业健康全流程信息化平台')).toBeInTheDocument();
    const img = await screen.findByAltText('验证码，点击刷新');
    expect(img).toHaveAttribute('src', captcha(1).img);
    expect(fetchMock.mock.calls[0][0]).toBe('/auth/code');
  });

  it('submits {username,password,code,uuid}, stores the token and goes to the redirect', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, captcha(1)))
      .mockResolvedValueOnce(
        json(200, { token: 'Bearer jwt', user: { user: { id: 1, isAdmin: true, isQy: 0, organization: null }, roles: ['admin'], dataScopes: [], authorities: [] } }),
      );
    renderLogin();
    await screen.findByAltText('验证码，点击刷新');
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Secret#123' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));

    await screen.findByTestId('landed');
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe('/auth/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ username: 'admin', password: 'Secret#123', code: 'ab12', uuid: 'uuid-1' });
    expect(session.getToken()).toBe('Bearer jwt');
    expect(window.localStorage.getItem('OHIT-TOKEN')).toBe('Bearer jwt');
  });

  it('shows the server message and refreshes the captcha after a failed login', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, captcha(1)))
      .mockResolvedValueOnce(json(400, { status: 400, timestamp: 'now', message: '验证码错误' }))
      .mockResolvedValueOnce(json(200, captcha(2)));
    renderLogin();
    await screen.findByAltText('验证码，点击刷新');
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: 'zz' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));

    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByAltText('验证码，点击刷新')).toHaveAttribute('src', captcha(2).img));
    expect(session.getToken()).toBe('');
  });

  it('clicking the captcha refreshes it', async () => {
    fetchMock.mockResolvedValueOnce(json(200, captcha(1))).mockResolvedValueOnce(json(200, captcha(3)));
    renderLogin('/login');
    fireEvent.click(await screen.findByAltText('验证码，点击刷新'));
    await waitFor(() => expect(screen.getByAltText('验证码，点击刷新')).toHaveAttribute('src', captcha(3).img));
  });

  it('tells the user a 401 ended the previous session', async () => {
    Cookies.set('point', '401');
    fetchMock.mockResolvedValueOnce(json(200, captcha(1)));
    renderLogin('/login');
    expect(await screen.findByText('当前登录状态已过期，请重新登录！')).toBeInTheDocument();
    expect(Cookies.get('point')).toBeUndefined();
  });
});
