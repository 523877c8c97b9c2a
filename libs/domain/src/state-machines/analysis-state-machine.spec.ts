import { analysisStateMachine as m } from './analysis-state-machine';

describe('analysis batch machine', () => {
  it('goes assigned → submitted → checked → verified → released', () => {
    let s = m.initial;
    for (const e of ['submit', 'check', 'verify', 'release'] as const) s = m.transition(s, e, {});
    expect(s).toBe('released');
    expect(m.stateLabel(s)).toBe('已发布');
  });

  it('returns and retests only with a reason', () => {
    expect(m.check('checked', 'returnForCorrection', {}).ok).toBe(false);
    expect(m.transition('checked', 'returnForCorrection', { reason: '曲线点录入错误' })).toBe('assigned');
    expect(m.check('released', 'retest', { reason: ' ' }).ok).toBe(false);
    expect(m.transition('released', 'retest', { reason: '平行样偏差超限' })).toBe('assigned');
  });

  it('cannot skip the check or release unverified', () => {
    expect(m.check('submitted', 'verify', {}).ok).toBe(false);
    expect(m.check('checked', 'release', {}).ok).toBe(false);
  });
});
