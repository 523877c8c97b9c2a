import type { Decimal } from '../decimal/decimal';
import { isDomainError } from '../errors/domain-error';
import { qcBlankFilterCheck, qcDuplicateCheck, qcSpikeRecovery } from '../qc/precision-checks';
import type { LabQcCheck } from './lab-batch-types';
import { eightDigits, shown } from './lab-format';
import { hasReading, reading } from './lab-item-readings';
import { itemName, type LabQcContext, type LabQcItem } from './lab-qc-context';

function failure(error: unknown): string {
  if (isDomainError(error)) return error.message;
  throw error;
}

const KIND_NAMES = { fieldBlank: '现场空白', labBlank: '实验室空白' } as const;

/** Blanks: the batch has one; each measured blank is not above the instrument LOD. */
export function blankChecks(ctx: LabQcContext): LabQcCheck[] {
  const lod = ctx.settings.lod;
  const base = { rule: 'blank', label: '空白', limit: lod ? `≤ 检出限 ${lod.toString()}` : '—' } as const;
  const blanks = ctx.items.filter((q) => q.item.kind === 'fieldBlank' || q.item.kind === 'labBlank');
  if (blanks.length === 0) {
    const entered = ctx.items.some((q) => q.item.kind === 'sample' && hasReading(q.item.readings, 'blankConc'));
    return [{ ...base, value: null, passed: entered, message: entered ? '本批次未测空白样，样品录入了空白浓度 c0' : '本批次未测空白' }];
  }
  return blanks.map(({ item, measured, problem }) => {
    const name = `${KIND_NAMES[item.kind as keyof typeof KIND_NAMES]} ${itemName(item)} `;
    if (!measured) return { ...base, itemId: item.id, value: null, passed: false, message: `${name}无测定结果：${problem ?? ''}` };
    const value = shown(measured);
    if (!lod) return { ...base, itemId: item.id, value: eightDigits(measured), passed: true, message: `${name}测得 ${value}（方法未设检出限，不作比较）` };
    const passed = measured.lte(lod);
    return {
      ...base,
      itemId: item.id,
      value: eightDigits(measured),
      passed,
      message: passed ? `${name}测得 ${value}，不高于检出限 ${lod.toString()}` : `${name}测得 ${value}，高于检出限 ${lod.toString()}`,
    };
  });
}

/** The companion's pair and both measurements, or why the check cannot be made. */
function paired(ctx: LabQcContext, companion: LabQcItem, what: string): { a: Decimal; b: Decimal } | string {
  const name = `${what} ${itemName(companion.item)} `;
  const pairOf = companion.item.pairOf;
  if (pairOf === null || pairOf === undefined || String(pairOf).trim() === '') return `${name}未指明对应的样品`;
  const pair = ctx.itemById(pairOf);
  if (!pair) return `${name}对应的样品 #${String(pairOf)} 不在本批次`;
  if (!companion.measured) return `${name}无测定结果：${companion.problem ?? ''}`;
  if (!pair.measured) return `${name}对应的样品 ${itemName(pair.item)} 无测定结果：${pair.problem ?? ''}`;
  return { a: pair.measured, b: companion.measured };
}

/** Parallel samples: RD = |x1 − x2| / (x1 + x2) × 100 % within the limit. */
export function duplicateChecks(ctx: LabQcContext): LabQcCheck[] {
  const limitPercent = ctx.settings.duplicateLimitPercent;
  const base = { rule: 'duplicate', label: '平行样相对偏差', limit: `≤${limitPercent.toString()}%` } as const;
  return ctx.items
    .filter((q) => q.item.kind === 'parallel')
    .map((q) => {
      const pair = paired(ctx, q, '平行样');
      if (typeof pair === 'string') return { ...base, itemId: q.item.id, value: null, passed: false, message: pair };
      if (pair.a.isZero() && pair.b.isZero()) {
        return { ...base, itemId: q.item.id, value: null, passed: true, message: `平行样 ${itemName(q.item)} 与其样品测定值均为零，不计算相对偏差` };
      }
      try {
        const check = qcDuplicateCheck(pair.a, pair.b, { limitPercent });
        const value = check.value.toString();
        return {
          ...base,
          itemId: q.item.id,
          value,
          passed: check.passes,
          message: check.passes
            ? `平行样相对偏差 ${value}% ≤ ${limitPercent.toString()}%`
            : `平行样 ${itemName(q.item)} 相对偏差 ${value}% 超出 ${limitPercent.toString()}%`,
        };
      } catch (error) {
        return { ...base, itemId: q.item.id, value: null, passed: false, message: `平行样 ${itemName(q.item)} 无法计算相对偏差：${failure(error)}` };
      }
    });
}

/** Spiked samples: R = (C_spiked − C_unspiked) / C_added × 100 % within the range. */
export function spikeChecks(ctx: LabQcContext): LabQcCheck[] {
  const { min, max } = ctx.settings.recovery;
  const range = `${min.toString()}%–${max.toString()}%`;
  const base = { rule: 'spike', label: '加标回收率', limit: range } as const;
  return ctx.items
    .filter((q) => q.item.kind === 'spike')
    .map((q) => {
      const pair = paired(ctx, q, '加标样');
      if (typeof pair === 'string') return { ...base, itemId: q.item.id, value: null, passed: false, message: pair };
      if (!hasReading(q.item.readings, 'spikeAdded')) {
        return { ...base, itemId: q.item.id, value: null, passed: false, message: `加标样 ${itemName(q.item)} 未填写加标量` };
      }
      try {
        const check = qcSpikeRecovery({ spiked: pair.b, unspiked: pair.a, added: reading(q.item.readings, 'spikeAdded') }, { range: { min, max } });
        const value = check.value.toString();
        return {
          ...base,
          itemId: q.item.id,
          value,
          passed: check.passes,
          message: check.passes ? `加标回收率 ${value}% 在 ${range} 内` : `加标回收率 ${value}% 超出 ${range}`,
        };
      } catch (error) {
        return { ...base, itemId: q.item.id, value: null, passed: false, message: `加标样 ${itemName(q.item)} 无法计算回收率：${failure(error)}` };
      }
    });
}

const MAX_BLANK_FILTER_CHANGE_MG = '0.02';

/** Dust weighing: each field-blank filter changes by at most 0.02 mg. */
export function balanceBlankChecks(ctx: LabQcContext): LabQcCheck[] {
  const base = { rule: 'balanceBlank', label: '空白滤膜称量', limit: `±${MAX_BLANK_FILTER_CHANGE_MG} mg` } as const;
  const blanks = ctx.items.filter((q) => q.item.kind === 'fieldBlank');
  if (blanks.length === 0) return [{ ...base, value: null, passed: false, message: '本批次未称量现场空白滤膜' }];
  return blanks.map(({ item }) => {
    const name = `空白滤膜 ${itemName(item)} `;
    try {
      const check = qcBlankFilterCheck(reading(item.readings, 'massBefore'), reading(item.readings, 'massAfter'), MAX_BLANK_FILTER_CHANGE_MG);
      const value = check.changeMg.toString();
      return {
        ...base,
        itemId: item.id,
        value,
        passed: check.passes,
        message: check.passes ? `${name}质量变化 ${value} mg，在 ±${MAX_BLANK_FILTER_CHANGE_MG} mg 内` : `${name}质量变化 ${value} mg 超出 ±${MAX_BLANK_FILTER_CHANGE_MG} mg`,
      };
    } catch (error) {
      return { ...base, itemId: item.id, value: null, passed: false, message: `${name}无法校核：${failure(error)}` };
    }
  });
}
