import { QC_CHECK_KINDS, type QcCheckKind, type QcPassRateRow, type QcTally } from '@ohit/contracts';
import type { BarDatum, BarSeries } from '../../ui/BarChart';
import { t } from '../../i18n';

/** The charts' colours: passed green, failed red (antd's palette). */
export const PASS_FAIL_SERIES: BarSeries[] = [
  { key: 'passed', label: t('qualityControl.passed'), color: '#52c41a' },
  { key: 'failed', label: t('qualityControl.failed'), color: '#ff4d4f' },
];

/** The pass rate to one decimal ('95.2%'), '—' without checks. Display only: counts, not measured values. */
export function rateText({ passed, failed }: QcTally): string {
  const total = passed + failed;
  if (total === 0) return '—';
  return `${(Math.round((passed * 1000) / total) / 10).toFixed(1)}%`;
}

/** A tally as a chart row: its passed and failed counts, its pass rate at the end. */
export function tallyDatum(key: string, label: string, tally: QcTally): BarDatum {
  return { key, label, values: { passed: tally.passed, failed: tally.failed }, note: rateText(tally) };
}

/** The kinds that failed in a row, with their counts: '加标回收率 1、空白 2'. */
export function failingKinds(row: QcPassRateRow): string {
  return QC_CHECK_KINDS.filter((k) => (row.byKind[k.kind as QcCheckKind]?.failed ?? 0) > 0)
    .map((k) => `${k.label} ${row.byKind[k.kind as QcCheckKind]?.failed}`)
    .join('、');
}

/** The chart shows the rows with most failures (the statistics' order) up to this many; the table lists all. */
export const CHART_ROWS = 12;
