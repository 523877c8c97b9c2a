import type { LabQcCheck } from '@ohit/domain';
import { type CheckedBatch, tallyQc } from './qc-tallies';

const pass = (rule: LabQcCheck['rule'], label: string): LabQcCheck => ({ rule, label, value: null, limit: '—', passed: true, message: `${label}合格` });
const fail = (rule: LabQcCheck['rule'], label: string, value: string, limit: string, message: string): LabQcCheck => ({ rule, label, value, limit, passed: false, message });

const M1 = { id: 1, label: 'GBZ/T 300.66-2017 甲苯的溶剂解吸-气相色谱法' };
const M2 = { id: 2, label: 'GBZ/T 192.1-2007 总粉尘浓度' };
const ANALYST_A = { id: 10, label: '王分析' };
const ANALYST_B = { id: 11, label: '李分析' };
const GC = { id: 20, label: '气相色谱仪 GC-01' };

const batch = (id: number, analysisDate: string, method: CheckedBatch['method'], analyst: CheckedBatch['analyst'], instrument: CheckedBatch['instrument'], checks: LabQcCheck[]): CheckedBatch => ({
  id,
  code: `JC-2026-000${id}`,
  organizationId: 7,
  analysisDate,
  method,
  analyst,
  instrument,
  checks,
});

const BATCHES = [
  batch(1, '2026-03-02', M1, ANALYST_A, GC, [
    pass('curve', '标准曲线'),
    pass('blank', '空白'),
    fail('spike', '加标回收率', '16', '90%–110%', '加标回收率 16% 超出 90%–110%'),
    pass('duplicate', '平行样相对偏差'),
  ]),
  batch(2, '2026-03-05', M1, ANALYST_B, null, [pass('curve', '标准曲线'), fail('checkStandard', '核查标准', '14', '±10%', '核查标准相对偏差 14% 超出 ±10%')]),
  batch(3, '2026-03-01', M2, ANALYST_A, GC, [pass('curve', '标准曲线'), pass('blank', '空白')]),
];

describe('QC tallies of the period', () => {
  it('counts every check once, overall and by kind, every kind listed', () => {
    const t = tallyQc(BATCHES);
    expect(t.overall).toEqual({ batches: 3, failedBatches: 2, passed: 6, failed: 2 });
    expect(t.byKind.map((k) => [k.kind, k.label, k.passed, k.failed])).toEqual([
      ['blank', '空白', 2, 0],
      ['duplicate', '平行样相对偏差', 1, 0],
      ['spike', '加标回收率', 0, 1],
      ['checkStandard', '核查标准', 0, 1],
      ['curve', '标准曲线 r', 3, 0],
      ['desorption', '解吸效率', 0, 0],
      ['balanceBlank', '空白滤膜称量', 0, 0],
    ]);
  });

  it('counts a failed spike recovery as failed for its method, analyst and instrument', () => {
    const t = tallyQc(BATCHES);
    expect(t.byMethod).toEqual([
      {
        ...M1,
        batches: 2,
        failedBatches: 2,
        passed: 4,
        failed: 2,
        byKind: { curve: { passed: 2, failed: 0 }, blank: { passed: 1, failed: 0 }, spike: { passed: 0, failed: 1 }, duplicate: { passed: 1, failed: 0 }, checkStandard: { passed: 0, failed: 1 } },
      },
      { ...M2, batches: 1, failedBatches: 0, passed: 2, failed: 0, byKind: { curve: { passed: 1, failed: 0 }, blank: { passed: 1, failed: 0 } } },
    ]);
    // one failure each: the one with more checks first
    expect(t.byAnalyst.map((r) => [r.label, r.batches, r.failedBatches, r.passed, r.failed, r.byKind.spike ?? null])).toEqual([
      ['王分析', 2, 1, 5, 1, { passed: 0, failed: 1 }],
      ['李分析', 1, 1, 1, 1, null],
    ]);
    expect(t.byInstrument.map((r) => [r.id, r.label, r.passed, r.failed, r.byKind.spike ?? null])).toEqual([
      [20, '气相色谱仪 GC-01', 5, 1, { passed: 0, failed: 1 }],
      [null, '（未记录仪器）', 1, 1, null],
    ]);
  });

  it('lists the failed checks newest batch first, with what opens their batch', () => {
    expect(tallyQc(BATCHES).failedChecks).toEqual([
      {
        batchId: 2,
        batchCode: 'JC-2026-0002',
        organizationId: 7,
        analysisDate: '2026-03-05',
        kind: 'checkStandard',
        rule: '核查标准',
        value: '14',
        limit: '±10%',
        message: '核查标准相对偏差 14% 超出 ±10%',
        method: M1.label,
        analyst: '李分析',
        instrument: null,
      },
      {
        batchId: 1,
        batchCode: 'JC-2026-0001',
        organizationId: 7,
        analysisDate: '2026-03-02',
        kind: 'spike',
        rule: '加标回收率',
        value: '16',
        limit: '90%–110%',
        message: '加标回收率 16% 超出 90%–110%',
        method: M1.label,
        analyst: '王分析',
        instrument: GC.label,
      },
    ]);
  });

  it('keeps the list to 200 failures while counting them all', () => {
    const many = Array.from({ length: 250 }, (_, i) => batch(100 + i, '2026-03-01', M1, ANALYST_A, GC, [fail('blank', '空白', '0.9', '≤ 检出限 0.5', '空白高于检出限')]));
    const t = tallyQc(many);
    expect(t.overall.failed).toBe(250);
    expect(t.failedChecks).toHaveLength(200);
    expect(t.failedChecks[0].batchId).toBe(349);
  });

  it('has nothing to count in a period without batches', () => {
    const t = tallyQc([]);
    expect(t.overall).toEqual({ batches: 0, failedBatches: 0, passed: 0, failed: 0 });
    expect([t.byMethod, t.byAnalyst, t.byInstrument, t.failedChecks]).toEqual([[], [], [], []]);
  });
});
