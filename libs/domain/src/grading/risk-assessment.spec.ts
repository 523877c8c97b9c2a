import { assessRisk, nextDetectionDueOf, overallRiskClass, type RiskHazardInput } from './risk-assessment';
import { chemicalGradingRuleSets } from './chemical-grading';
import { GradingErrorCodes } from './grading-error-codes';
import { codeOf } from '../testing/code-of';

const toluene = (concentration: string, extra: Partial<RiskHazardInput> = {}): RiskHazardInput => ({
  workshop: '喷漆车间',
  post: '喷漆工',
  hazard: '甲苯',
  agent: 'chemical',
  toxicity: 'moderate',
  labourIntensity: 'II',
  exposures: [{ label: 'C_TWA', concentration, limitLabel: 'PC-TWA', limit: '50' }],
  ...extra,
});
const noise = (level: string): RiskHazardInput => ({ workshop: '冲压车间', post: '冲压工', hazard: '噪声', agent: 'noise', noise: { metric: 'LEX,8h', level } });

describe('assessRisk — 风险评估 by GBZ/T 229 (domain.md §6)', () => {
  it('grades toluene C_TWA 100 vs PC-TWA 50, moderate, intensity II: G = 2 × 2.00 × 1.5 = 6.00 → I, with its explanation', () => {
    const result = assessRisk('2025-06-30', [toluene('100')]);
    const [g] = result.gradings;
    expect(g).toMatchObject({ standard: 'GBZ/T 229.2-2010', value: '6.00', grade: 1, gradeLabel: 'Ⅰ级（轻度危害作业）' });
    expect(g?.inputs).toBe('WD=2（中度危害）；B=C_TWA/PC-TWA=100/50=2.00；WB=2.00；WL=1.5（体力劳动强度Ⅱ级）');
    expect(g?.explanation).toContain('G=WD×WB×WL=2×2.00×1.5=6.00');
    expect(result).toMatchObject({ edition: 'GBZ/T 229.2-2010、GBZ/T 229.4-2012', note: null, overallClass: 'heavier', overallLabel: '较重', nextDue: '2026-06-30' });
    expect(result.explanation).toContain('未规定“较重”的检测周期，按默认每年一次');
  });

  it('the domain.md §11 toluene of 5.0 mg/m³ (符合) is grade 0: WB = 0 when C/OEL ≤ 1', () => {
    const result = assessRisk('2025-06-30', [toluene('5.0')]);
    expect(result.gradings[0]).toMatchObject({ value: '0.00', grade: 0, gradeLabel: '0级（相对无害作业）' });
    expect(result.gradings[0]?.explanation).toContain('B≤1 时 WB=0');
    // only grade 0, nothing ungraded: 一般, three years on (《工作场所职业卫生管理规定》第二十条)
    expect(result).toMatchObject({ overallClass: 'general', nextDue: '2028-06-30' });
    expect(result.explanation).toContain('每三年至少检测一次');
  });

  it('noise: the domain.md §11 LEX,8h 85.8 dB(A) is grade I; 100.0 is IV and makes the class 严重, due a year on', () => {
    const result = assessRisk('2024-02-29', [noise('85.8'), noise('100.0')]);
    expect(result.gradings.map((g) => [g.value, g.grade])).toEqual([
      ['85.8', 1],
      ['100.0', 4],
    ]);
    expect(result.gradings[1]?.explanation).toBe('GBZ/T 229.4-2012：LEX,8h 100.0 dB(A) 修约至 0.1 dB 为 100.0；Ⅰ级 85–<90、Ⅱ级 90–<95、Ⅲ级 95–<100、Ⅳ级 ≥100 dB(A) → Ⅳ级（极重危害）');
    expect(result).toMatchObject({ overallClass: 'serious', overallLabel: '严重', nextDue: '2025-02-28' });
  });

  it('says why a hazard is not graded: dust and heat not transcribed, no toxicity class, no labour intensity, no result', () => {
    const result = assessRisk('2025-06-30', [
      { workshop: 'a', post: 'b', hazard: '矽尘', agent: 'dust' },
      { workshop: 'a', post: 'b', hazard: '高温', agent: 'heat' },
      { workshop: 'a', post: 'b', hazard: '紫外辐射', agent: 'other' },
      toluene('100', { toxicity: null }),
      toluene('100', { labourIntensity: null }),
      toluene('100', { missing: '检测结果不全，不能分级' }),
    ]);
    expect(result.gradings.map((g) => [g.grade, g.explanation])).toEqual([
      [null, '粉尘按 GBZ/T 229.1 分级，其分级规则尚未录入核对，不能自动分级'],
      [null, '高温按 GBZ/T 229.3 分级，其分级规则尚未录入核对，不能自动分级'],
      [null, 'GBZ/T 229 各部分未规定该因素的分级方法，不分级'],
      [null, '未提供该毒物的危害程度分级（GBZ 230），无法确定 WD，不能分级'],
      [null, '现场调查未记录该岗位的体力劳动强度，无法确定 WL，不能分级'],
      [null, '检测结果不全，不能分级'],
    ]);
    expect(result).toMatchObject({ overallClass: null, overallLabel: '无法判定', nextDue: '2026-06-30' });
    expect(result.explanation).toContain('风险分类无法判定，按默认每年一次');
  });

  it('a 一般 with hazards left ungraded falls back to the yearly default, and says why', () => {
    const result = assessRisk('2025-06-30', [toluene('5'), { workshop: 'a', post: 'b', hazard: '矽尘', agent: 'dust' }]);
    expect(result).toMatchObject({ overallClass: 'general', nextDue: '2026-06-30' });
    expect(result.explanation).toContain('有 1 项有害因素未能分级');
  });

  it('chooses the rule set by the project date: the 2010/2012 editions up to 2026-01-31', () => {
    expect(assessRisk('2026-01-31', [toluene('100')]).edition).toBe('GBZ/T 229.2-2010、GBZ/T 229.4-2012');
    expect(chemicalGradingRuleSets.editionFor('2026-01-31').standsInFor).toBeNull();
  });

  it('refuses to grade from 2026-02-01 (new editions not transcribed), whatever the hazards', () => {
    expect(() => assessRisk('2026-02-01', [toluene('100')])).toThrow('2026-02-01 适用 GBZ/T 229.2（2026-02-01 起实施版本），其分级规则尚未录入核对，暂不能自动分级');
    expect(codeOf(() => assessRisk('2026-05-01', []))).toBe(GradingErrorCodes.ruleSetNotTranscribed);
  });

  it('with the organisation’s opt-in, grades by the previous editions and says so on every grading — never silently', () => {
    const result = assessRisk('2026-03-01', [toluene('100'), noise('92')], { previousEditionWhenNotTranscribed: true });
    const note = '2026-02-01 起施行的新版标准限值表尚未录入，本评估按 GBZ/T 229.2-2010、GBZ/T 229.4-2012 执行（机构设置）';
    expect(result.note).toBe(note);
    expect(result.gradings.map((g) => g.grade)).toEqual([1, 2]);
    for (const g of result.gradings) expect(g.explanation.startsWith(`【${note}】`)).toBe(true);
    expect(result.explanation.startsWith(note)).toBe(true);
    // the opt-in changes nothing before the new editions
    expect(assessRisk('2025-03-01', [toluene('100')], { previousEditionWhenNotTranscribed: true }).note).toBeNull();
  });

  it('overall class is the worst grade; next due counts from the assessment date (29 Feb → 28 Feb)', () => {
    expect(overallRiskClass([0, null, 0])).toBe('general');
    expect(overallRiskClass([0, 2])).toBe('heavier');
    expect(overallRiskClass([1, 3])).toBe('serious');
    expect(overallRiskClass([null])).toBeNull();
    expect(nextDetectionDueOf('2024-02-29', 'general', 0).due).toBe('2027-02-28');
    expect(codeOf(() => nextDetectionDueOf('2024-02-30', 'general', 0))).toBe(GradingErrorCodes.invalidDate);
  });
});
