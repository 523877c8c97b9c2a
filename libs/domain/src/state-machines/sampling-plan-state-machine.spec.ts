import { samplingPlanStateMachine as m } from './sampling-plan-state-machine';

describe('sampling plan state machine', () => {
  it('goes 编制中 → 待审批 → 已批准', () => {
    const submitted = m.transition(m.initial, 'submit', {});
    expect([m.stateLabel(m.initial), m.stateLabel(submitted), m.stateLabel(m.transition(submitted, 'approve', {}))]).toEqual(['编制中', '待审批', '已批准']);
  });

  it('returns a submitted plan only with a reason, and the returned plan is submitted again', () => {
    expect(() => m.transition('submitted', 'return', { reason: ' ' })).toThrow('退回必须填写原因');
    const returned = m.transition('submitted', 'return', { reason: '焊工岗位个体采样人数不足' });
    expect(m.stateLabel(returned)).toBe('已退回');
    expect(m.available(returned, {})).toEqual(['submit']);
  });

  it('re-opens an approved plan only with a reason', () => {
    expect(() => m.transition('approved', 'reopen', {})).toThrow('重新打开采样方案必须填写原因');
    expect(m.transition('approved', 'reopen', { reason: '企业新增喷漆岗位' })).toBe('draft');
  });

  it('approves only a submitted plan', () => {
    expect(() => m.transition('draft', 'approve', {})).toThrow('采样方案处于“编制中”状态，不能执行“批准”');
    expect(() => m.transition('returned', 'approve', {})).toThrow('不能执行“批准”');
  });
});
