import { isDomainError } from '../errors/domain-error';
import { qcDesorptionEfficiency } from '../qc/precision-checks';
import { qcCheckStandard } from '../qc/standard-curve';
import type { LabQcCheck } from './lab-batch-types';
import type { LabQcContext } from './lab-qc-context';

/** The batch's curve: fitted or reused, r ≥ minR, ≥ 5 levels plus a blank. */
export function curveChecks(ctx: LabQcContext): LabQcCheck[] {
  const minR = ctx.settings.minR.toString();
  const limit = `|r| ≥ ${minR}，至少 5 个浓度点加空白`;
  const result = ctx.curve.result;
  if (!ctx.curve.usable || !result) {
    return [{ rule: 'curve', label: '标准曲线', value: result?.r ?? null, limit, passed: false, message: ctx.curve.refusal ?? '标准曲线不可用' }];
  }
  const source = result.reused ? '沿用标准曲线' : '标准曲线';
  return [{ rule: 'curve', label: '标准曲线', value: result.r, limit, passed: true, message: `${source} ${result.equation}，r = ${result.r}，符合要求` }];
}

/** A check standard each batch within ±tolerance % of its nominal value. */
export function checkStandardChecks(ctx: LabQcContext): LabQcCheck[] {
  const tolerance = ctx.settings.checkTolerancePercent.toString();
  const base = { rule: 'checkStandard', label: '核查标准', limit: `±${tolerance}%` } as const;
  const standard = ctx.input.checkStandard;
  if (!standard || !standard.expected?.trim() || !standard.measured?.trim()) {
    return [{ ...base, value: null, passed: false, message: '本批次未测定核查标准' }];
  }
  try {
    const check = qcCheckStandard(standard.measured, standard.expected, ctx.settings.checkTolerancePercent);
    const value = check.deviationPercent.toString();
    return [
      {
        ...base,
        value,
        passed: check.passes,
        message: check.passes
          ? `核查标准相对偏差 ${value}% 在 ±${tolerance}% 内`
          : `核查标准相对偏差 ${value}% 超出 ±${tolerance}%（标称 ${standard.expected}，测得 ${standard.measured}）`,
      },
    ];
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return [{ ...base, value: null, passed: false, message: `核查标准无法计算：${error.message}` }];
  }
}

/** The method's desorption efficiency ≥ 75 % (90 % preferred). */
export function desorptionChecks(ctx: LabQcContext): LabQcCheck[] {
  const base = { rule: 'desorption', label: '解吸效率', limit: '≥75%' } as const;
  const percent = ctx.settings.desorptionPercent;
  if (percent === null) return [{ ...base, value: null, passed: false, message: '方法未设置解吸效率，无法校核' }];
  const check = qcDesorptionEfficiency({ found: percent, added: 100 });
  const value = check.value.toString();
  const message = !check.passes
    ? `解吸效率 ${value}% 低于 75%`
    : check.preferred
      ? `解吸效率 ${value}% ≥ 75%`
      : `解吸效率 ${value}% ≥ 75%（低于推荐值 90%）`;
  return [{ ...base, value, passed: check.passes, message }];
}
