import type { UserDto } from '@ohit/contracts';
import { isPublicRoute as isPublicPath } from '@ohit/domain';
import { SUPER_USER_ID } from '../config/domain';

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Token present but roles not loaded: fetch auth/info then api/menus/build. */
  | { kind: 'load' };

export interface GuardInput {
  pathname: string;
  /** location.search including the leading '?', or ''. */
  search: string;
  hasToken: boolean;
  rolesLoaded: boolean;
}

/** Web-only public pages besides the spec's list: the privacy agreement. */
export const EXTRA_PUBLIC_ROUTES = ['/privacy'];

export function isPublicRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return isPublicPath(clean) || EXTRA_PUBLIC_ROUTES.includes(clean);
}

export function loginRedirect(pathname: string, search: string): string {
  return `/login?redirect=${encodeURIComponent(pathname + (search ?? ''))}`;
}

/** The route guard of spec §2/§4 as a pure decision. */
export function decideRoute({ pathname, search, hasToken, rolesLoaded }: GuardInput): GuardDecision {
  if (hasToken) {
    if (pathname === '/login') return { kind: 'redirect', to: '/' };
    if (isPublicRoute(pathname)) return { kind: 'allow' };
    return rolesLoaded ? { kind: 'allow' } : { kind: 'load' };
  }
  if (isPublicRoute(pathname)) return { kind: 'allow' };
  return { kind: 'redirect', to: loginRedirect(pathname, search) };
}

/**
 * Spec §4 expiry: any user but id 1 is expired without an expiry date or once it is past.
 */
export function isExpired(user: Pick<UserDto, 'id' | 'expiryDate'> | null | undefined, now: Date = new Date()): boolean {
  if (!user) return false;
  if (user.id === SUPER_USER_ID) return false;
  if (!user.expiryDate) return true;
  const at = new Date(user.expiryDate).getTime();
  if (Number.isNaN(at)) return true;
  return at < now.getTime();
}

/** Where the login page goes after success: the `redirect` query when it is a local path, else '/'. */
export function afterLoginTarget(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/login')) return '/';
  return redirect;
}
