import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { GradingErrorCodes } from './grading-error-codes';

/** One edition of a grading standard. */
export interface GradingRuleSet<I, R> {
  /** Stable id stored with every result, e.g. "gbzt-229.2-2010". */
  readonly id: string;
  /** Designation printed in reports, e.g. "GBZ/T 229.2-2010". */
  readonly standard: string;
  /** First day in force (YYYY-MM-DD); omitted for the oldest edition we hold. */
  readonly effectiveFrom?: string;
  /**
   * Absent while the edition's text has not been transcribed and checked: choosing it is then
   * refused rather than silently falling back to the old rules.
   */
  readonly grade?: (input: I) => R;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Normalises a Date or YYYY-MM-DD text to YYYY-MM-DD (calendar-checked). */
export function gradingDate(date: Date | string): string {
  if (date instanceof Date) {
    if (Number.isNaN(date.getTime())) throw invalidDate(String(date));
    return date.toISOString().slice(0, 10);
  }
  const match = ISO_DATE.exec(date);
  if (!match) throw invalidDate(date);
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) throw invalidDate(date);
  return date;
}

function invalidDate(text: string): DomainError {
  return new DomainError(GradingErrorCodes.invalidDate, `日期格式应为 YYYY-MM-DD：${text}`, { date: text });
}

/**
 * Editions of one grading standard, chosen by the project's date (domain.md §6: the rule set in
 * force on that date; new editions took effect on 2026-02-01).
 */
export class GradingRuleSets<I, R> {
  private readonly ordered: readonly GradingRuleSet<I, R>[];

  constructor(
    readonly name: string,
    ruleSets: readonly GradingRuleSet<I, R>[],
  ) {
    const undated = ruleSets.filter((set) => set.effectiveFrom === undefined);
    if (ruleSets.length === 0 || undated.length > 1) {
      throw new DomainError(GradingErrorCodes.invalidRuleSets, `${name}分级规则集配置错误：至多一个版本可不设实施日期`, {
        name,
      });
    }
    for (const set of ruleSets) if (set.effectiveFrom !== undefined) gradingDate(set.effectiveFrom);
    const dated = ruleSets
      .filter((set) => set.effectiveFrom !== undefined)
      .sort((a, b) => (a.effectiveFrom as string).localeCompare(b.effectiveFrom as string));
    if (new Set(dated.map((set) => set.effectiveFrom)).size !== dated.length) {
      throw new DomainError(GradingErrorCodes.invalidRuleSets, `${name}分级规则集配置错误：两个版本的实施日期相同`, { name });
    }
    this.ordered = [...undated, ...dated];
  }

  get editions(): readonly GradingRuleSet<I, R>[] {
    return this.ordered;
  }

  /** The edition in force on `date` (transcribed or not). */
  inForce(date: Date | string): GradingRuleSet<I, R> {
    const day = gradingDate(date);
    let found: GradingRuleSet<I, R> | undefined;
    for (const set of this.ordered) if (set.effectiveFrom === undefined || set.effectiveFrom <= day) found = set;
    if (!found) {
      throw new DomainError(GradingErrorCodes.noRuleSetInForce, `${day} 没有生效的${this.name}分级标准`, { date: day });
    }
    return found;
  }

  /** Grades with the edition in force on `date`; refuses an edition not yet transcribed. */
  grade(date: Date | string, input: I): R {
    return this.editionFor(date).set.grade(input);
  }

  /**
   * The edition to grade with on `date`: the one in force; when its rules are not transcribed,
   * refused — unless the organisation chose to apply the previous edition (`previousWhenNotTranscribed`),
   * then the latest transcribed edition before it, naming the edition it stands in for (the caller
   * must say so on every grading: never silently).
   */
  editionFor(date: Date | string, options: { previousWhenNotTranscribed?: boolean } = {}): TranscribedEdition<I, R> {
    const day = gradingDate(date);
    const set = this.inForce(day);
    if (set.grade) return { set: set as TranscribedRuleSet<I, R>, standsInFor: null };
    const previous = this.ordered.slice(0, this.ordered.indexOf(set)).reverse().find((s) => s.grade);
    if (options.previousWhenNotTranscribed && previous) return { set: previous as TranscribedRuleSet<I, R>, standsInFor: set };
    throw new DomainError(GradingErrorCodes.ruleSetNotTranscribed, `${day} 适用 ${set.standard}，其分级规则尚未录入核对，暂不能自动分级`, {
      date: day,
      ruleSet: set.id,
    });
  }
}

export type TranscribedRuleSet<I, R> = GradingRuleSet<I, R> & { readonly grade: (input: I) => R };

/** The edition a grading uses, and the edition in force it stands in for (null: it is the one in force). */
export interface TranscribedEdition<I, R> {
  readonly set: TranscribedRuleSet<I, R>;
  readonly standsInFor: GradingRuleSet<I, R> | null;
}

/** Shared input check: an enum-like value must be one of `allowed`. */
export function requireOneOf<T extends string>(value: T, allowed: readonly T[], label: string): T {
  if (!allowed.includes(value)) {
    throw new DomainError(DomainErrorCodes.invalidArgument, `${label}取值无效：${String(value)}（可选：${allowed.join('、')}）`, {
      [label]: value,
    });
  }
  return value;
}
