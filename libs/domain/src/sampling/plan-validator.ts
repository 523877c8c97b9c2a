import { fixedPointCount } from './fixed-points';
import { individualSubjectCount, type SubjectSelection } from './individual-subjects';
import { samplingPeriod, type MonitoringType } from './sampling-period';

/** A sample kind a point or subject is planned for. MAC and STEL samples are short (≤ 15 min). */
export type PlannedSampleKind = 'TWA' | 'STEL' | 'MAC';

/** How a kind reads in a message. */
export const SAMPLE_KIND_LABELS: Readonly<Record<PlannedSampleKind, string>> = {
  TWA: '时间加权平均（TWA）',
  STEL: '短时间接触（STEL）',
  MAC: '最高容许浓度（MAC）',
};

/** Short-time samples: MAC ≤ 15 min at the peak, STEL exactly 15 min. */
export const SHORT_SAMPLE_MINUTES = 15;

export interface EquipmentGroup {
  /** Type of production equipment, e.g. 喷漆台. */
  readonly type: string;
  readonly units: number;
  /** Substances this equipment gives off. */
  readonly substances: readonly string[];
}

export interface PlannedPoints {
  readonly substance: string;
  readonly points: number;
  /** Limit kinds the samples serve, with planned sample minutes for short samples. */
  readonly kinds: readonly PlannedSampleKind[];
  readonly shortSampleMinutes?: number;
}

export interface WorkSitePlan {
  readonly name: string;
  readonly substances: readonly string[];
  readonly equipment: readonly EquipmentGroup[];
  readonly points: readonly PlannedPoints[];
}

export interface JobPlan {
  readonly name: string;
  readonly workers: number;
  readonly selection: SubjectSelection;
  /** Substances sampled by personal samplers in this job, with the planned number of subjects. */
  readonly subjects: readonly { readonly substance: string; readonly count: number }[];
}

export interface SamplingPlan {
  readonly monitoringType: MonitoringType;
  readonly shiftsPlanned: number;
  readonly consecutiveShifts?: boolean;
  readonly workSites: readonly WorkSitePlan[];
  readonly jobs?: readonly JobPlan[];
  /** Kinds of limit each substance has (from the limits table): decides which samples are needed. */
  readonly limitKinds?: Readonly<Record<string, readonly PlannedSampleKind[]>>;
}

export type PlanIssueCode =
  | 'SHIFTS_TOO_FEW'
  | 'SHIFTS_NOT_CONSECUTIVE'
  | 'WORK_SITE_NO_SUBSTANCE'
  | 'POINTS_MISSING'
  | 'POINTS_TOO_FEW'
  | 'SAMPLE_KIND_MISSING'
  | 'SHORT_SAMPLE_TOO_LONG'
  | 'SUBJECTS_TOO_FEW'
  | 'INVALID_COUNT';

export interface PlanIssue {
  readonly code: PlanIssueCode;
  /** Where in the plan: e.g. "workSites[0].points[甲苯]". */
  readonly path: string;
  readonly message: string;
  readonly required?: number;
  readonly planned?: number;
  readonly source: string;
}

export interface PlanValidation {
  readonly valid: boolean;
  readonly issues: readonly PlanIssue[];
}

function isCount(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 0;
}

/**
 * Checks a sampling plan against GBZ 159 and lists everything missing. Never throws on a bad
 * plan: every defect becomes an issue, so the planner sees them all at once.
 */
