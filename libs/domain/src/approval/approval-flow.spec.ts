import { ApprovalFlowError, approvalFlowOf, approvalFlowProblems, type ApprovalStepConfig, DEFAULT_APPROVAL_STEPS, defaultApprovalFlow } from './approval-flow';

const s = (kind: ApprovalStepConfig['kind'], name: string, roleId: number | null = null): ApprovalStepConfig => ({ kind, name, roleId });

describe('approval flow configuration', () => {
  it('the default flow is 编制 → 校核 → 审核 → 签发, with 质控签章 after 签发 when asked', () => {
    expect(defaultApprovalFlow().steps.map((x) => x.name)).toEqual(['编制', '校核', '审核', '签发']);
    expect(defaultApprovalFlow({ qcSeal: true }).steps.map((x) => `${x.key}:${x.name}`)).toEqual(['compile:编制', 'check:校核', 'review:审核', 'issue:签发', 'qcSeal:质控签章']);
    expect(approvalFlowProblems(DEFAULT_APPROVAL_STEPS)).toEqual([]);
  });

  it('needs at least 编制, one approval step and 签发', () => {
    expect(approvalFlowProblems([s('compile', '编制'), s('check', '校核'), s('issue', '签发')])).toEqual([]);
    expect(approvalFlowProblems([s('compile', '编制'), s('issue', '签发')])).toEqual(['编制与签发之间至少需要一个审批步骤（如校核、审核）']);
    expect(approvalFlowProblems([s('compile', '编制'), s('check', '校核')])).toEqual(['审批流程必须有签发步骤']);
    expect(approvalFlowProblems([s('check', '校核'), s('issue', '签发')])).toContain('审批流程的第一步必须是编制');
    expect(approvalFlowProblems([])).toEqual(expect.arrayContaining(['审批流程的第一步必须是编制', '审批流程必须有签发步骤']));
  });

  it('an approval step only after 签发 does not count as the approval before issue', () => {
    expect(approvalFlowProblems([s('compile', '编制'), s('issue', '签发'), s('qcSeal', '质控签章')])).toEqual(['编制与签发之间至少需要一个审批步骤（如校核、审核）']);
  });

  it('refuses a second 编制 or 签发, blank, over-long and repeated names', () => {
    expect(approvalFlowProblems([s('compile', '编制'), s('compile', '编制2'), s('check', '校核'), s('issue', '签发')])).toEqual(['审批流程只能有一个编制步骤']);
    expect(approvalFlowProblems([s('compile', '编制'), s('check', '校核'), s('issue', '签发'), s('issue', '再签发')])).toEqual(['审批流程只能有一个签发步骤']);
    expect(approvalFlowProblems([s('compile', '编制'), s('check', ' '), s('issue', '签发')])).toEqual(['步骤名称不能为空']);
    expect(approvalFlowProblems([s('compile', '编制'), s('check', '审核'), s('review', '审核'), s('issue', '签发')])).toEqual(['步骤名称重复：审核']);
    expect(approvalFlowProblems([s('compile', '编制'), s('check', '校'.repeat(21)), s('issue', '签发')])).toEqual([`步骤名称不能超过20个字：${'校'.repeat(21)}`]);
  });

  it('keys repeated kinds by their ordinal and keeps roles', () => {
    const flow = approvalFlowOf([s('compile', '编制'), s('review', '技术审核', 7), s('review', '质量审核', 8), s('issue', '签发', 9)]);
    expect(flow.steps.map((x) => [x.key, x.roleId])).toEqual([
      ['compile', null],
      ['review', 7],
      ['review2', 8],
      ['issue', 9],
    ]);
  });

  it('refuses to make a flow of steps that are not one, listing every problem', () => {
    expect(() => approvalFlowOf([s('compile', '编制'), s('issue', '签发')])).toThrow(ApprovalFlowError);
    expect(() => approvalFlowOf([s('check', '校核')])).toThrow('审批流程配置不完整：审批流程的第一步必须是编制；审批流程必须有签发步骤');
  });
});
