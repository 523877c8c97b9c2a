import { physicalAgentNames } from '@ohit/domain';

export interface PhysicalAgentOption {
  /** The factor's Chinese name as in GBZ 2.2 (also the relation's phyId). */
  value: string;
  label: string;
}

/** The GBZ 2.2-2007 physical agents (噪声, 高温, 手传振动…), each once, in the table's order — the names the server accepts. */
export const PHYSICAL_AGENT_OPTIONS: readonly PhysicalAgentOption[] = physicalAgentNames().map((name) => ({ value: name, label: name }));
