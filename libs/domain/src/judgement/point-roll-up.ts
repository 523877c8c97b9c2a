import type { PointConclusionText } from './point-judgement-types';

export interface NamedPointConclusion {
  /** How a report names the point, e.g. "喷漆车间/喷漆工/喷漆房1 甲苯". */
  readonly name: string;
  readonly conclusion: PointConclusionText;
}

export interface PointsRollUp {
  readonly conclusion: PointConclusionText;
  readonly failingPoints: readonly string[];
  readonly undecidedPoints: readonly string[];
  readonly explanation: string;
}

/**
 * A project's (or a post's) conclusion from its points: 不符合 when any point fails (domain.md §4:
 * a point, job or project fails if any applicable check fails); otherwise 无法判定 while any point
 * cannot be judged yet, or when there are no points; otherwise 符合.
 */
export function rollUpPoints(points: readonly NamedPointConclusion[]): PointsRollUp {
  const failingPoints = points.filter((p) => p.conclusion === '不符合').map((p) => p.name);
  const undecidedPoints = points.filter((p) => p.conclusion === '无法判定').map((p) => p.name);
  if (failingPoints.length > 0) {
    return { conclusion: '不符合', failingPoints, undecidedPoints, explanation: `${failingPoints.length} 个检测点不符合：${failingPoints.join('、')}` };
  }
  if (points.length === 0) return { conclusion: '无法判定', failingPoints, undecidedPoints, explanation: '尚无检测点' };
  if (undecidedPoints.length > 0) {
    return { conclusion: '无法判定', failingPoints, undecidedPoints, explanation: `${undecidedPoints.length} 个检测点尚无法判定：${undecidedPoints.join('、')}` };
  }
  return { conclusion: '符合', failingPoints, undecidedPoints, explanation: `全部 ${points.length} 个检测点符合` };
}
