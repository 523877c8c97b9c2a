import { afterLoginTarget, decideRoute, isExpired, isPublicRoute, type GuardDecision, type GuardInput } from './guard';
import { normaliseRoles } from '../session/session-store';

describe('route guard (spec §2, §4)', () => {
  const cases: [string, GuardInput, GuardDecision][] = [
    ['public route without token', { pathname: '/industryNews', search: '', hasToken: false, rolesLoaded: false }, { kind: 'allow' }],
    ['public signing page with token', { pathname: '/unitSignature', search: '?id=3', hasToken: true, rolesLoaded: false }, { kind: 'allow' }],
    ['/login without token', { pathname: '/login', search: '?redirect=%2Fx', hasToken: false, rolesLoaded: false }, { kind: 'allow' }],
    ['/login with a token goes home', { pathname: '/login', search: '', hasToken: true, rolesLoaded: true }, { kind: 'redirect', to: '/' }],
    ['/login with a token before roles load', { pathname: '/login', search: '', hasToken: true, rolesLoaded: false }, { kind: 'redirect', to: '/' }],
    [
      'no token: login with the full path incl. query',
      { pathname: '/system/user', search: '?blurry=ab&page=2', hasToken: false, rolesLoaded: false },
      { kind: 'redirect', to: '/login?redirect=%2Fsystem%2Fuser%3Fblurry%3Dab%26page%3D2' },
    ],
    ['no token on /', { pathname: '/', search: '', hasToken: false, rolesLoaded: false }, { kind: 'redirect', to: '/login?redirect=%2F' }],
    ['no token on an unknown path', { pathname: '/nope', search: '', hasToken: false, rolesLoaded: false }, { kind: 'redirect', to: '/login?redirect=%2Fnope' }],
    ['token without roles loads info and menus', { pathname: '/dashboard', search: '', hasToken: true, rolesLoaded: false }, { kind: 'load' }],
    ['token with roles is allowed', { pathname: '/system/role', search: '', hasToken: true, rolesLoaded: true }, { kind: 'allow' }],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(decideRoute(input)).toEqual(expected);
  });

  it('knows the seven public routes', () => {
    for (const p of ['/login', '/technicalServiceSign', '/unitSignature', '/orgReportFormula', '/orgReportFormulaDetails', '/industryNews', '/industryNewsDetails']) {
      expect(isPublicRoute(p)).toBe(true);
    }
    expect(isPublicRoute('/dashboard')).toBe(false);
    expect(isPublicRoute('/industryNewsX')).toBe(false);
  });
});

describe('expiry (spec §4)', () => {
  const now = new Date('2025-06-01T00:00:00Z');
  it.each([
    ['user id 1 without a date is exempt', { id: 1, expiryDate: null }, false],
    ['user id 1 with a past date is exempt', { id: 1, expiryDate: '2020-01-01' }, false],
    ['no expiry date expires', { id: 2, expiryDate: null }, true],
    ['past date expires', { id: 2, expiryDate: '2025-05-31T23:59:59Z' }, true],
    ['future date is fine', { id: 2, expiryDate: '2026-01-01' }, false],
    ['garbage date expires', { id: 7, expiryDate: 'not a date' }, true],
  ])('%s', (_name, user, expired) => {
    expect(isExpired(user, now)).toBe(expired);
  });
});

describe('session roles', () => {
  it('an empty role list becomes ROLE_SYSTEM_DEFAULT', () => {
    expect(normaliseRoles([])).toEqual(['ROLE_SYSTEM_DEFAULT']);
    expect(normaliseRoles(undefined)).toEqual(['ROLE_SYSTEM_DEFAULT']);
    expect(normaliseRoles(['user:list'])).toEqual(['user:list']);
  });
});

describe('after login', () => {
  it('goes to the redirect query or /', () => {
    expect(afterLoginTarget('?redirect=%2Fsystem%2Fuser%3Fa%3D1')).toBe('/system/user?a=1');
    expect(afterLoginTarget('')).toBe('/');
    expect(afterLoginTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(afterLoginTarget('?redirect=%2F%2Fevil.example')).toBe('/');
  });
});
