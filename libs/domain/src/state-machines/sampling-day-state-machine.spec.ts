import { samplingDayStateMachine as m } from './sampling-day-state-machine';

describe('sampling day state machine', () => {
  it('goes 采样中 → 已提交', () => {
    expect(m.stateLabel(m.initial)).toBe('采样中');
    expect(m.stateLabel(m.transition('draft', 'submit', {}))).toBe('已提交');
  });

  it('submits a day once', () => {
    expect(() => m.transition('submitted', 'submit', {})).toThrow('现场采样处于“已提交”状态，不能执行“提交采样”');
  });

  it('re-opens a submitted day only with a reason', () => {
    expect(() => m.transition('submitted', 'reopen', { reason: ' ' })).toThrow('退回补录必须填写原因');
    expect(m.transition('submitted', 'reopen', { reason: '漏记一个空白样' })).toBe('draft');
    expect(() => m.transition('draft', 'reopen', { reason: 'x' })).toThrow('不能执行“退回补录”');
  });
});
