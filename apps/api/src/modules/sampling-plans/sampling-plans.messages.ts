/** The sampling plan module's Chinese messages. */
export const PLAN_MESSAGES = {
  projectNotReady: '项目须处于“现场调查中”或“现场采样中”才能编制采样方案',
  projectSuspended: '项目已挂起，请先恢复',
  projectClosed: '项目已归档或已中止，不能修改采样方案',
  alreadyExists: '该项目已有采样方案，不能重复新建',
  projectFixed: '采样方案所属项目不能修改',
  notEditable: '采样方案已提交或已批准，不能修改；如需修改请先退回或重新打开',
  noSurvey: '该项目还没有现场调查记录，请先完成现场调查',
  nothingToTest: '现场调查中没有需检测的危害因素，无法生成采样方案',
  acceptStale: '要采纳的变更与当前调查不符（调查可能刚刚变更），请重新查看变更后再生成',
  acceptShape: 'accept 须为 {add: [行标识], remove: [行标识], change: {行标识: [字段]}}',
  surveyChanged: '现场调查已变更，请先“生成方案”查看并确认变更后再提交',
  noRows: '采样方案没有采样计划明细，请先生成方案',
  issuesRemain: (messages: readonly string[]) =>
    `采样方案仍有 ${messages.length} 项不符合 GBZ 159 的问题，不能提交（可修正后提交，或申请放行并经他人批准）：${messages.join('；')}`,
  nothingToOverride: '采样方案没有需要放行的问题',
  noOverrideAsked: '还没有放行申请，请先“申请放行”',
  overrideApproved: '放行已批准，无需重复批准',
  overrideNeedsApprover: '批准放行需要采样方案的审批权限',
  overrideSelf: '放行须由申请人以外的人批准',
  hasSamples: '该方案已生成样品编号，不能删除',
  planIdMissing: '请指定采样方案（planId）',
} as const;
