import { judgeProficiency, overallVerdict, proficiencyRuleOf, zVerdict } from './proficiency';
import { qsQcAssignmentStateMachine } from './machines';

describe('provincial QC judgement (ISO 13528 z score, acceptance range)', () => {
  const z = { assignedValue: '0.500', sigma: '0.025' };

  it('bands |z|: ≤ 2 满意, 2 < |z| < 3 有问题, ≥ 3 不满意 — the bounds exact', () => {
    expect(judgeProficiency(z, '0.550')).toEqual({ ok: true, rule: 'zScore', verdict: 'satisfactory', z: '2.00' });
    expect(judgeProficiency(z, '0.4499')).toMatchObject({ verdict: 'questionable', z: '-2.00' });
    expect(judgeProficiency(z, '0.574')).toMatchObject({ verdict: 'questionable', z: '2.96' });
    expect(judgeProficiency(z, '0.575')).toMatchObject({ verdict: 'unsatisfactory', z: '3.00' });
    expect(judgeProficiency(z, '0.42')).toMatchObject({ verdict: 'unsatisfactory', z: '-3.20' });
    expect(judgeProficiency(z, '0.5')).toMatchObject({ verdict: 'satisfactory', z: '0.00' });
    expect([zVerdict('2'), zVerdict('-2.0001'), zVerdict('2.9999'), zVerdict('-3')]).toEqual(['satisfactory', 'questionable', 'questionable', 'unsatisfactory']);
  });

  it('judges by the acceptance range, ends included, when no σ is given', () => {
    const range = { assignedValue: '12.0', lowerLimit: '11.4', upperLimit: '12.6' };
    expect(judgeProficiency(range, '11.4')).toEqual({ ok: true, rule: 'range', verdict: 'satisfactory', z: null });
    expect(judgeProficiency(range, '12.6')).toMatchObject({ verdict: 'satisfactory' });
    expect(judgeProficiency(range, '12.61')).toMatchObject({ verdict: 'unsatisfactory' });
  });

  it('refuses what cannot be judged, in Chinese', () => {
    expect(judgeProficiency(z, '约0.5')).toEqual({ ok: false, message: '结果必须是数值' });
    expect(judgeProficiency(z, null)).toEqual({ ok: false, message: '结果必须是数值' });
    expect(proficiencyRuleOf({ assignedValue: '1', sigma: '0' })).toBe('能力评定标准差必须大于0');
    expect(proficiencyRuleOf({ assignedValue: '1', lowerLimit: '2', upperLimit: '1' })).toBe('接受范围的下限不能大于上限');
    expect(proficiencyRuleOf({ assignedValue: '1' })).toBe('项目须填写能力评定标准差（按z比分数评价）或接受范围的上下限');
  });

  it('gives an organisation its worst item’s verdict', () => {
    expect(overallVerdict([])).toBe('satisfactory');
    expect(overallVerdict(['satisfactory', 'questionable'])).toBe('questionable');
    expect(overallVerdict(['questionable', 'unsatisfactory', 'satisfactory'])).toBe('unsatisfactory');
  });

  it('an organisation reports, corrects, and the authority accepts or returns with a reason', () => {
    const m = qsQcAssignmentStateMachine;
    expect(m.check('assigned', 'report', {}).ok).toBe(true);
    expect(m.check('assigned', 'accept', {}).ok).toBe(false);
    expect(m.check('correctionSubmitted', 'returnCorrection', {}).ok).toBe(false);
    expect(m.check('correctionSubmitted', 'returnCorrection', { reason: '整改证明不全' }).ok).toBe(true);
    expect(m.check('reported', 'accept', {}).ok).toBe(true);
  });
});
