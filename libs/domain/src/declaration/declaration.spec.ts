import { enterpriseDeclarationStateMachine as m } from '../state-machines/enterprise-declaration-state-machine';
import { nextDetectionDue } from '../scheduling/next-detection';
import { declarationDueDate, declarationDueStatus, declarationTypeRefusals } from './declaration-due';
import { declarationHazardsFromSurvey, hazardCategoryOf } from './declaration-hazards';

describe('enterprise declaration', () => {
  it('goes 草稿 → 已提交 → 已受理, and back from 已提交 with a reason only', () => {
    expect(m.stateLabel(m.initial)).toBe('草稿');
    expect(m.transition('draft', 'submit', {})).toBe('submitted');
    expect(() => m.transition('submitted', 'return', {})).toThrow('退回必须填写原因');
    expect(m.transition('submitted', 'return', { reason: '接害人数与调查不符' })).toBe('returned');
    expect(m.transition('returned', 'submit', {})).toBe('submitted');
    expect(m.transition('submitted', 'accept', {})).toBe('accepted');
    expect(() => m.transition('draft', 'accept', {})).toThrow('不能执行“受理”');
  });

  it('is due 30 days after an acceptance and 15 after a change of process, materials, name, address or legal representative', () => {
    expect(declarationDueDate('change', 'acceptance', '2026-11-10')).toBe('2026-12-10');
    expect(declarationDueDate('change', 'process', '2026-12-20')).toBe('2027-01-04');
    expect(declarationDueDate('change', 'identity', '2024-02-20')).toBe('2024-03-06');
    expect(declarationDueDate('change', 'other', '2026-11-10')).toBeNull();
    expect(declarationDueDate('initial', null, '2026-11-10')).toBeNull();
    expect(declarationDueDate('change', 'process', '2026-02-30')).toBeNull();
  });

  it('tells overdue from due soon from on time', () => {
    expect(declarationDueStatus('2026-11-20', '2026-11-24')).toEqual({ status: 'overdue', daysLeft: -4 });
    expect(declarationDueStatus('2026-11-24', '2026-11-24')).toEqual({ status: 'dueSoon', daysLeft: 0 });
    expect(declarationDueStatus('2026-12-01', '2026-11-24')).toEqual({ status: 'dueSoon', daysLeft: 7 });
    expect(declarationDueStatus('2026-12-02', '2026-11-24')).toEqual({ status: 'onTime', daysLeft: 8 });
    expect(declarationDueStatus(null, '2026-11-24')).toBeNull();
  });

  it('refuses a change declaration without its reason, or a dated reason without its day', () => {
    expect(declarationTypeRefusals({ declarationType: 'change' })).toEqual(['变更申报必须选择变更原因']);
    expect(declarationTypeRefusals({ declarationType: 'change', changeReason: 'process' })).toEqual(['变更原因为“工艺、材料变化”时必须填写验收或变更发生日期']);
    expect(declarationTypeRefusals({ declarationType: 'change', changeReason: 'other' })).toEqual([]);
    expect(declarationTypeRefusals({ declarationType: 'initial', changeReason: 'process' })).toEqual(['初次申报不填写变更原因']);
    expect(declarationTypeRefusals({ declarationType: 'initial' })).toEqual([]);
  });

  it('classes hazards by the tables and by name', () => {
    expect(hazardCategoryOf('矽尘')).toBe('dust');
    expect(hazardCategoryOf('苯')).toBe('chemical');
    expect(hazardCategoryOf('噪声')).toBe('physical');
    expect(hazardCategoryOf('X射线')).toBe('radiological');
    expect(hazardCategoryOf('布鲁氏菌')).toBe('biological');
    expect(hazardCategoryOf('未知因素')).toBe('other');
  });

  it('builds the work site × hazard × exposed table from a survey, each post once', () => {
    const { rows, categories } = declarationHazardsFromSurvey(
      [
        { workshop: '喷涂车间', post: '喷漆工', exposedHeadcount: 4 },
        { workshop: '喷涂车间', post: '调漆工', exposedHeadcount: 2 },
        { workshop: '打磨车间', post: '打磨工', exposedHeadcount: 6 },
      ],
      [
        { workshop: '喷涂车间', post: '喷漆工', hazard: '苯' },
        { workshop: '喷涂车间', post: '调漆工', hazard: '苯' },
        { workshop: '喷涂车间', post: '喷漆工', hazard: '甲苯' },
        { workshop: '喷涂车间', post: '喷漆工', hazard: '噪声' },
        { workshop: '打磨车间', post: '打磨工', hazard: '噪声' },
        { workshop: '打磨车间', post: '打磨工', hazard: '矽尘' },
      ],
    );
    expect(rows).toEqual([
      { workSite: '喷涂车间', hazard: '苯', category: 'chemical', exposedCount: 6 },
      { workSite: '喷涂车间', hazard: '甲苯', category: 'chemical', exposedCount: 4 },
      { workSite: '喷涂车间', hazard: '噪声', category: 'physical', exposedCount: 4 },
      { workSite: '打磨车间', hazard: '噪声', category: 'physical', exposedCount: 6 },
      { workSite: '打磨车间', hazard: '矽尘', category: 'dust', exposedCount: 6 },
    ]);
    expect(categories.chemical).toEqual({ present: true, exposed: 6 });
    expect(categories.physical).toEqual({ present: true, exposed: 10 });
    expect(categories.dust).toEqual({ present: true, exposed: 6 });
    expect(categories.biological).toEqual({ present: false, exposed: 0 });
  });

  it('counts the next detection from the last issued report: yearly for 定期检测, by the risk class when known', () => {
    expect(nextDetectionDue('10', '2026-03-15')).toBe('2027-03-15');
    expect(nextDetectionDue('10', '2026-03-15', 'general')).toBe('2029-03-15');
    expect(nextDetectionDue('31', '2026-03-15')).toBeNull();
    expect(nextDetectionDue('10', null)).toBeNull();
  });
});
