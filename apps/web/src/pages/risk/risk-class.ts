import { RISK_CLASS_OPTIONS } from '@ohit/contracts';

/** 一般 green, 较重 amber, 严重 red. */
export const RISK_CLASS_COLORS: Record<string, string> = { general: 'green', heavier: 'orange', serious: 'red' };

/** The class in words; no class (nothing could be graded) is 无法判定. */
export function riskClassLabel(value: unknown): string {
  return RISK_CLASS_OPTIONS.find((o) => o.value === value)?.label ?? '无法判定';
}
