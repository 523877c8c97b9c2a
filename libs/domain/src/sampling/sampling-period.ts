import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';

/** 评价监测 / 日常监测 / 监督监测. */
export type MonitoringType = 'evaluation' | 'routine' | 'supervision';

export interface SamplingPeriodRequirement {
  readonly monitoringType: MonitoringType;
  readonly label: string;
  /** Minimum number of work shifts to sample. */
  readonly shifts: number;
  readonly consecutive: boolean;
  /** Which part of the shift/time is to be sampled. */
  readonly timing: 'whole-shifts' | 'highest-exposure-day' | 'peak-period';
  /** Which limit kinds the samples must serve. */
  readonly covers: readonly ('TWA' | 'STEL' | 'MAC')[];
  readonly description: string;
  readonly source: string;
}

const SOURCE = 'GBZ 159-2004 空气监测类型及其采样要求';

const PERIODS: Record<MonitoringType, SamplingPeriodRequirement> = {
  evaluation: {
    monitoringType: 'evaluation',
    label: '评价监测',
    shifts: 3,
    consecutive: true,
    timing: 'whole-shifts',
    covers: ['TWA', 'STEL', 'MAC'],
    description: '连续采样 3 个工作日（班），测定 TWA 及 STEL/MAC',
    source: SOURCE,
  },
  routine: {
    monitoringType: 'routine',
    label: '日常监测',
    shifts: 1,
    consecutive: false,
    timing: 'highest-exposure-day',
    covers: ['TWA', 'STEL', 'MAC'],
    description: '在接触浓度最高的工作日采样 1 个工作班',
    source: SOURCE,
  },
  supervision: {
    monitoringType: 'supervision',
    label: '监督监测',
    shifts: 1,
    consecutive: false,
    timing: 'peak-period',
    covers: ['TWA', 'STEL', 'MAC'],
    description: '在 1 个工作班内有害物质浓度最高的时段采样',
    source: SOURCE,
  },
};

export function samplingPeriod(monitoringType: MonitoringType): SamplingPeriodRequirement {
  const period = PERIODS[monitoringType];
  if (!period) {
    throw new DomainError(DomainErrorCodes.invalidArgument, `未知的监测类型：${String(monitoringType)}`, {
      monitoringType,
    });
  }
  return period;
}

/**
 * The monitoring type of a project's provincial check-type code (CHECK_TYPE_OPTIONS):
 * 10 定期检测 → routine, 20 监督检测 → supervision, 30–33 评价 → evaluation.
 */
const CHECK_TYPES: Readonly<Record<string, MonitoringType>> = {
  '10': 'routine',
  '20': 'supervision',
  '30': 'evaluation',
  '31': 'evaluation',
  '32': 'evaluation',
  '33': 'evaluation',
};

export function monitoringTypeOfCheckType(checkType: string): MonitoringType {
  const type = CHECK_TYPES[String(checkType).trim()];
  if (!type) {
    throw new DomainError(DomainErrorCodes.invalidArgument, `检测类型“${String(checkType)}”没有对应的采样要求`, { checkType });
  }
  return type;
}
