// Loaded with import() by the hazard select only: the GBZ 2.1 table stays out of the list screen's code.
import { gbz21Limits2019, type LimitKind } from '@ohit/domain';

export interface HazardOption {
  /** The substance's Chinese name without its conditions (the relation's hazard name). */
  value: string;
  label: string;
  kind: LimitKind;
  /** Chinese, English and CAS text the search matches. */
  search: string;
}

/** GBZ 2.1-2019 chemicals and dusts as hazard names: one option per substance (conditions folded). */
export function hazardOptions(): HazardOption[] {
  const byName = new Map<string, HazardOption>();
  for (const row of gbz21Limits2019().all()) {
    const name = row.baseNameZh.trim();
    if (!name) continue;
    const known = byName.get(name);
    const extra = `${row.nameZh} ${row.nameEn} ${row.casText}`.toLowerCase();
    if (known) known.search += ` ${extra}`;
    else byName.set(name, { value: name, label: name, kind: row.kind, search: `${name} ${extra}`.toLowerCase() });
  }
  return [...byName.values()];
}
