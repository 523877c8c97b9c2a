import { useSyncExternalStore } from 'react';
import { deviceFor, type Device } from './sidebar-state';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** 'mobile' below the spec's breakpoint (992 px), else 'desktop'; follows window resizes. */
export function useDevice(): Device {
  return useSyncExternalStore(subscribe, () => deviceFor(window.innerWidth), () => 'desktop');
}
