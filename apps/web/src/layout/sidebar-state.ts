import { useCallback, useEffect, useState } from 'react';
import Cookies from 'js-cookie';
import { settings } from '../config/settings';

export type Device = 'desktop' | 'mobile';

export function readSidebarOpened(): boolean {
  return Cookies.get(settings.sidebarCookie) !== '0';
}

export function deviceFor(width: number): Device {
  return width < settings.mobileBreakpoint ? 'mobile' : 'desktop';
}

/** Sidebar open flag persisted in the 'sidebarStatus' cookie; mobile below 992 px closes it, desktop width again restores it. */
export function useSidebar(pathname: string) {
  const [device, setDevice] = useState<Device>(() => deviceFor(window.innerWidth));
  const [opened, setOpened] = useState<boolean>(() => deviceFor(window.innerWidth) === 'mobile' ? false : readSidebarOpened());

  const persist = useCallback((open: boolean) => {
    setOpened(open);
    Cookies.set(settings.sidebarCookie, open ? '1' : '0');
  }, []);

  useEffect(() => {
    const onResize = () => {
      const next = deviceFor(window.innerWidth);
      setDevice((prev) => {
        if (prev !== next && next === 'mobile') setOpened(false);
        // back on a desktop-wide window (a phone turned, a window widened, a page laid out before its
        // viewport): the sidebar is as the user left it, not left folded by the narrow moment
        if (prev !== next && next === 'desktop') setOpened(readSidebarOpened());
        return next;
      });
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    if (device === 'mobile') setOpened(false);
  }, [pathname, device]);

  return {
    device,
    opened,
    toggle: () => (device === 'mobile' ? setOpened((o) => !o) : persist(!opened)),
    close: () => setOpened(false),
  };
}
