import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';

/**
 * Sample codes from an organisation's pattern: {project} (the project's code), {yyyy}, {yy},
 * {seq:N} (the organisation's running number of the year, padded to N) and {blank} (the blank
 * marker on a field blank, nothing on a sample). Blanks must be told apart, so {blank} is required.
 */
export const DEFAULT_SAMPLE_CODE_PATTERN = '{project}-{blank}{seq:4}';
export const BLANK_MARKER = 'KB';

const PLACEHOLDER = /\{(project|yyyy|yy|blank|seq(?::(\d))?)\}/g;

/** Why a pattern cannot number samples, or null. */
export function sampleCodePatternError(pattern: string): string | null {
  if (typeof pattern !== 'string' || pattern.trim() === '' || pattern.length > 60) return '样品编号规则不能为空且不能超过60个字符';
  const tokens = [...pattern.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
  if (tokens.filter((t) => t.startsWith('seq')).length !== 1) return '样品编号规则必须包含且只包含一个流水号占位符，如 {seq:4}';
  if (tokens.filter((t) => t === 'blank').length !== 1) return '样品编号规则必须包含一个空白样标记占位符 {blank}';
  const rest = pattern.replace(PLACEHOLDER, '');
  if (/[{}]/.test(rest)) return '样品编号规则只支持 {project}、{yyyy}、{yy}、{blank} 和 {seq:N} 占位符';
  if (/[\\/:*?"<>|\s]/.test(rest)) return '样品编号规则不能包含空白或 / \\ : * ? " < > | 字符';
  return null;
}

export interface SampleCodeContext {
  readonly projectCode: string;
  readonly year: number;
  readonly seq: number;
  readonly blank: boolean;
}

export function formatSampleCode(pattern: string, ctx: SampleCodeContext): string {
  const error = sampleCodePatternError(pattern);
  if (error) throw new DomainError(DomainErrorCodes.invalidArgument, error, { pattern });
  return pattern.replace(PLACEHOLDER, (_, token: string, width?: string) => {
    if (token === 'project') return ctx.projectCode;
    if (token === 'yyyy') return String(ctx.year);
    if (token === 'yy') return String(ctx.year % 100).padStart(2, '0');
    if (token === 'blank') return ctx.blank ? BLANK_MARKER : '';
    return String(ctx.seq).padStart(Number(width ?? 1), '0');
  });
}

/** Codes for samples numbered from `firstSeq` on, in order. */
export function sampleCodes(
  pattern: string,
  samples: readonly { readonly blank: boolean }[],
  ctx: { readonly projectCode: string; readonly year: number; readonly firstSeq: number },
): string[] {
  return samples.map((s, i) => formatSampleCode(pattern, { projectCode: ctx.projectCode, year: ctx.year, seq: ctx.firstSeq + i, blank: s.blank }));
}
