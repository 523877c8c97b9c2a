import { expertCheckResponseStateMachine, expertCheckStateMachine, expertTaskStateMachine, thirdPartyQcStateMachine } from './machines';
import { opinionScoreTotal } from './opinion-total';
import { expertGroupRefusal, parseOrgCodes, type GroupMember } from './expert-group';
import { scoreBySheet, thresholdsRefusal } from './scoring';
import { amountOutstanding, integralPoints, qcEngagementEvents, type IntegralRule } from './integral';

const member = (expertId: number, name: string, role: 'leader' | 'member' = 'member', conflictOrgCodes: string[] = []): GroupMember => ({ expertId, name, role, conflictOrgCodes });
const ORGS = [{ code: 'A001', name: '甲检测公司' }];

describe('expert group', () => {
  it('needs organisations, two experts and exactly one leader', () => {
    expect(expertGroupRefusal([member(1, '张三', 'leader'), member(2, '李四')], [])).toBe('请先添加被检查机构');
    expect(expertGroupRefusal([member(1, '张三', 'leader')], ORGS)).toBe('专家组至少需要2名专家');
    expect(expertGroupRefusal([member(1, '张三'), member(2, '李四')], ORGS)).toBe('专家组必须指定一名组长');
    expect(expertGroupRefusal([member(1, '张三', 'leader'), member(2, '李四', 'leader')], ORGS)).toContain('只能有一名组长');
    expect(expertGroupRefusal([member(1, '张三', 'leader'), member(1, '张三')], ORGS)).toBe('专家“张三”在专家组中重复');
    expect(expertGroupRefusal([member(1, '张三', 'leader'), member(2, '李四')], ORGS)).toBeNull();
  });

  it('refuses an expert reviewing an organisation listed as a conflict of interest', () => {
    expect(expertGroupRefusal([member(1, '张三', 'leader'), member(2, '李四', 'member', ['A001'])], ORGS)).toBe('以下专家须回避被检查机构：李四（甲检测公司）');
    expect(parseOrgCodes(' A001，A002;A001 ')).toEqual(['A001', 'A002']);
  });
});

describe('scoring by sheet', () => {
  const sheet = [
    { code: 'S1', name: '报告格式', maxPoints: '10' },
    { code: 'S2', name: '采样规范', maxPoints: '40.5' },
    { code: 'S3', name: '结论判定', maxPoints: '49.5' },
  ];
  const thresholds = { excellent: '90', good: '80', pass: '60' };

  it('totals max minus deductions exactly and grades by the thresholds', () => {
    const r = scoreBySheet(sheet, [{ itemCode: 'S2', deduction: '0.3', reason: '未记录流量' }, { itemCode: 'S3', deduction: '10.1', reason: '判定依据错误' }], thresholds);
    expect(r.total).toBe('89.6');
    expect(r.maxTotal).toBe('100.0');
    expect(r.grade).toBe('good');
    expect(scoreBySheet(sheet, [], thresholds)).toMatchObject({ total: '100.0', grade: 'excellent' });
    expect(scoreBySheet(sheet, [{ itemCode: 'S3', deduction: '49.5', reason: '错' }, { itemCode: 'S2', deduction: '0.6', reason: '错' }], thresholds)).toMatchObject({ total: '49.9', grade: 'fail' });
  });

  it('refuses deductions over the item, negative, unknown, without a reason, or twice', () => {
    expect(() => scoreBySheet(sheet, [{ itemCode: 'S1', deduction: '10.5', reason: 'x' }], thresholds)).toThrow('评分项“报告格式”的扣分不能超过该项分值10');
    expect(() => scoreBySheet(sheet, [{ itemCode: 'S1', deduction: '-1', reason: 'x' }], thresholds)).toThrow('不能为负数');
    expect(() => scoreBySheet(sheet, [{ itemCode: 'X', deduction: '1', reason: 'x' }], thresholds)).toThrow('评分项“X”不在评分表中');
    expect(() => scoreBySheet(sheet, [{ itemCode: 'S1', deduction: '1' }], thresholds)).toThrow('必须填写扣分原因');
    expect(() => scoreBySheet(sheet, [{ itemCode: 'S1', deduction: '1', reason: 'a' }, { itemCode: 'S1', deduction: '1', reason: 'b' }], thresholds)).toThrow('重复评分');
  });

  it('checks the thresholds are ordered', () => {
    expect(thresholdsRefusal({ excellent: '80', good: '90', pass: '60' })).toBe('分数线必须满足：优秀 ≥ 良好 ≥ 合格');
    expect(thresholdsRefusal({ excellent: '120', good: '90', pass: '60' }, '100')).toBe('优秀分数线不能超过评分表总分100');
    expect(thresholdsRefusal({ excellent: '90', good: '80', pass: '60' }, '100')).toBeNull();
  });
});

