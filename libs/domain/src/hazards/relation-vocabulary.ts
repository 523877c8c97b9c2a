import { gbz21Limits2019 } from '../limits/default-table';
import { physicalLimitRows } from '../physical/generated/physical-limit-rows.generated';

const unique = (names: Iterable<string>) => [...new Set([...names].map((n) => n.trim()).filter(Boolean))];

let agents: readonly string[] | null = null;
let substances: readonly string[] | null = null;

/** The GBZ 2.2 physical agents (噪声, 高温, 手传振动…) by Chinese name, each once, in the table's order: a relation's phyId. */
export function physicalAgentNames(): readonly string[] {
  agents ??= unique(physicalLimitRows.map((r) => r.factorZh));
  return agents;
}

/** The GBZ 2.1-2019 chemicals and dusts by Chinese name without their conditions, each once. */
export function hazardSubstanceNames(): readonly string[] {
  substances ??= unique(gbz21Limits2019().all().map((r) => r.baseNameZh));
  return substances;
}

/**
 * The names of `hazardNames` that are neither a GBZ 2.1 substance nor a GBZ 2.2 physical agent
 * (a relation's hazards come from those two tables; anything else is a typing mistake).
 */
export function unknownHazardNames(names: readonly string[]): string[] {
  const known = new Set([...hazardSubstanceNames(), ...physicalAgentNames()]);
  return names.filter((n) => !known.has(n.trim()));
}
