import type { AuthInfo, MenuRoute } from '@ohit/contracts';
import { settings } from '../config/settings';
import { http } from '../http/request';
import { t } from '../i18n';
import { authProvider } from '../providers/auth-provider';
import { isExpired } from '../router/guard';
import { ui } from '../ui/bridge';
import { session } from './session-store';

export type LoadResult = 'ok' | 'expired' | 'failed';

let inFlight: Promise<LoadResult> | null = null;

/**
 * Spec §4: with a token and no roles, GET auth/info then GET api/menus/build and add the routes.
 * Info failure → logout and reload; an expired account → warning 2.5 s and the session cleared.
 */
export function loadSession(now: () => Date = () => new Date()): Promise<LoadResult> {
  if (!inFlight) {
    inFlight = run(now).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

async function run(now: () => Date): Promise<LoadResult> {
  let info: AuthInfo;
  try {
    info = await http.get<AuthInfo>('auth/info', undefined, { silent: true });
  } catch {
    await authProvider.logout({});
    ui.reload();
    return 'failed';
  }
  if (isExpired(info.user, now())) {
    ui.warning(t('session.expired'), settings.messageDurationS);
    session.clear();
    return 'expired';
  }
  let menus: MenuRoute[] = [];
  try {
    menus = (await http.get<MenuRoute[]>('api/menus/build')) ?? [];
  } catch {
    /* the HTTP layer has reported it; the fixed routes still work */
  }
  session.setMenus(Array.isArray(menus) ? menus : []);
  session.setInfo(info);
  return 'ok';
}
