import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';

export interface QcInstrumentStatus {
  /** Display name, used in messages. */
  readonly name: string;
  /** Last day the calibration (检定/校准) is valid, YYYY-MM-DD; null when never calibrated. */
  readonly calibrationValidUntil: string | null;
  /** Most recent QC (期间核查) of the instrument; null when none. */
  readonly lastQc: { readonly date: string; readonly passed: boolean } | null;
}

export interface QcInstrumentCheck {
  readonly usable: boolean;
  /** Chinese reasons, empty when usable. */
  readonly reasons: readonly string[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string, label: string): string {
  const parsed = new Date(`${value}T00:00:00Z`);
  if (!ISO_DATE.test(value) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw new DomainError(DomainErrorCodes.invalidArgument, `${label}格式应为 YYYY-MM-DD：${value}`, { [label]: value });
  }
  return value;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Whether an instrument may produce results on `on` (domain.md §7): calibration still valid that
 * day, and the last QC passed (and, when `maxDaysSinceQc` is set, is recent enough).
 */
export function qcInstrumentUsable(
  instrument: QcInstrumentStatus,
  on: string,
  options: { readonly requireQc?: boolean; readonly maxDaysSinceQc?: number } = {},
): QcInstrumentCheck {
  const today = day(on, '使用日期');
  const reasons: string[] = [];
  if (instrument.calibrationValidUntil === null) {
    reasons.push(`${instrument.name}无有效检定/校准记录`);
  } else if (day(instrument.calibrationValidUntil, '检定/校准有效期') < today) {
    reasons.push(`${instrument.name}检定/校准已于 ${instrument.calibrationValidUntil} 过期`);
  }
  const qc = instrument.lastQc;
  if (qc === null) {
    if (options.requireQc ?? true) reasons.push(`${instrument.name}无期间核查记录`);
  } else {
    const qcDay = day(qc.date, '期间核查日期');
    if (!qc.passed) reasons.push(`${instrument.name}最近一次期间核查（${qc.date}）不合格`);
    if (qcDay > today) reasons.push(`${instrument.name}期间核查日期 ${qc.date} 晚于使用日期`);
    if (options.maxDaysSinceQc !== undefined && daysBetween(qcDay, today) > options.maxDaysSinceQc) {
      reasons.push(`${instrument.name}距最近一次期间核查已超过 ${options.maxDaysSinceQc} 天`);
    }
  }
  return { usable: reasons.length === 0, reasons };
}

/** Same check, throwing a DomainError when the instrument may not be used. */
export function qcAssertInstrumentUsable(
  instrument: QcInstrumentStatus,
  on: string,
  options: { readonly requireQc?: boolean; readonly maxDaysSinceQc?: number } = {},
): void {
  const check = qcInstrumentUsable(instrument, on, options);
  if (!check.usable) {
    throw new DomainError('QC_INSTRUMENT_NOT_USABLE', `仪器不可用于出具结果：${check.reasons.join('；')}`, {
      instrument: instrument.name,
      reasons: check.reasons,
    });
  }
}
