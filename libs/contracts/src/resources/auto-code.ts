/**
 * Auto-numbered codes (ResourceDeclaration.autoCode): a pattern with {yyyy} and {seq:N}
 * placeholders, e.g. 'XM-{yyyy}-{seq:4}' → 'XM-2026-0001'. Shared so the server numbers and the
 * settings screen previews with one rule.
 */
const PLACEHOLDER = /\{(yyyy|yy|seq(?::(\d))?)\}/g;

/** Why a pattern cannot number codes, or null: it needs exactly one {seq} or {seq:N} (N 1–9) and plain text otherwise. */
export function autoCodePatternError(pattern: string): string | null {
  if (typeof pattern !== 'string' || pattern.trim() === '' || pattern.length > 60) return '编号规则不能为空且不能超过60个字符';
  const seqs = [...pattern.matchAll(PLACEHOLDER)].filter((m) => m[1].startsWith('seq'));
  if (seqs.length !== 1) return '编号规则必须包含且只包含一个流水号占位符，如 {seq:4}';
  const rest = pattern.replace(PLACEHOLDER, '');
  if (/[{}]/.test(rest)) return '编号规则只支持 {yyyy}、{yy} 和 {seq:N} 占位符';
  if (/[\\/:*?"<>|\s]/.test(rest)) return '编号规则不能包含空白或 / \\ : * ? " < > | 字符';
  return null;
}

/** The code for the year's n-th row; the running number is padded to the placeholder's width (never cut). */
export function formatAutoCode(pattern: string, year: number, seq: number): string {
  return pattern.replace(PLACEHOLDER, (_, token: string, width?: string) => {
    if (token === 'yyyy') return String(year);
    if (token === 'yy') return String(year % 100).padStart(2, '0');
    return String(seq).padStart(Number(width ?? 1), '0');
  });
}
