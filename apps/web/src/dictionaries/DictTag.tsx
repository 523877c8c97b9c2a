import { Tag } from 'antd';
import { dictLabel, useDict } from './dict-cache';

/** Shows the label of `value` in dictionary `dict` (the value itself while loading or when unknown). */
export function DictTag({ dict, value, color }: { dict: string; value: unknown; color?: string }) {
  const map = useDict(dict);
  const label = dictLabel(map[dict] ?? [], value);
  if (!label) return null;
  return <Tag color={color}>{label}</Tag>;
}
