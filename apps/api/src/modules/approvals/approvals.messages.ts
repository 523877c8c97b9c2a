/** The approval module's Chinese messages. */
export const APPROVAL_MESSAGES = {
  flowInvalid: (problems: readonly string[]) => `审批流程配置不完整：${problems.join('；')}`,
  sortTaken: (sort: number) => `顺序${sort}已被其他步骤使用，请换一个顺序`,
  setUpReason: '新机构初始化默认审批流程',
  deletedWithOrganisation: '机构删除',
} as const;
