import Cookies from 'js-cookie';
import type { ErrorBody } from '@ohit/contracts';
import { UNAUTHORIZED_COOKIE_MARKER } from '@ohit/domain';
import { env } from '../config/env';
import { settings } from '../config/settings';
import { t } from '../i18n';
import { session } from '../session/session-store';
import { ui } from '../ui/bridge';
import { HttpError } from './errors';
import { applyOrganizationRules, withQuery, type QueryParams, type RequestPurpose } from './query';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RequestOptions {
  method?: HttpMethod;
  params?: QueryParams;
  body?: unknown;
  /** 'list' and 'export' calls carry the user's own organisation (spec §6). */
  purpose?: RequestPurpose;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Response as a Blob (exports, files). */
  responseType?: 'json' | 'blob' | 'text';
  /**
   * The caller shows the error itself: no notification and no global 401/403 handling
   * (login form, logout call, the route guard's info fetch).
   */
  silent?: boolean;
}

export function apiUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${env.apiBase}/${path.replace(/^\/+/, '')}`;
}

/** Headers of spec §7: Authorization (token verbatim), organizationId when known, JSON content. */
export function buildHeaders(isForm: boolean, extra?: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json, */*' };
  if (!isForm) headers['Content-Type'] = 'application/json;charset=utf-8';
  const token = session.getToken();
  if (token) headers.Authorization = token;
  const orgId = session.get().user?.organization?.organizationId;
  if (orgId !== undefined && orgId !== null) headers.organizationId = String(orgId);
  return { ...headers, ...extra };
}

/** Logout after a 401: session cleared, cookie marker for the login page, page reloaded. */
export function handleUnauthorized(): void {
  session.clear();
  Cookies.set(settings.expiredCookie, UNAUTHORIZED_COOKIE_MARKER);
  ui.reload();
}

async function readBody(res: Response, type: RequestOptions['responseType']): Promise<unknown> {
  if (type === 'blob') return res.blob();
  const text = await res.text();
  if (type === 'text') return text;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Maps a failed response to the spec §8 behaviour and returns the error to throw:
 * 401 → logout + cookie marker + reload; 403 → /401; others → the server message for 5 s.
 */
export function handleErrorResponse(status: number, body: unknown, silent = false): HttpError {
  const errorBody = body && typeof body === 'object' ? (body as Partial<ErrorBody>) : null;
  const code = typeof errorBody?.status === 'number' ? errorBody.status : status;
  const message = (errorBody?.message && String(errorBody.message)) || t('http.failed');
  const error = new HttpError('status', code, message, errorBody);
  if (silent) return error;
  if (code === 401) {
    handleUnauthorized();
  } else if (code === 403) {
    ui.navigate('/401');
  } else {
    ui.error(message, settings.errorDurationS);
  }
  error.handled = true;
  return error;
}

export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const params = applyOrganizationRules(options.params, session.get().user, method, options.purpose ?? 'other');
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? settings.requestTimeoutMs);

  let res: Response;
  try {
    res = await fetch(withQuery(apiUrl(path), params), {
      method,
      headers: buildHeaders(isForm, options.headers),
      body:
        options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch {
    clearTimeout(timer);
    const error = timedOut
      ? new HttpError('timeout', 0, t('http.timeout'))
      : new HttpError('network', 0, t('http.failed'));
    if (!options.silent) {
      ui.error(error.message, settings.errorDurationS);
      error.handled = true;
    }
    throw error;
  }
  clearTimeout(timer);

  if (res.status < 200 || res.status >= 300) {
    const body = await readBody(res, 'json').catch(() => undefined);
    throw handleErrorResponse(res.status, body, options.silent);
  }
  return (await readBody(res, options.responseType ?? 'json')) as T;
}

export const http = {
  get: <T>(path: string, params?: QueryParams, opts: RequestOptions = {}) =>
    request<T>(path, { ...opts, method: 'GET', params }),
  post: <T>(path: string, body?: unknown, opts: RequestOptions = {}) => request<T>(path, { ...opts, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, opts: RequestOptions = {}) => request<T>(path, { ...opts, method: 'PUT', body }),
  delete: <T>(path: string, body?: unknown, opts: RequestOptions = {}) =>
    request<T>(path, { ...opts, method: 'DELETE', body }),
};
