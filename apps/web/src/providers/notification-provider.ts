import type { NotificationProvider } from '@refinedev/core';
import { settings } from '../config/settings';
import { ui } from '../ui/bridge';

/**
 * Refine's notifications through the same antd feedback as the rest of the app. Error
 * notifications are skipped: the HTTP layer has already shown the server's message (spec §8).
 */
export const notificationProvider: NotificationProvider = {
  open: ({ message, type }) => {
    if (type === 'success') ui.success(message, settings.messageDurationS);
  },
  close: () => undefined,
};
