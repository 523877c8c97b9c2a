import type { AuthProvider } from '@refinedev/core';
import type { AuthInfo, LoginRequest, LoginResponse } from '@ohit/contracts';
import { http } from '../http/request';
import { isHttpError } from '../http/errors';
import { t } from '../i18n';
import { session } from '../session/session-store';
import { loginRedirect } from '../router/guard';

export interface LoginParams extends LoginRequest {
  redirectTo?: string;
}

export const authProvider: AuthProvider = {
  /** POST auth/login {username,password,code,uuid} → {token, user: AuthInfo}. */
  async login({ username, password, code, uuid, redirectTo }: LoginParams) {
    try {
      const res = await http.post<LoginResponse>('auth/login', { username, password, code, uuid } satisfies LoginRequest, {
        silent: true,
      });
      session.loggedIn(res.token, res.user);
      return { success: true, redirectTo: redirectTo ?? '/' };
    } catch (e) {
      const message = e instanceof Error ? e.message : t('http.failed');
      return { success: false, error: { name: t('login.failed'), message } };
    }
  },

  /** DELETE auth/logout; the session is cleared even when the call fails (spec §4). */
  async logout() {
    try {
      await http.delete('auth/logout', undefined, { silent: true });
    } catch {
      /* the session ends anyway */
    } finally {
      session.clear();
    }
    return { success: true, redirectTo: '/login' };
  },

  async check() {
    return session.getToken()
      ? { authenticated: true }
      : { authenticated: false, logout: true, redirectTo: '/login' };
  },

  /** GET auth/info → AuthInfo. */
  async getIdentity() {
    if (!session.getToken()) return null;
    const info = await http.get<AuthInfo>('auth/info', undefined, { silent: true });
    return info;
  },

  async getPermissions() {
    return session.get().roles;
  },

  /** 401 logs out, 403 goes to /401, unless the HTTP layer has already done so. */
  async onError(error: unknown) {
    const status = isHttpError(error) ? error.statusCode : (error as { statusCode?: number })?.statusCode;
    const handled = isHttpError(error) && error.handled;
    if (status === 401 && !handled) {
      const { pathname, search } = window.location;
      return { logout: true, redirectTo: loginRedirect(pathname, search), error: error as Error };
    }
    if (status === 403 && !handled) return { redirectTo: '/401' };
    return {};
  },
};
