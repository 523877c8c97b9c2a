/**
 * Calculation formulas (计算公式) a method may name: each is a function of @ohit/domain, by its
 * exported name, so the laboratory computes a result with the rule the reports state
 * (calculation-formulas.spec.ts checks every name against the package).
 */
import type { FieldOption } from '../resources/resource-declaration';

export const CALCULATION_FORMULAS = [
  { fn: 'sorbentTubeConcentration', label: '吸附管解吸：C=(c1+c2)·v/(V0·D)' },
  { fn: 'solutionSampleConcentration', label: '滤膜/吸收液：C=(c−c0)·V/V0' },
  { fn: 'shortSampleConcentration', label: '短时间样品：C=c·v/(F·t)' },
  { fn: 'dustConcentration', label: '粉尘称量：C=(m2−m1)/V×1000' },
  { fn: 'freeSilicaPercent', label: '游离二氧化硅：SiO2%=m/G×100' },
  { fn: 'timeWeightedAverage', label: '直读浓度时间加权：C_TWA=ΣCi·Ti/8' },
  { fn: 'noiseLex8h', label: '噪声分段测量：LEX,8h' },
  { fn: 'noiseLex8hFromLaeq', label: '噪声个体测量：LEX,8h=LAeq,Te+10lg(Te/8)' },
  { fn: 'wbgtTimeWeighted', label: 'WBGT时间加权平均' },
] as const;

export type CalculationFormula = (typeof CALCULATION_FORMULAS)[number]['fn'];

export const CALCULATION_FORMULA_OPTIONS: FieldOption[] = CALCULATION_FORMULAS.map((f) => ({ value: f.fn, label: f.label }));
