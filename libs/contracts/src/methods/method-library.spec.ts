import { labMethodProblems } from '@ohit/domain';
import { validateRecord } from '../resources/validate-record';
import { LAB_METHOD, METHOD_LIBRARY_KEY, SHORT_TIME_SAMPLING_TYPES } from './lab-method.declaration';
import { standardMethodLibrary } from './method-library';

const library = standardMethodLibrary();
const keyOf = (e: object) => METHOD_LIBRARY_KEY.map((k) => String((e as Record<string, unknown>)[k])).join(' | ');

describe('the standard methods library', () => {
  it('has at least 40 methods, each named once by hazard, standard and sampling type', () => {
    expect(library.length).toBeGreaterThanOrEqual(40);
    expect(new Set(library.map(keyOf)).size).toBe(library.length);
  });

  it('covers the common hazards the issue lists', () => {
    const hazards = new Set(library.map((e) => e.hazardName));
    for (const h of ['苯', '甲苯', '二甲苯', '正己烷', '二氯甲烷', '甲醛', '一氧化碳', '二氧化碳', '硫化氢', '氨', '氯化氢及盐酸', '二氧化硫', '氮氧化物', '氯', '氟化氢']) expect(hazards).toContain(h);
    for (const h of ['铅及其无机化合物', '三氧化铬、铬酸盐、重铬酸盐', '镉及其化合物', '汞-金属汞', '砷及其无机化合物', '镍及其无机化合物', '矽尘', '煤尘', '水泥粉尘', '电焊烟尘', '其他粉尘', '噪声', '高温', '照度']) expect(hazards).toContain(h);
    expect([...hazards].some((h) => h.startsWith('锰及其无机化合物'))).toBe(true);
    expect(library.some((e) => e.formula === 'freeSilicaPercent')).toBe(true);
    expect(library.filter((e) => e.dustFraction === 'respirable').length).toBeGreaterThanOrEqual(3);
  });

  it.each(library.map((e) => [keyOf(e), e] as const))('%s is a valid row of the catalogue naming its standard', (_, entry) => {
    const { values, errors } = validateRecord(LAB_METHOD, { ...entry });
    expect(errors).toEqual([]);
    expect(entry.standardNo).toMatch(/^(GBZ\/T|GB\/T) \d+(\.\d+)?-(19|20)\d{2}$/);
    expect(entry.methodName.length).toBeGreaterThan(0);
    // the same rules the api applies: vocabulary hazard (a plan finds its limit), short samples ≤ 15 min
    const problems = labMethodProblems({
      hazardName: entry.hazardName,
      shortTime: SHORT_TIME_SAMPLING_TYPES.includes(entry.samplingType),
      durationMinutes: entry.durationMinutes,
      reportDecimals: entry.reportDecimals,
      validFrom: entry.validFrom,
    });
    expect(problems).toEqual([]);
    expect(values.flowRate ?? null).toBe(entry.flowRate ?? null);
  });
});
