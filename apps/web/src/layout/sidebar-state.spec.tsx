import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { settings } from '../config/settings';
import { useSidebar } from './sidebar-state';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('sidebar open flag', () => {
  afterEach(() => {
    Cookies.remove(settings.sidebarCookie);
    resizeTo(1366);
  });

  it('folds on a narrow window and opens again, as the user left it, when the window is wide again', () => {
    resizeTo(1366);
    const { result } = renderHook(() => useSidebar('/'));
    expect(result.current.opened).toBe(true);
    act(() => resizeTo(800));
    expect(result.current).toMatchObject({ device: 'mobile', opened: false });
    act(() => resizeTo(1366));
    expect(result.current).toMatchObject({ device: 'desktop', opened: true });
  });

  it('keeps it folded on a wide window when the user folded it', () => {
    resizeTo(1366);
    const { result } = renderHook(() => useSidebar('/'));
    act(() => result.current.toggle());
    expect(result.current.opened).toBe(false);
    act(() => resizeTo(800));
    act(() => resizeTo(1366));
    expect(result.current.opened).toBe(false);
  });
});
