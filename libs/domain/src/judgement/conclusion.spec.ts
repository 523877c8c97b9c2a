import { judgeNoise, judgeWbgt } from '../physical';
import { concludeJob, concludePoint, concludeProject, judgeMac, judgeStel, judgeTwa } from './index';

describe('point, job and project conclusions', () => {
  const ok = judgeTwa({ cTwa: 5, pcTwa: 50, edition: '2019' });
  const stelFail = judgeStel({ cSte: 120, pcStel: 100, edition: '2019' });
  const mac2007 = judgeMac({ cMe: 1, mac: 10, edition: '2007' });

  it('a point passes only when every check passes', () => {
    const p = concludePoint('喷漆台 1', [ok, mac2007]);
    expect(p.verdict).toBe('符合');
    expect(p.editions).toEqual(['2007', '2019']);
    expect(p.failedRules).toEqual([]);
    const q = concludePoint('喷漆台 2', [ok, stelFail]);
    expect(q.verdict).toBe('不符合');
    expect(q.failedRules.map((r) => r.id)).toEqual(['gbz2.1-2019/stel']);
    expect(q.checkCount).toBe(2);
  });

  it('a point with no checks is not 符合', () => {
    expect(concludePoint('空', []).verdict).toBe('不符合');
  });

  it('a job fails if any point fails; a project fails if any job fails, naming the parts', () => {
    const good = concludeJob('调漆工', [concludePoint('A', [ok])]);
    const bad = concludeJob('喷漆工', [concludePoint('A', [ok]), concludePoint('B', [stelFail])]);
    expect(good.verdict).toBe('符合');
    expect(bad.verdict).toBe('不符合');
    expect(bad.failedParts).toEqual(['B']);
    const project = concludeProject('2025-001', [good, bad]);
    expect(project.verdict).toBe('不符合');
    expect(project.failedParts).toEqual(['喷漆工']);
    expect(project.failedRules.map((r) => r.formula)).toEqual(['C_STE ≤ PC-STEL']);
    expect(project.checkCount).toBe(3);
    expect(concludeProject('2025-002', [good]).verdict).toBe('符合');
    expect(concludeProject('空项目', []).verdict).toBe('不符合');
  });

  it('physical judgements are checks of the same shape: one point can hold noise, heat and chemicals', () => {
    const noise = judgeNoise({ metric: 'LEX,8h', value: '85.8', daysPerWeek: 5, hoursPerDay: 8 });
    const heat = judgeWbgt({ wbgt: '27.0', contactTimeRatioPercent: 100, labourIntensity: 'II' });
    const p = concludePoint('冲压车间', [ok, noise, heat]);
    expect(p.verdict).toBe('不符合');
    expect(p.failedRules.map((r) => r.id)).toEqual(['gbz2.2-2007/noise-lex8h']);
    expect(p.standards).toEqual(['gbz2.1-2019', 'gbz2.2-2007']);
    expect(concludeProject('2025-003', [concludeJob('冲压工', [p])]).standards).toEqual(['gbz2.1-2019', 'gbz2.2-2007']);
  });
});
