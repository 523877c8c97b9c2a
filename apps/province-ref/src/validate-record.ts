import type { ProvincialRecord } from '@ohit/contracts';

const CHECK_TYPES = ['10', '20', '30', '31', '32', '33'];
/** A result: a decimal, or '<' + the detection limit for a result below it ("<0.01"). */
const RESULT_VALUE = /^<?\d+(\.\d+)?$/;

/** The province's minimal content checks; the first failure's message (Chinese), or null. */
export function validateRecord(r: ProvincialRecord): string | null {
  if (!r.idempotencyKey?.trim()) return '缺少幂等键（idempotencyKey）';
  if (!r.report?.code?.trim()) return '报告编号不能为空';
  if (!/^[0-9A-Z]{18}$/.test(r.employer?.creditCode ?? '')) return `用人单位统一社会信用代码应为18位数字或大写字母：${r.employer?.creditCode ?? ''}`;
  if (!CHECK_TYPES.includes(r.report.checkType)) return `检测类型代码不正确：${r.report.checkType ?? ''}（应为10、20、30、31、32、33之一）`;
  if (!r.points?.length) return '至少需要一个检测点';
  for (const p of r.points) {
    if (!p.results?.length) return `检测点「${p.pointName}」没有检测结果`;
    if (p.results.some((x) => !x.code?.trim())) return `检测点「${p.pointName}」的检测结果项目代码不能为空`;
    const bad = p.results.find((x) => !RESULT_VALUE.test(x.value ?? ''));
    if (bad) return `检测点「${p.pointName}」的检测结果“${bad.value ?? ''}”应为数值，低于检出限写作“<检出限”（如<0.01）`;
  }
  return null;
}
