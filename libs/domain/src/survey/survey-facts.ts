import { Decimal, type DecimalInput } from '../decimal';

/** A post (岗位) as the site survey records it; hours and days as exact decimals. */
export interface SurveyPostFacts {
  post: string;
  headcount: number;
  exposedHeadcount: number;
  hoursPerDay: DecimalInput;
  daysPerWeek: DecimalInput;
}

/**
 * What cannot be true of a post (in Chinese), or null: the exposed headcount (接害人数) is part
 * of the headcount (定员人数), a shift has at most 24 hours, a week at most 7 days. The sampling
 * plan takes its subject counts and exposure times from these figures.
 */
export function surveyPostProblem(p: SurveyPostFacts): string | null {
  if (p.exposedHeadcount > p.headcount) return `岗位“${p.post}”的接害人数（${p.exposedHeadcount}）不能多于定员人数（${p.headcount}）`;
  if (Decimal.from(p.hoursPerDay).gt(24)) return `岗位“${p.post}”的每班工作时间不能超过24小时`;
  if (Decimal.from(p.daysPerWeek).gt(7)) return `岗位“${p.post}”的每周工作天数不能超过7天`;
  return null;
}

/**
 * A hazard's contact time per day at a post cannot exceed the post's working hours per shift
 * (the long-time sample covers at most the shift). Null when fine or not given.
 */
export function contactHoursProblem(hazard: string, contactHours: DecimalInput | null | undefined, post: Pick<SurveyPostFacts, 'post' | 'hoursPerDay'>): string | null {
  if (contactHours === null || contactHours === undefined || contactHours === '') return null;
  const hours = Decimal.from(post.hoursPerDay);
  return Decimal.from(contactHours).gt(hours) ? `${hazard}的接触时间不能超过岗位“${post.post}”的每班工作时间（${hours.toString()}h）` : null;
}
