import { reportDisclosureStateMachine as m } from './report-disclosure-state-machine';

describe('report disclosure state machine', () => {
  it('goes 待审核 → 主管审核通过 → 已发布, and back with a reason', () => {
    expect(m.stateLabel(m.initial)).toBe('待审核');
    expect(m.transition('pending', 'review', {})).toBe('reviewed');
    expect(m.transition('reviewed', 'publish', {})).toBe('published');
    expect(m.transition('reviewed', 'return', { reason: '照片与现场不符' })).toBe('pending');
    expect(m.transition('published', 'withdraw', { reason: '报告已修改' })).toBe('withdrawn');
    expect(m.transition('withdrawn', 'reopen', { reason: '修改版已签发' })).toBe('pending');
  });

  it('withholds before publication only, always with a reason, and can be revisited', () => {
    expect(() => m.transition('pending', 'withhold', {})).toThrow('不予公示必须填写原因');
    expect(() => m.transition('reviewed', 'withhold', { reason: ' ' })).toThrow('不予公示必须填写原因');
    expect(m.transition('reviewed', 'withhold', { reason: '涉及国家秘密' })).toBe('withheld');
    expect(() => m.transition('published', 'withhold', { reason: '原因' })).toThrow('报告公示处于“已发布”状态，不能执行“不予公示”');
    expect(() => m.transition('withheld', 'reopen', {})).toThrow('重新审核必须填写原因');
    expect(m.transition('withheld', 'reopen', { reason: '保密期已过' })).toBe('pending');
  });

  it('never publishes what no supervisor passed, nor returns or withdraws without a reason', () => {
    expect(() => m.transition('pending', 'publish', {})).toThrow('报告公示处于“待审核”状态，不能执行“发布”');
    expect(() => m.transition('withheld', 'publish', {})).toThrow('不能执行“发布”');
    expect(() => m.transition('reviewed', 'return', {})).toThrow('退回必须填写原因');
    expect(() => m.transition('published', 'withdraw', {})).toThrow('撤回公示必须填写原因');
  });
});
