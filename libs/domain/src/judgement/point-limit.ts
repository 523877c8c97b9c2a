import type { DecimalInput } from '../decimal/decimal';
import { silicaBand } from '../concentration/free-silica';
import { isDomainError } from '../errors/domain-error';
import { physicalAgentNames } from '../hazards/relation-vocabulary';
import type { LimitsTable } from '../limits/limits-table';
import type { OccupationalLimit } from '../limits/occupational-limit';
import type { PointAgent } from './point-judgement-types';

/** What a point's hazard is judged against: the agent's rules and, for GBZ 2.1, its limit row (or why there is none). */
export interface PointLimit {
  readonly agent: PointAgent;
  readonly limit: OccupationalLimit | null;
  readonly noLimitReason: string | null;
}

const SILICA_DUST = '矽尘';
const PHYSICAL: Record<string, PointAgent> = { 噪声: 'noise', 高温: 'heat' };

const none = (reason: string): PointLimit => ({ agent: 'chemical', limit: null, noLimitReason: reason });

/**
 * The limit a hazard (named as the GBZ 2.1/2.2 vocabulary names it) is judged against in a table
 * (the edition in force): 噪声 and 高温 by GBZ 2.2; 矽尘 by the row its free-silica band selects
 * (none below 10 % or without a measured content); any other substance or dust by its row
 * (LimitsTable.forHazard). Other physical agents are not judged automatically yet.
 */
export function pointLimitFor(table: LimitsTable, hazard: string, facts: { readonly freeSilicaPercent?: DecimalInput | null } = {}): PointLimit {
  const name = hazard.trim();
  const agent = PHYSICAL[name];
  if (agent) return { agent, limit: null, noLimitReason: null };
  if (physicalAgentNames().includes(name)) return none(`暂不支持“${name}”的自动判定`);
  if (name === SILICA_DUST) return silicaLimit(table, facts.freeSilicaPercent);
  const row = table.forHazard(name);
  return row ? { agent: 'chemical', limit: row, noLimitReason: null } : none(`限值表中找不到“${name}”，无法判定`);
}

function silicaLimit(table: LimitsTable, percent: DecimalInput | null | undefined): PointLimit {
  if (percent === null || percent === undefined || String(percent).trim() === '') return none('缺少游离SiO2含量的检测结果，无法确定矽尘的限值');
  try {
    const band = silicaBand(percent);
    if (!band.limitName) return none(`游离SiO2含量 ${String(percent)}%（${band.description}），不按矽尘判定，请按所含粉尘的限值判定`);
    return { agent: 'chemical', limit: table.find(band.limitName), noLimitReason: null };
  } catch (error) {
    if (isDomainError(error)) return none(error.message);
    throw error;
  }
}
