import { useCallback, useEffect, useRef } from 'react';
import type { FormInstance } from 'antd';
import { t } from '../../i18n';
import { session } from '../../session/session-store';
import { ui } from '../../ui/bridge';

const keyOf = (name: string) => `ohit.siteSampling.draft.${session.get().user?.id ?? 'anonymous'}.${name}`;

/**
 * What the sampler has typed into a form, kept in this phone's localStorage on every change
 * (as plain JSON: `toDraft`/`fromDraft` turn dates into text and back), restored when the form
 * opens again — after a reload, a dead battery, a lost tab — and cleared once the form's write
 * was sent or kept in the outbox.
 */
export function useFormDraft<V extends Record<string, unknown>>(
  name: string | null,
  form: FormInstance<V>,
  convert: { toDraft: (values: V) => Record<string, unknown>; fromDraft: (draft: Record<string, unknown>) => Partial<V> },
) {
  const restored = useRef<string | null>(null);
  const { toDraft, fromDraft } = convert;

  useEffect(() => {
    if (!name || restored.current === name) return;
    restored.current = name;
    const raw = window.localStorage.getItem(keyOf(name));
    if (!raw) return;
    try {
      form.setFieldsValue(fromDraft(JSON.parse(raw) as Record<string, unknown>) as never);
      ui.success(t('siteSampling.draftRestored'));
    } catch {
      window.localStorage.removeItem(keyOf(name));
    }
  }, [name, form, fromDraft]);

  /** For the form's onValuesChange. */
  const keep = useCallback(() => {
    if (!name) return;
    window.localStorage.setItem(keyOf(name), JSON.stringify(toDraft(form.getFieldsValue(true) as V)));
  }, [name, form, toDraft]);

  const clear = useCallback(() => {
    if (name) window.localStorage.removeItem(keyOf(name));
  }, [name]);

  return { keep, clear };
}
