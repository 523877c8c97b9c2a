import { useMemo } from 'react';
import { theme } from 'antd';

/** Class names of antd's Checkbox under the current theme (the header's select-all keeps its stylesheet in the page). */
export function useCheckboxClasses(): { wrapper: string; box: string } {
  const { hashId } = theme.useToken();
  return useMemo(() => ({ wrapper: ['ant-checkbox-wrapper', hashId].filter(Boolean).join(' '), box: ['ant-checkbox ant-wave-target', hashId].filter(Boolean).join(' ') }), [hashId]);
}

/**
 * A row's selection box: a native checkbox marked up as antd's. One antd Checkbox per row
 * (with its wave effect and hooks) was a fifth of a 60-row list's render.
 */
export function RowCheckbox({ checked, onChange, classes }: { checked: boolean; onChange: (checked: boolean) => void; classes: { wrapper: string; box: string } }) {
  return (
    <label className={checked ? `${classes.wrapper} ant-checkbox-wrapper-checked` : classes.wrapper} onClick={(e) => e.stopPropagation()}>
      <span className={checked ? `${classes.box} ant-checkbox-checked` : classes.box}>
        <input type="checkbox" className="ant-checkbox-input" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span className="ant-checkbox-inner" />
      </span>
    </label>
  );
}
