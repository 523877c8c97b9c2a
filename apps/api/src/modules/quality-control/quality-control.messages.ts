import { QUALITY_STATISTICS_MAX_DAYS } from '@ohit/contracts';

/** The 质量控制 statistics' refusals (zh-CN). */
export const QUALITY_CONTROL_MESSAGES = {
  period: '请选择统计区间：开始日期和结束日期（YYYY-MM-DD）',
  fromAfterTo: '开始日期不能晚于结束日期',
  tooLong: `统计区间不能超过${QUALITY_STATISTICS_MAX_DAYS}天`,
} as const;
