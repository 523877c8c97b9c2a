import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { hasAnyLimit, type OccupationalLimit } from './occupational-limit';

function normalise(text: string): string {
  return text
    .normalize('NFKC') // full-width → half-width, ₂ → 2
    .replace(/\s+/g, '')
    .toLowerCase();
}

/** Lookup over parsed limit rows: by CAS, by Chinese name, and by condition. */
export class LimitsTable {
  private readonly rows: readonly OccupationalLimit[];

  constructor(rows: readonly OccupationalLimit[]) {
    this.rows = [...rows];
  }

  get size(): number {
    return this.rows.length;
  }

  all(): readonly OccupationalLimit[] {
    return this.rows;
  }

  /** Every row whose CAS cell contains this number (several rows for multi-condition entries). */
  byCas(cas: string): OccupationalLimit[] {
    const wanted = cas.trim();
    return this.rows.filter((row) => row.casNumbers.includes(wanted));
  }

  /**
   * Rows by Chinese name: the exact full name (with conditions) first; otherwise every condition
   * row of that base name. Spaces and full-/half-width forms are ignored.
   */
  byName(nameZh: string): OccupationalLimit[] {
    const wanted = normalise(nameZh);
    const exact = this.rows.filter((row) => normalise(row.nameZh) === wanted);
    if (exact.length > 0) return exact;
    return this.rows.filter((row) => normalise(row.baseNameZh) === wanted);
  }

  /**
   * The row a hazard named as the vocabulary names it stands for: the exact name, else the first
   * condition row of that base name (一氧化碳 → 非高原, the general case), else the row whose name
   * only adds a trailing note (锰及其无机化合物 for 锰及其无机化合物（按MnO2计）); undefined when none.
   */
  forHazard(hazard: string): OccupationalLimit | undefined {
    const found = this.byName(hazard)[0];
    if (found) return found;
    const wanted = normalise(hazard);
    if (wanted === '') return undefined;
    return this.rows.find((row) => {
      const name = normalise(row.nameZh);
      return name.startsWith(wanted) && /^[（(]/.test(name.slice(wanted.length));
    });
  }

  /**
   * The one row for a substance (name or CAS) and, for multi-condition entries, a condition
   * fragment such as '非高原' or '呼尘'. Throws when nothing or more than one row matches.
   */
  find(nameOrCas: string, condition?: string): OccupationalLimit {
    const candidates = /^\d{2,7}-\d{2}-\d$/.test(nameOrCas.trim()) ? this.byCas(nameOrCas) : this.byName(nameOrCas);
    const matching =
      condition === undefined
        ? candidates
        : candidates.filter((row) => row.conditions.some((c) => normalise(c).includes(normalise(condition))));
    if (matching.length === 0) {
      throw new DomainError(DomainErrorCodes.limitNotFound, `限值表中找不到“${nameOrCas}${condition ? `（${condition}）` : ''}”`, {
        nameOrCas,
        condition,
      });
    }
    if (matching.length > 1) {
      throw new DomainError(
        DomainErrorCodes.invalidArgument,
        `“${nameOrCas}”有多个条件行，请指定条件：${matching.map((m) => m.nameZh).join('、')}`,
        { nameOrCas, candidates: matching.map((m) => m.nameZh) },
      );
    }
    return matching[0] as OccupationalLimit;
  }

  /** Like find, but refuses a row without any numeric limit (the [gap] rows). */
  findApplicable(nameOrCas: string, condition?: string): OccupationalLimit {
    const row = this.find(nameOrCas, condition);
    if (!hasAnyLimit(row)) {
      throw new DomainError(DomainErrorCodes.noApplicableLimit, `“${row.nameZh}”在限值表中没有数值，无法判定`, {
        nameZh: row.nameZh,
        source: row.source,
      });
    }
    return row;
  }

  /** Rows that carry no numeric limit: the gaps a report cannot judge. */
  gaps(): OccupationalLimit[] {
    return this.rows.filter((row) => !hasAnyLimit(row));
  }
}
