import { useSyncExternalStore } from 'react';
import Cookies from 'js-cookie';
import {
  DEFAULT_SIZE,
  LAYOUT_DEFAULTS,
  SIZE_OPTIONS,
  THEME_COLOR_DEFAULT,
  THEME_COOKIE_EXPIRY_DAYS,
  type LayoutSettings,
  type UiSize,
} from '@ohit/domain';

/**
 * Persistent UI settings of spec §3: theme colour (cookie, 365 days), size (cookie, default
 * small) and the layout switches (tags view, fixed header, sidebar logo, unique-opened menu) in
 * localStorage. One module-level store; every change is saved and applied live.
 */
export interface UiSettings extends LayoutSettings {
  themeColor: string;
  size: UiSize;
}

export const SETTINGS_KEYS = {
  themeCookie: 'themeColor',
  sizeCookie: 'size',
  layoutStorage: 'OHIT-LAYOUT-SETTINGS',
} as const;

const HEX = /^#[0-9a-fA-F]{6}$/;

function readLayout(): Partial<LayoutSettings> {
  try {
    const raw = window.localStorage.getItem(SETTINGS_KEYS.layoutStorage);
    if (!raw) return {};
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const out: Partial<LayoutSettings> = {};
    for (const key of Object.keys(LAYOUT_DEFAULTS) as (keyof LayoutSettings)[]) {
      if (typeof parsed[key] === 'boolean') out[key] = parsed[key] as boolean;
    }
    return out;
  } catch {
    return {};
  }
}

/** Reads the saved settings (defaults for anything missing or malformed). */
export function readSettings(): UiSettings {
  const color = Cookies.get(SETTINGS_KEYS.themeCookie);
  const size = Cookies.get(SETTINGS_KEYS.sizeCookie) as UiSize | undefined;
  return {
    ...LAYOUT_DEFAULTS,
    ...readLayout(),
    themeColor: color && HEX.test(color) ? color : THEME_COLOR_DEFAULT,
    size: size && (SIZE_OPTIONS as readonly string[]).includes(size) ? size : DEFAULT_SIZE,
  };
}

let state: UiSettings = typeof window === 'undefined' ? { ...LAYOUT_DEFAULTS, themeColor: THEME_COLOR_DEFAULT, size: DEFAULT_SIZE } : readSettings();
const listeners = new Set<() => void>();

function persist(next: UiSettings): void {
  Cookies.set(SETTINGS_KEYS.themeCookie, next.themeColor, { expires: THEME_COOKIE_EXPIRY_DAYS });
  Cookies.set(SETTINGS_KEYS.sizeCookie, next.size);
  const layout: LayoutSettings = {
    tagsView: next.tagsView,
    fixedHeader: next.fixedHeader,
    sidebarLogo: next.sidebarLogo,
    uniqueOpened: next.uniqueOpened,
  };
  try {
    window.localStorage.setItem(SETTINGS_KEYS.layoutStorage, JSON.stringify(layout));
  } catch {
    /* storage unavailable: this session only */
  }
}

export const uiSettings = {
  get: (): UiSettings => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Changes one or more settings, saves them and notifies the shell. */
  set(patch: Partial<UiSettings>): void {
    const next = { ...state, ...patch };
    if (patch.themeColor !== undefined && !HEX.test(patch.themeColor)) next.themeColor = state.themeColor;
    if (patch.size !== undefined && !(SIZE_OPTIONS as readonly string[]).includes(patch.size)) next.size = state.size;
    state = next;
    persist(state);
    listeners.forEach((l) => l());
  },
  /** Re-reads cookies and storage (tests, other tabs). */
  reload(): void {
    state = readSettings();
    listeners.forEach((l) => l());
  },
};

export function useUiSettings(): UiSettings {
  return useSyncExternalStore(uiSettings.subscribe, uiSettings.get, uiSettings.get);
}

/** The four product sizes on antd's three: default → large, medium → middle, small and mini → small. */
export function antdSizeOf(size: UiSize): 'large' | 'middle' | 'small' {
  if (size === 'default') return 'large';
  if (size === 'medium') return 'middle';
  return 'small';
}

/** antd theme of the settings: the primary colour, and a smaller type scale for mini. */
export function antdThemeOf(s: Pick<UiSettings, 'themeColor' | 'size'>) {
  return {
    token: {
      colorPrimary: s.themeColor,
      colorLink: s.themeColor,
      ...(s.size === 'mini' ? { fontSize: 12, controlHeightSM: 20 } : {}),
    },
  };
}
