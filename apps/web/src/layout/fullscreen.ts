import { useEffect, useState } from 'react';
import { t } from '../i18n';
import { ui } from '../ui/bridge';

/**
 * Toggles fullscreen on the whole page; where the browser has no Fullscreen API the warning
 * 'you browser can not work' is shown instead (spec §8).
 */
export async function toggleFullscreen(doc: Document = document): Promise<boolean> {
  const enabled = doc.fullscreenEnabled && typeof doc.documentElement.requestFullscreen === 'function';
  if (!enabled) {
    ui.warning(t('layout.fullscreenUnsupported'));
    return false;
  }
  try {
    if (doc.fullscreenElement) await doc.exitFullscreen();
    else await doc.documentElement.requestFullscreen();
    return true;
  } catch {
    ui.warning(t('layout.fullscreenUnsupported'));
    return false;
  }
}

export function useFullscreen(): boolean {
  const [on, setOn] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const onChange = () => setOn(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  return on;
}
