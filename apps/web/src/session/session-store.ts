import { useSyncExternalStore } from 'react';
import type { AuthInfo, MenuRoute, UserDto } from '@ohit/contracts';
import { settings } from '../config/settings';
import { DEFAULT_ROLE } from '../config/domain';

/** Spec §3 "User session": token, user, roles, menus and the loadMenus flag. */
export interface SessionState {
  token: string;
  user: UserDto | null;
  /** Button permission codes; empty means "not loaded yet" (spec §4 route guard). */
  roles: string[];
  dataScopes: number[];
  menus: MenuRoute[];
  loadMenus: boolean;
}

function readStoredToken(): string {
  try {
    return window.localStorage.getItem(settings.tokenKey) ?? '';
  } catch {
    return '';
  }
}

let state: SessionState = {
  token: typeof window === 'undefined' ? '' : readStoredToken(),
  user: null,
  roles: [],
  dataScopes: [],
  menus: [],
  loadMenus: false,
};
const listeners = new Set<() => void>();

function set(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

/** Roles as the spec stores them: an empty list becomes the default role. */
export function normaliseRoles(roles: readonly string[] | null | undefined): string[] {
  return roles && roles.length > 0 ? [...roles] : [DEFAULT_ROLE];
}

export const session = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getToken: (): string => state.token,
  setToken(token: string): void {
    try {
      window.localStorage.setItem(settings.tokenKey, token);
    } catch {
      /* storage unavailable: memory only */
    }
    set({ token });
  },
  /** After login: token and user set, menus flagged to load (spec §4). */
  loggedIn(token: string, info: AuthInfo): void {
    session.setToken(token);
    set({ user: info.user, roles: [], dataScopes: info.dataScopes ?? [], loadMenus: true });
  },
  setInfo(info: AuthInfo): void {
    set({ user: info.user, roles: normaliseRoles(info.roles), dataScopes: info.dataScopes ?? [] });
  },
  setMenus(menus: MenuRoute[]): void {
    set({ menus });
  },
  clearLoadMenus(): void {
    if (state.loadMenus) set({ loadMenus: false });
  },
  /** Token empty, roles empty, stored token removed (spec §4 expiry and logout). */
  clear(): void {
    try {
      window.localStorage.removeItem(settings.tokenKey);
    } catch {
      /* ignore */
    }
    set({ token: '', user: null, roles: [], dataScopes: [], menus: [], loadMenus: false });
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
