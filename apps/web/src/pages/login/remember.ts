import Cookies from 'js-cookie';
import { settings } from '../../config/settings';

/**
 * "Remember me" (spec §9: 1-day cookies). Only the user name and the flag are kept: the password
 * is deliberately NOT stored (a browser-side key could decrypt it as easily as an attacker could,
 * so storing it "encrypted" would be theatre). The browser's own password manager fills it.
 */
export const REMEMBER_COOKIES = { username: 'username', rememberMe: 'rememberMe' } as const;

export function readRemembered(): { username: string; rememberMe: boolean } {
  const rememberMe = Cookies.get(REMEMBER_COOKIES.rememberMe) === 'true';
  return { username: rememberMe ? Cookies.get(REMEMBER_COOKIES.username) ?? '' : '', rememberMe };
}

export function saveRemembered(username: string, rememberMe: boolean): void {
  if (rememberMe) {
    Cookies.set(REMEMBER_COOKIES.username, username, { expires: settings.rememberDays, sameSite: 'strict' });
    Cookies.set(REMEMBER_COOKIES.rememberMe, 'true', { expires: settings.rememberDays, sameSite: 'strict' });
  } else {
    Cookies.remove(REMEMBER_COOKIES.username);
    Cookies.remove(REMEMBER_COOKIES.rememberMe);
  }
}
