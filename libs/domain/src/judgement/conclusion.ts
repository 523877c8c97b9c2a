import type { JudgementEdition, LimitCheck, RuleReference, Verdict } from './rule';
import { ruleStandard, verdictOf } from './rule';

export interface Conclusion {
  readonly verdict: Verdict;
  readonly passed: boolean;
  readonly editions: readonly JudgementEdition[];
  /** Standard and edition of every rule applied, e.g. ['gbz2.1-2019', 'gbz2.2-2007']: what the report names. */
  readonly standards: readonly string[];
  /** The rules that failed (empty when 符合): what the report must explain. */
  readonly failedRules: readonly RuleReference[];
  readonly checkCount: number;
}

export interface PointConclusion extends Conclusion {
  readonly point: string;
  readonly checks: readonly LimitCheck[];
}

export interface GroupConclusion extends Conclusion {
  readonly name: string;
  readonly failedParts: readonly string[];
}

function summarise(checks: readonly LimitCheck[]): Conclusion {
  const failed = checks.filter((c) => !c.passed);
  const passed = checks.length > 0 && failed.length === 0;
  return {
    verdict: verdictOf(passed),
    passed,
    editions: [...new Set(checks.map((c) => c.rule.edition))].sort(),
    standards: [...new Set(checks.map((c) => ruleStandard(c.rule)))].sort(),
    failedRules: failed.map((c) => c.rule),
    checkCount: checks.length,
  };
}

/** A point passes only if it has checks and every applicable check passes. */
export function concludePoint(point: string, checks: readonly LimitCheck[]): PointConclusion {
  return { ...summarise(checks), point, checks };
}

function concludeGroup(name: string, parts: readonly (Conclusion & { point?: string; name?: string })[]): GroupConclusion {
  const failedParts = parts.filter((p) => !p.passed).map((p) => p.point ?? p.name ?? '');
  const passed = parts.length > 0 && failedParts.length === 0;
  return {
    name,
    verdict: verdictOf(passed),
    passed,
    editions: [...new Set(parts.flatMap((p) => p.editions))].sort(),
    standards: [...new Set(parts.flatMap((p) => p.standards))].sort(),
    failedRules: parts.flatMap((p) => p.failedRules),
    checkCount: parts.reduce((n, p) => n + p.checkCount, 0),
    failedParts,
  };
}

/** A job (岗位) fails if any of its points fails. */
export function concludeJob(job: string, points: readonly PointConclusion[]): GroupConclusion {
  return concludeGroup(job, points);
}

/** A project fails if any job fails. */
export function concludeProject(project: string, jobs: readonly GroupConclusion[]): GroupConclusion {
  return concludeGroup(project, jobs);
}
