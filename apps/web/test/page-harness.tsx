/*
 * What the web page specs share: a fake api behind `fetch` answering from a route table, what the
 * page asked it, the signed-in user, and the page rendered inside the app's providers at a route.
 * Each spec keeps its own routes and data; this module holds none.
 *
 *   const { api, ui } = pageHarness(() => ({
 *     '/api/dictDetail*': {},
 *     'GET /api/sample/:id': (req) => rows.find((r) => r.id === Number(req.params.id)),
 *     'POST /api/sample/commands/x': (req) => json(409, { status: 409, message: '…' }),
 *   }));
 */
import type { ReactNode } from 'react';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import type { MenuRoute, UserDto } from '@ohit/contracts';
import RefineProviders from '../src/providers/RefineProviders';
import { realtime } from '../src/realtime/realtime';
import { session } from '../src/session/session-store';
import { registerUi, type UiBridge } from '../src/ui/bridge';

const responses = new WeakSet<object>();

/** A response as the app's http layer reads it: its status and its body as JSON text (none when undefined). */
export function json(status: number, body: unknown): Response {
  const response = { status, ok: status < 300, text: async () => (body === undefined ? '' : JSON.stringify(body)) };
  responses.add(response);
  return response as unknown as Response;
}

/** A request the page sent, as a route's handler sees it. */
export interface ApiRequest {
  method: string;
  /** The whole url, query included. */
  url: string;
  init: RequestInit;
  /** The `:name` segments of the route's pattern. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The body sent, parsed from JSON. */
  body: () => Record<string, unknown>;
}

/** A route's answer: a handler, a response made by json(), or a body answered with 200. */
export type Answer = ((req: ApiRequest) => unknown) | Response | object | string | number | boolean | null;

/**
 * 'METHOD /path' → answer; without a method any method matches. The pattern matches the whole url:
 * `:name` is one segment (in `params`), `*` is anything (so 'GET /api/x?*' is every query of /api/x).
 * The first route that matches answers; an unmatched request gets 404 with its url as the message.
 */
export type Routes = Record<string, Answer>;

/** A request the fake api received. */
export interface Call {
  method: string;
  url: string;
  init: RequestInit;
  /** 'METHOD url', what the prefixes of calls() and count() are matched against. */
  line: string;
}

const compiled = new Map<string, { method: string | null; pattern: RegExp; names: string[] }>();
function compile(key: string) {
  const known = compiled.get(key);
  if (known) return known;
  const [, method = null, path] = /^(?:([A-Z]+) )?(.+)$/.exec(key) ?? [];
  const names: string[] = [];
  const source = (path ?? '')
    .split(/(:[A-Za-z]+|\*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) {
        names.push(part.slice(1));
        return '([^/?]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const route = { method, pattern: new RegExp(`^${source}$`), names };
  compiled.set(key, route);
  return route;
}

/** The fake api: answers from the route table of the moment and records every request. */
export function fakeApi() {
  let table: () => Routes = () => ({});
  const recorded: Call[] = [];
  const answer = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const method = init.method ?? 'GET';
    recorded.push({ method, url, init, line: `${method} ${url}` });
    for (const [key, value] of Object.entries(table())) {
      const route = compile(key);
      const hit = route.pattern.exec(url);
      if (!hit || (route.method && route.method !== method)) continue;
      if (typeof value !== 'function') return responses.has(value as object) ? (value as Response) : json(200, value);
      const params = Object.fromEntries(route.names.map((name, i) => [name, hit[i + 1]]));
      const req: ApiRequest = { method, url, init, params, query: new URLSearchParams(url.split('?')[1] ?? ''), body: () => JSON.parse(String(init.body)) };
      const out = await value(req);
      return out !== null && typeof out === 'object' && responses.has(out) ? (out as Response) : json(200, out);
    }
    return json(404, { status: 404, message: url });
  };
  const calls = (prefix = ''): Call[] => recorded.filter((c) => c.line.startsWith(prefix));
  return {
    /**
     * Becomes the window's fetch, answering from `routes` — read again at every request, so its
     * values follow the spec's variables — and forgets the calls of before.
     */
    install(routes: () => Routes): void {
      table = routes;
      recorded.length = 0;
      (globalThis as { fetch: unknown }).fetch = answer;
    },
    /** Answers from other routes from now on (the calls so far are kept). */
    answerWith(routes: () => Routes): void {
      table = routes;
    },
    /** Forgets the calls so far. */
    forget(): void {
      recorded.length = 0;
    },
    /** The requests whose 'METHOD url' starts with the prefix, in order. */
    calls,
    /** Their 'METHOD url' lines. */
    urls: (prefix = ''): string[] => calls(prefix).map((c) => c.line),
    count: (prefix: string): number => calls(prefix).length,
    /** The JSON body of the n-th request starting with the prefix. */
    bodyOf: (prefix: string, n = 0): unknown => JSON.parse(String(calls(prefix)[n]?.init.body)),
    /** Every POST, PUT and DELETE. */
    writes: (): Call[] => recorded.filter((c) => ['POST', 'PUT', 'DELETE'].includes(c.method)),
  };
}
export type FakeApi = ReturnType<typeof fakeApi>;

/**
 * Inside a describe: before each test the fake api answers from `routes`, the ui bridge's feedback
 * is jest functions (reset) and a token is stored; after each, realtime stops and the bridge is restored.
 */
export function pageHarness(routes: () => Routes): { api: FakeApi; ui: { [K in keyof UiBridge]: jest.Mock } } {
  const api = fakeApi();
  const ui = { error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() };
  let restore: () => void = () => undefined;
  beforeEach(() => {
    api.install(routes);
    Object.values(ui).forEach((f) => f.mockReset());
    restore = registerUi(ui);
    session.setToken('Bearer t');
  });
  afterEach(() => {
    realtime.stop();
    restore();
  });
  return { api, ui };
}

/** Signs in a user of organisation 7 holding `roles` (and the hidden routes `menus`, when given). */
export function signIn(roles: string[], options: { user?: Partial<UserDto>; menus?: MenuRoute[] } = {}): void {
  const user = { id: 3, username: 'u', isAdmin: false, isQy: 0, organization: { organizationId: 7, name: 'org' }, ...options.user } as UserDto;
  session.setInfo({ user, roles, dataScopes: [], authorities: [] });
  if (options.menus) session.setMenus(options.menus);
}

/** Renders `page` in the app's providers with the router at `path`. */
export function renderAt(path: string, page: ReactNode) {
  return render(
    <AntdApp>
      <MemoryRouter initialEntries={[path]}>
        <RefineProviders>{page}</RefineProviders>
      </MemoryRouter>
    </AntdApp>,
  );
}

/** Where the app is now (path and query), for specs of pages that navigate. */
export function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

/** Picks the option labelled `label` of the antd select inside `scope`. */
export async function pickOption(scope: HTMLElement, label: string): Promise<void> {
  fireEvent.mouseDown(scope.querySelector('.ant-select-selector') as HTMLElement);
  const option = await waitFor(() => {
    const el = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((o) => o.textContent === label);
    if (!el) throw new Error(`no option ${label}`);
    return el as HTMLElement;
  });
  fireEvent.click(option);
}
