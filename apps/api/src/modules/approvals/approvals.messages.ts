/** The approval module's Chinese messages. */
export const APPROVAL_MESSAGES = {
  flowInvalid: (problems: readonly string[]) => `审批流程配置不完整：${problems.join('；')}`,
  sortTaken: (sort: number) => `顺序${sort}已被其他步骤使用，请换一个顺序`,
  setUpReason: '新机构初始化默认审批流程',
  deletedWithOrganisation: '机构删除',
  onlyOnApprovalPages: '审批操作须在审批页面办理（提交审批、通过、退回）',
  notCompiling: '报告不在“编制中”，不能提交审批（已提交的报告请在审批页面办理）',
  notSubmitted: '报告尚未提交审批',
  notInApproval: (state: string) => (state === 'issued' ? '报告已签发，审批流程已结束' : '报告已作废，不能审批'),
  stepRequired: '请提供当前审批步骤（step）',
  targetRequired: '请选择退回到的步骤（target）',
} as const;