describe('integral points', () => {
  const rules: IntegralRule[] = [
    { id: 1, eventKind: 'qcPassed', points: 5, effectiveFrom: '2026-01-01', effectiveTo: '2026-06-30' },
    { id: 2, eventKind: 'qcPassed', points: 8, effectiveFrom: '2026-07-01' },
    { id: 3, eventKind: 'rectificationOverdue', points: -10, effectiveFrom: '2026-01-01' },
    { id: 4, eventKind: 'qcFailed', points: -3, effectiveFrom: '2026-01-01' },
  ];

  it('scores each event by the rule in force on its date', () => {
    const events = [
      ...qcEngagementEvents({ code: 'SF1', state: 'passed', judgedDate: '2026-03-01' }),
      ...qcEngagementEvents({ code: 'SF2', state: 'passed', judgedDate: '2026-08-01' }),
      ...qcEngagementEvents({ code: 'SF3', state: 'rectified', judgedDate: '2026-08-01', rectifyDue: '2026-08-31', rectifiedDate: '2026-09-05' }),
      ...qcEngagementEvents({ code: 'SF4', state: 'passed', judgedDate: '2025-12-01' }),
    ];
    const r = integralPoints(rules, events);
    expect(r.lines.map((l) => [l.source, l.kind, l.points])).toEqual([
      ['SF1', 'qcPassed', 5],
      ['SF2', 'qcPassed', 8],
      ['SF3', 'qcFailed', -3],
      ['SF3', 'rectificationOverdue', -10],
      ['SF4', 'qcPassed', 0],
    ]);
    expect(r.total).toBe(0);
  });

  it('gives no event before the judgement, and an on-time rectification', () => {
    expect(qcEngagementEvents({ code: 'X', state: 'resulted', judgedDate: null })).toEqual([]);
    expect(qcEngagementEvents({ code: 'X', state: 'rectified', judgedDate: '2026-01-02', rectifyDue: '2026-02-01', rectifiedDate: '2026-02-01' })[1].kind).toBe('rectifiedOnTime');
  });
});

describe('supervision machines', () => {
  it('forms a group, starts, and cancels only with a reason', () => {
    expect(expertTaskStateMachine.transition('draft', 'formGroup', {})).toBe('grouped');
    expect(() => expertTaskStateMachine.transition('grouped', 'cancel', {})).toThrow('撤销任务必须填写原因');
  });
  it('concludes a check only with a conclusion, records the response, closes', () => {
    expect(() => expertCheckStateMachine.transition('checking', 'conclude', {})).toThrow('请先填写专家组结论');
    expect(expertCheckStateMachine.transition('checking', 'conclude', { conclusion: '基本符合' })).toBe('concluded');
    // the organisation's submitted answer is the api's check; the supervisor receives it, then closes
    expect(expertCheckStateMachine.transition('concluded', 'respond', {})).toBe('responded');
    expect(expertCheckStateMachine.transition('responded', 'close', {})).toBe('closed');
    expect(thirdPartyQcStateMachine.transition('resulted', 'fail', { reason: '盲样偏差' })).toBe('failed');
  });
});

describe('the organisation’s answer and an expert’s total', () => {
  it('submits an answer, and changes it after a submission only with a reason', () => {
    expect(expertCheckResponseStateMachine.transition('pending', 'submit', {})).toBe('submitted');
    expect(() => expertCheckResponseStateMachine.transition('submitted', 'revise', {})).toThrow('修改答复必须填写原因');
    expect(expertCheckResponseStateMachine.transition('submitted', 'revise', { reason: '补充整改证明' })).toBe('pending');
  });
  it('totals the item scores exactly, unscored items counting nothing', () => {
    expect(opinionScoreTotal(['8.5', '0.1', '0.2', null, ''])).toBe('8.8');
    expect(opinionScoreTotal(['0.1', '0.2'])).toBe('0.3');
    expect(opinionScoreTotal([null, undefined])).toBeNull();
  });
});

describe('finance', () => {
  it('computes what is still to pay exactly, to 2 places', () => {
    expect(amountOutstanding('1200.50', '200.25')).toBe('1000.25');
    expect(amountOutstanding('0.3', '0.1')).toBe('0.20');
    expect(amountOutstanding('100', null)).toBe('100.00');
    expect(amountOutstanding(null, '1')).toBeNull();
  });
});
