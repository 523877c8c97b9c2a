import { archiveStateMachine as m } from './archive-state-machine';

describe('archive state machine', () => {
  it('starts 在编 and is archived once, for good', () => {
    expect(m.stateLabel(m.initial)).toBe('在编');
    expect(m.transition('compiling', 'archive', {})).toBe('archived');
    expect(m.stateLabel('archived')).toBe('已归档');
    expect(() => m.transition('archived', 'archive', {})).toThrow('档案处于“已归档”状态，不能执行“项目归档”');
  });
});
