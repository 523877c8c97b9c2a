/**
 * An employer's dictionaries, read by inspected units and by enterprise declarations alike (kept
 * apart from declarations.ts so a declaration module may import them without a cycle).
 */
import type { FieldOption } from './resource-declaration';

/** Built-in values of the `industry` dictionary (国民经济行业门类). */
export const INDUSTRY_OPTIONS: FieldOption[] = [
  { value: 'B', label: '采矿业' },
  { value: 'C', label: '制造业' },
  { value: 'D', label: '电力、热力、燃气及水生产和供应业' },
  { value: 'E', label: '建筑业' },
  { value: 'F', label: '批发和零售业' },
  { value: 'G', label: '交通运输、仓储和邮政业' },
  { value: 'M', label: '科学研究和技术服务业' },
  { value: 'Q', label: '卫生和社会工作' },
  { value: 'Z', label: '其他' },
];

export const ENTERPRISE_SCALE_OPTIONS: FieldOption[] = [
  { value: '1', label: '大型' },
  { value: '2', label: '中型' },
  { value: '3', label: '小型' },
  { value: '4', label: '微型' },
];
