/** Admin shell layout (spec §2 "Shell", §3 "Persistent UI settings", §9). */
/** Below this window width (px) the shell is in mobile mode and the sidebar closes. */
export const MOBILE_BREAKPOINT = 992;
export const SIDEBAR_WIDTH = 205;
export const DIALOG_WIDTHS = Object.freeze({ small: 500, medium: 800, large: 850 } as const);
/** Notification detail and bell dialogs. */
export const NOTIFICATION_DIALOG_WIDTH = DIALOG_WIDTHS.medium;
/** Footer agreement dialogs (not closable by clicking the backdrop). */
export const AGREEMENT_DIALOG_WIDTH = DIALOG_WIDTHS.large;

export const SIZE_OPTIONS = Object.freeze(['default', 'medium', 'small', 'mini'] as const);
export type UiSize = (typeof SIZE_OPTIONS)[number];
/** Used unless a saved setting exists. */
export const DEFAULT_SIZE: UiSize = 'small';

/**
 * Theme colour. The spec has two readings (teal #007873 and the stock #409EFF); the
 * product's own teal is the default.
 */
export const THEME_COLOR_DEFAULT = '#007873';
export const THEME_COOKIE_EXPIRY_DAYS = 365;

export interface LayoutSettings {
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  uniqueOpened: boolean;
}

export const LAYOUT_DEFAULTS: Readonly<LayoutSettings> = Object.freeze({
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  uniqueOpened: false,
});
