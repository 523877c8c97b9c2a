import { labMethodProblems } from './lab-method-rules';

describe('labMethodProblems (a method of the methods catalogue)', () => {
  it('accepts GBZ 2.1 substances, GBZ 2.2 agents and 照度 by their catalogue names', () => {
    for (const hazardName of ['苯', '镉及其化合物', '矽尘', '噪声', '高温', '照度']) expect(labMethodProblems({ hazardName })).toEqual([]);
  });

  it('refuses a hazard outside the vocabulary, so a plan can always find the limit', () => {
    expect(labMethodProblems({ hazardName: '苯系物' })).toEqual(['危害因素“苯系物”不在GBZ 2.1、GBZ 2.2的危害因素目录中，请按目录名称填写']);
  });

  it('keeps a short-time sample within 15 minutes (GBZ 159), whatever a long one lasts', () => {
    expect(labMethodProblems({ shortTime: true, durationMinutes: 15 })).toEqual([]);
    expect(labMethodProblems({ shortTime: true, durationMinutes: 16 })).toEqual(['短时间采样的采样时长不能超过15分钟']);
    expect(labMethodProblems({ shortTime: false, durationMinutes: 480 })).toEqual([]);
  });

  it('reports 0 to 6 decimals and a validity period that does not end before it starts', () => {
    expect(labMethodProblems({ reportDecimals: 7, validFrom: '2026-01-02', validTo: '2026-01-01' })).toEqual(['报告小数位数应为0到6', '有效期止不能早于有效期起']);
    expect(labMethodProblems({ reportDecimals: 0, validFrom: '2026-01-01', validTo: '2026-01-01' })).toEqual([]);
  });
});