export function validateSamplingPlan(plan: SamplingPlan): PlanValidation {
  const issues: PlanIssue[] = [];
  const period = samplingPeriod(plan.monitoringType);

  if (!isCount(plan.shiftsPlanned) || plan.shiftsPlanned < period.shifts) {
    issues.push({
      code: 'SHIFTS_TOO_FEW',
      path: 'shiftsPlanned',
      message: `${period.label}需采样 ${period.shifts} 个工作班，方案为 ${plan.shiftsPlanned} 个`,
      required: period.shifts,
      planned: plan.shiftsPlanned,
      source: period.source,
    });
  }
  if (period.consecutive && plan.consecutiveShifts === false) {
    issues.push({
      code: 'SHIFTS_NOT_CONSECUTIVE',
      path: 'consecutiveShifts',
      message: `${period.label}的工作班须连续`,
      source: period.source,
    });
  }

  plan.workSites.forEach((site, siteIndex) => {
    const sitePath = `workSites[${siteIndex}]`;
    if (site.substances.length === 0) {
      issues.push({
        code: 'WORK_SITE_NO_SUBSTANCE',
        path: `${sitePath}.substances`,
        message: `工作场所“${site.name}”未列出待测有害物质`,
        source: 'GBZ 159-2004 采样点的选择原则',
      });
    }
    for (const substance of site.substances) {
      validateSubstancePoints(plan, site, sitePath, substance, issues);
    }
  });

  (plan.jobs ?? []).forEach((job, jobIndex) => {
    job.subjects.forEach((planned, subjectIndex) => {
      const path = `jobs[${jobIndex}].subjects[${subjectIndex}]`;
      if (!Number.isSafeInteger(job.workers) || job.workers <= 0 || !isCount(planned.count)) {
        issues.push({
          code: 'INVALID_COUNT',
          path,
          message: `岗位“${job.name}”的人数或采样对象数无效`,
          source: 'GBZ 159-2004 采样对象的选定',
        });
        return;
      }
      const required = individualSubjectCount(job.workers, job.selection);
      if (planned.count < required.subjects) {
        issues.push({
          code: 'SUBJECTS_TOO_FEW',
          path,
          message: `${job.name}岗位 ${planned.substance} 需个体采样 ${required.subjects} 人，方案为 ${planned.count} 人`,
          required: required.subjects,
          planned: planned.count,
          source: required.source,
        });
      }
    });
  });

  return { valid: issues.length === 0, issues };
}

function validateSubstancePoints(
  plan: SamplingPlan,
  site: WorkSitePlan,
  sitePath: string,
  substance: string,
  issues: PlanIssue[],
): void {
  const path = `${sitePath}.points[${substance}]`;
  // Several equipment types giving off the same substance: the count follows the largest group,
  // placed at the equipment with the highest emission.
  const emitting = site.equipment.filter((group) => group.substances.includes(substance));
  let required = 1;
  let source = 'GBZ 159-2004 采样点的选择原则 (每个有该物质的工作场所至少 1 个采样点)';
  for (const group of emitting) {
    if (!Number.isSafeInteger(group.units) || group.units <= 0) {
      issues.push({
        code: 'INVALID_COUNT',
        path: `${sitePath}.equipment[${group.type}]`,
        message: `设备“${group.type}”的台数无效：${group.units}`,
        source,
      });
      continue;
    }
    const needed = fixedPointCount(group.units);
    if (needed.points > required) {
      required = needed.points;
      source = needed.source;
    }
  }
  const planned = site.points.filter((p) => p.substance === substance);
  const total = planned.reduce((sum, p) => sum + (isCount(p.points) ? p.points : 0), 0);
  if (planned.length === 0 || total === 0) {
    issues.push({
      code: 'POINTS_MISSING',
      path,
      message: `${site.name} ${substance} 需定点采样 ${required} 个点，方案未设采样点`,
      required,
      planned: 0,
      source,
    });
    return;
  }
  if (total < required) {
    issues.push({
      code: 'POINTS_TOO_FEW',
      path,
      message: `${site.name} ${substance} 需定点采样 ${required} 个点，方案为 ${total} 个`,
      required,
      planned: total,
      source,
    });
  }
  const kindsNeeded = plan.limitKinds?.[substance] ?? [];
  const kindsPlanned = new Set(planned.flatMap((p) => p.kinds));
  for (const kind of kindsNeeded) {
    if (!kindsPlanned.has(kind)) {
      issues.push({
        code: 'SAMPLE_KIND_MISSING',
        path,
        message: `${site.name} ${substance} 需${SAMPLE_KIND_LABELS[kind]}样品，方案没有`,
        source: 'GBZ 159-2004 MAC/STEL/TWA 的采样',
      });
    }
  }
  for (const p of planned) {
    const short = p.kinds.includes('MAC') || p.kinds.includes('STEL');
    if (short && p.shortSampleMinutes !== undefined && p.shortSampleMinutes > SHORT_SAMPLE_MINUTES) {
      issues.push({
        code: 'SHORT_SAMPLE_TOO_LONG',
        path,
        message: `${site.name} ${substance} 短时间采样不应超过 ${SHORT_SAMPLE_MINUTES} min，方案为 ${p.shortSampleMinutes} min`,
        required: SHORT_SAMPLE_MINUTES,
        planned: p.shortSampleMinutes,
        source: 'GBZ 159-2004 MAC/STEL 的采样',
      });
    }
  }
}
