import { useMemo } from 'react';
import { theme } from 'antd';
import type { RowActionKey } from './row-actions';

export type RowActionClasses = Record<RowActionKey, string>;

/**
 * Class names of antd's small icon-only Button (default; primary for edit; danger for delete)
 * under the current theme, for the row menu's plain <button>s: 60 rows × 6 antd Buttons (each
 * with its hooks, wave effect and tooltip) were most of a list's render time. The toolbar's
 * antd Buttons keep the Button stylesheet in the page.
 */
export function useRowActionClasses(): RowActionClasses {
  const { hashId } = theme.useToken();
  return useMemo(() => {
    const base = ['ant-btn', hashId].filter(Boolean).join(' ');
    const outlined = (color: string, type = 'default') =>
      `${base} ant-btn-${type}${color === 'dangerous' ? ' ant-btn-dangerous' : ''} ant-btn-color-${color} ant-btn-variant-outlined ant-btn-sm ant-btn-icon-only`;
    const primary = `${base} ant-btn-primary ant-btn-color-primary ant-btn-variant-solid ant-btn-sm ant-btn-icon-only`;
    return { reset: outlined('default'), cancelRelation: outlined('default'), relation: outlined('default'), edit: primary, copy: outlined('default'), del: outlined('dangerous') };
  }, [hashId]);
}
