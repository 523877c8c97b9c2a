/** 省级质控's refusals (Chinese, as the user reads them). */
export const PROVINCIAL_QC_MESSAGES = {
  orgUnknown: (code: string) => `机构编码“${code.slice(0, 50)}”不存在`,
  orgOutsideZone: (name: string) => `“${name}”不在本辖区，不能分配质控任务`,
  alreadyAssigned: (name: string) => `“${name}”已分配本任务`,
  itemsLocked: '任务下达后考核项目不能修改',
  noItems: '请先添加考核项目',
  assignmentUnknown: (code: string) => `本任务没有考核编号为“${code.slice(0, 50)}”的机构`,
  resultsFixed: '考核项目由任务确定，机构只能填写上报结果',
  resultsLocked: '结果已上报，不能修改',
  resultMissing: (item: string) => `请先填写“${item}”的上报结果`,
  itemRefused: (item: string, message: string) => `“${item}”：${message}`,
  noCorrectionNeeded: '评价为满意，无需整改',
  correctiveActionRequired: '请先填写整改措施',
  assignmentClosed: '考核已完结，不能修改',
};
