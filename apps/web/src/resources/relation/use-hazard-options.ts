import { useEffect, useState } from 'react';
import type { HazardOption } from './hazard-options';

let loaded: Promise<HazardOption[]> | null = null;

/** The GBZ 2.1 hazard options, loaded on first use (a separate chunk) and kept for the session. */
export function loadHazardOptions(): Promise<HazardOption[]> {
  loaded ??= import('./hazard-options').then((m) => m.hazardOptions()).catch((e: unknown) => {
    loaded = null;
    throw e;
  });
  return loaded;
}

export function useHazardOptions(): { options: HazardOption[]; loading: boolean } {
  const [options, setOptions] = useState<HazardOption[] | null>(null);
  useEffect(() => {
    let live = true;
    loadHazardOptions().then((o) => live && setOptions(o), () => live && setOptions([]));
    return () => {
      live = false;
    };
  }, []);
  return { options: options ?? [], loading: options === null };
}
