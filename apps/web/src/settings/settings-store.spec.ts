import Cookies from 'js-cookie';
import { antdSizeOf, antdThemeOf, readSettings, SETTINGS_KEYS, uiSettings } from './settings-store';

describe('persistent UI settings (spec §3, §9)', () => {
  beforeEach(() => {
    Cookies.remove(SETTINGS_KEYS.themeCookie);
    Cookies.remove(SETTINGS_KEYS.sizeCookie);
    window.localStorage.clear();
    uiSettings.reload();
  });

  it('defaults: teal #007873, size small, tags view, fixed header and logo on, unique-opened off', () => {
    expect(readSettings()).toEqual({ themeColor: '#007873', size: 'small', tagsView: true, fixedHeader: true, sidebarLogo: true, uniqueOpened: false });
  });

  it('saves every change and reads it back after a reload', () => {
    const setSpy = jest.spyOn(Cookies, 'set');
    uiSettings.set({ themeColor: '#409EFF', size: 'mini', tagsView: false, fixedHeader: false, sidebarLogo: false, uniqueOpened: true });
    expect(setSpy).toHaveBeenCalledWith('themeColor', '#409EFF', { expires: 365 });
    setSpy.mockRestore();
    expect(Cookies.get('themeColor')).toBe('#409EFF');
    expect(Cookies.get('size')).toBe('mini');
    expect(JSON.parse(window.localStorage.getItem(SETTINGS_KEYS.layoutStorage)!)).toEqual({ tagsView: false, fixedHeader: false, sidebarLogo: false, uniqueOpened: true });
    uiSettings.reload();
    expect(uiSettings.get()).toEqual({ themeColor: '#409EFF', size: 'mini', tagsView: false, fixedHeader: false, sidebarLogo: false, uniqueOpened: true });
  });

  it('notifies subscribers live and ignores invalid colours and sizes', () => {
    const listener = jest.fn();
    const off = uiSettings.subscribe(listener);
    uiSettings.set({ themeColor: 'red', size: 'huge' as never });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(uiSettings.get().themeColor).toBe('#007873');
    expect(uiSettings.get().size).toBe('small');
    off();
  });

  it('malformed saved values fall back to the defaults', () => {
    Cookies.set('themeColor', 'javascript:alert(1)');
    Cookies.set('size', 'xxl');
    window.localStorage.setItem(SETTINGS_KEYS.layoutStorage, '{not json');
    expect(readSettings()).toMatchObject({ themeColor: '#007873', size: 'small', tagsView: true });
  });

  it('maps the four sizes onto antd and the colour onto the theme', () => {
    expect(['default', 'medium', 'small', 'mini'].map((s) => antdSizeOf(s as never))).toEqual(['large', 'middle', 'small', 'small']);
    expect(antdThemeOf({ themeColor: '#123456', size: 'small' }).token.colorPrimary).toBe('#123456');
    expect(antdThemeOf({ themeColor: '#123456', size: 'mini' }).token).toMatchObject({ fontSize: 12 });
  });
});
