import { useCallback, useEffect, useState } from 'react';
import { App } from 'antd';

/**
 * The rows of a detail-page section (a child collection, the attachments): loaded on mount and
 * after each change; `changed` says the success message, reloads and tells the page (whose row
 * and history reload too). A failed load is shown by the HTTP layer; the section keeps what it had.
 */
export function useSectionRows<T>(list: () => Promise<T[]>, onChanged?: () => void) {
  const { message } = App.useApp();
  const [rows, setRows] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await list());
    } catch {
      // shown by the HTTP layer
    } finally {
      setLoading(false);
    }
  }, [list]);
  useEffect(() => {
    void load();
  }, [load]);

  const changed = async (text: string) => {
    void message.success(text);
    await load();
    onChanged?.();
  };

  return { rows, loading, changed };
}
