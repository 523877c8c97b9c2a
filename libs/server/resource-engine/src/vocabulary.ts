import { type ResourceField, VOCABULARY_SEPARATOR, vocabularyNames } from '@ohit/contracts';
import { unknownHazardNames, unknownMeasuredFactorNames } from '@ohit/domain';

/**
 * A vocabulary field's refusal (kernel mechanism "vocabulary"): every name of the value must be
 * in the named vocabulary of @ohit/domain — for 'hazard', a GBZ 2.1 chemical or dust or a
 * GBZ 2.2 physical agent; for 'measuredFactor', also a measured non-hazard factor (照度). Null when
 * the value is acceptable (or the field has no vocabulary).
 * The value is the coerced one (trimmed text); the web joins several names with VOCABULARY_SEPARATOR.
 */
export function vocabularyRefusal(field: ResourceField, value: unknown): string | null {
  if (!field.vocabulary) return null;
  const names = vocabularyNames(field, value);
  const unknown = field.vocabulary.name === 'measuredFactor' ? unknownMeasuredFactorNames(names) : unknownHazardNames(names);
  if (unknown.length > 0) return `${field.label}不在GBZ 2.1/2.2危害因素名录中：${unknown.slice(0, 5).join('、')}`;
  if (new Set(names).size !== names.length) return `${field.label}中有重复的危害因素`;
  return null;
}

/** A vocabulary field's value in its stored form: the names trimmed and joined by the separator. */
export function vocabularyValue(field: ResourceField, value: unknown): unknown {
  if (!field.vocabulary || value === null || value === undefined) return value;
  return vocabularyNames(field, value).join(VOCABULARY_SEPARATOR);
}
