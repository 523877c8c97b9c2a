/**
 * Auto-numbered codes (ResourceDeclaration.autoCode): a pattern with {yyyy}, {yy}, {seq:N} and —
 * for a declaration numbering per type (AutoCode.type) — {type} placeholders, e.g.
 * 'XM-{yyyy}-{seq:4}' → 'XM-2026-0001', 'OHIT-{type}-{yyyy}-{seq:4}' → 'OHIT-DJ-2026-0001'. Shared
 * so the server numbers and the settings screen previews with one rule.
 */
import type { AutoCode } from './resource-declaration';

const PLACEHOLDER = /\{(yyyy|yy|type|seq(?::(\d))?)\}/g;

/**
 * Why a pattern cannot number codes, or null: it needs exactly one {seq} or {seq:N} (N 1–9) and plain
 * text otherwise; {type} (at most once) only where the declaration numbers per type.
 */
export function autoCodePatternError(pattern: string, options: { typed?: boolean } = {}): string | null {
  if (typeof pattern !== 'string' || pattern.trim() === '' || pattern.length > 60) return '编号规则不能为空且不能超过60个字符';
  const tokens = [...pattern.matchAll(PLACEHOLDER)].map((m) => m[1]);
  if (tokens.filter((t) => t.startsWith('seq')).length !== 1) return '编号规则必须包含且只包含一个流水号占位符，如 {seq:4}';
  const types = tokens.filter((t) => t === 'type').length;
  if (types > 0 && !options.typed) return '编号规则只支持 {yyyy}、{yy} 和 {seq:N} 占位符';
  if (types > 1) return '编号规则最多包含一个类型占位符 {type}';
  const rest = pattern.replace(PLACEHOLDER, '');
  if (/[{}]/.test(rest)) return options.typed ? '编号规则只支持 {type}、{yyyy}、{yy} 和 {seq:N} 占位符' : '编号规则只支持 {yyyy}、{yy} 和 {seq:N} 占位符';
  if (/[\\/:*?"<>|\s]/.test(rest)) return '编号规则不能包含空白或 / \\ : * ? " < > | 字符';
  return null;
}

/** Whether a pattern names the type: its running number is then kept per type (autoCodeSequence). */
export function patternNamesType(pattern: string): boolean {
  return [...pattern.matchAll(PLACEHOLDER)].some((m) => m[1] === 'type');
}

/**
 * The code for the year's n-th row; the running number is padded to the placeholder's width (never
 * cut); {type} is the type's letters (empty when none is given).
 */
export function formatAutoCode(pattern: string, year: number, seq: number, typeCode = ''): string {
  return pattern.replace(PLACEHOLDER, (_, token: string, width?: string) => {
    if (token === 'yyyy') return String(year);
    if (token === 'yy') return String(year % 100).padStart(2, '0');
    if (token === 'type') return typeCode;
    return String(seq).padStart(Number(width ?? 1), '0');
  });
}

/** The letters a row's type prints as in its code (AutoCode.type), or null for an unknown or missing type. */
export function autoCodeTypeOf(auto: AutoCode, values: Record<string, unknown>): string | null {
  if (!auto.type) return null;
  const value = values[auto.type.field];
  return value === null || value === undefined ? null : (auto.type.codes[String(value)] ?? null);
}

/**
 * The running-number sequence a code is taken from (code_sequences.sequence): the declaration's own,
 * or — when the pattern names the type — one per type (`report:DJ`), so each type counts 1, 2, 3 …
 * of its own and codes stay unique and gap-free per organisation, year and type.
 */
export function autoCodeSequence(auto: AutoCode, pattern: string, typeCode: string | null): string {
  return auto.type && typeCode && patternNamesType(pattern) ? `${auto.sequence}:${typeCode}` : auto.sequence;
}
