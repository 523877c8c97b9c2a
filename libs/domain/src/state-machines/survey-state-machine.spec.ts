import { DomainError } from '../errors';
import { surveyStateMachine as m } from './survey-state-machine';

describe('survey state machine', () => {
  it('goes 调查中 → 已提交 → 已完成', () => {
    let state = m.initial;
    const labels = [m.stateLabel(state)];
    for (const event of ['submit', 'finish'] as const) {
      state = m.transition(state, event, {});
      labels.push(m.stateLabel(state));
    }
    expect(labels).toEqual(['调查中', '已提交', '已完成']);
  });

  it('finishes only a submitted survey', () => {
    expect(() => m.transition('draft', 'finish', {})).toThrow('现场调查处于“调查中”状态，不能执行“完成调查”');
    expect(() => m.transition('finished', 'submit', {})).toThrow(DomainError);
    expect(m.available('draft', {})).toEqual(['submit']);
  });

  it('returns a submitted survey for changes only with a reason', () => {
    expect(() => m.transition('submitted', 'returnToDraft', { reason: '  ' })).toThrow('退回必须填写原因');
    expect(m.transition('submitted', 'returnToDraft', { reason: '岗位人数有误' })).toBe('draft');
  });

  it('re-opens a finished survey only with a reason', () => {
    expect(() => m.transition('finished', 'reopen', {})).toThrow('重新打开调查必须填写原因');
    expect(m.transition('finished', 'reopen', { reason: '企业新增焊接岗位' })).toBe('draft');
    expect(() => m.transition('submitted', 'reopen', { reason: 'x' })).toThrow('不能执行“重新打开调查”');
  });
});
