import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../i18n';

/** Typing pauses this long before the search is sent. */
export const PICKER_DEBOUNCE_MS = 300;

export interface DebouncedOptions<T> {
  options: T[];
  loading: boolean;
  /** The refusal to show in the dropdown (the server's message), null when the last search answered. */
  failure: string | null;
  /** Searches for `text` once typing pauses; the fetch is the one of the render that called it. */
  search: (text: string) => void;
  /** Empties the options and ignores any answer still on its way (the search's context changed). */
  reset: () => void;
}

/**
 * A remote select's options: `fetchOptions` runs once per typing pause, and only the latest
 * search's answer is kept — an older keystroke's slower answer never overwrites it.
 */
export function useDebouncedOptions<T>(fetchOptions: (text: string) => Promise<T[]>): DebouncedOptions<T> {
  const [options, setOptions] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(0);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const search = (text: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const call = ++latest.current;
      setLoading(true);
      fetchOptions(text)
        .then((found) => {
          if (call !== latest.current) return; // an answer to an older keystroke
          setOptions(found);
          setFailure(null);
        })
        .catch((e: unknown) => {
          if (call !== latest.current) return;
          setOptions([]);
          setFailure(e instanceof Error && e.message ? e.message : t('resourceList.pickerFailed'));
        })
        .finally(() => call === latest.current && setLoading(false));
    }, PICKER_DEBOUNCE_MS);
  };

  const reset = useCallback(() => {
    latest.current++;
    setOptions([]);
    setFailure(null);
  }, []);

  return { options, loading, failure, search, reset };
}
