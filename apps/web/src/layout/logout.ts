import { authProvider } from '../providers/auth-provider';
import { ui } from '../ui/bridge';
import { t } from '../i18n';

/** The confirmation of spec §8 "Header". */
export const logoutConfirm = {
  title: t('shell.logoutTitle'),
  content: t('shell.logoutConfirm'),
  okText: t('shell.ok'),
  cancelText: t('shell.cancel'),
};

/** Logs out (the session is cleared even if DELETE auth/logout fails), then reloads. */
export async function logoutAndReload(): Promise<void> {
  await authProvider.logout({});
  ui.reload();
}
