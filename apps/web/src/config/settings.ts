// Front-end settings (spec §9 and §4). Nothing here is a secret.
import { HOME_PATH, MOBILE_BREAKPOINT, PASSWORD_COOKIE_EXPIRY_DAYS, SIDEBAR_WIDTH } from '@ohit/domain';

export const settings = {
  /** localStorage key of the token (spec §4: "stored under a configured key"). */
  tokenKey: 'OHIT-TOKEN',
  /** Generic request timeout; the spec leaves the value to settings. */
  requestTimeoutMs: 60_000,
  /** Error notifications stay 5 s (spec §8, §9). */
  errorDurationS: 5,
  /** Ordinary notifications 2.5 s (spec §9). */
  messageDurationS: 2.5,
  /** Remember-me cookie lifetime in days (spec §9: token and password cookie expiry 1 day). */
  rememberDays: PASSWORD_COOKIE_EXPIRY_DAYS,
  sidebarWidth: SIDEBAR_WIDTH,
  sidebarCollapsedWidth: 64,
  mobileBreakpoint: MOBILE_BREAKPOINT,
  sidebarCookie: 'sidebarStatus',
  /** Cookie that tells the login page the previous session ended with a 401 (spec §8). */
  expiredCookie: 'point',
  sidebarTitle: '职业健康检测管理平台',
  menuBackground: '#001f4d',
  homePath: HOME_PATH,
} as const;
