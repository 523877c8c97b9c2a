/** 省平台推送's Chinese messages. */
export const PUSH_MESSAGES = {
  onlyFromReport: '推送记录只能由已签发的报告生成（新增推送）',
  badReportId: '请选择一份已签发的报告',
  reportNotIssued: (state: string) => `报告处于“${state}”状态，只有已签发的报告才能推送`,
  alreadyExists: (code: string) => `报告${code}已有推送记录`,
  generated: (n: number) => (n === 0 ? '没有需要生成推送记录的已签发报告' : `已生成${n}条推送记录`),
  blocked: (list: string[]) => `不能提交，请先处理：${list.map((b, i) => `${i + 1}. ${b}`).join('；')}`,
  badIds: '请选择要推送的记录',
  notPushable: (code: string, state: string) => `报告${code}的推送处于“${state}”状态，只有推送中或推送失败的记录可以推送`,
  pushing: (n: number) => `已开始推送${n}条记录`,
  noSurveyDate: '项目缺少调查日期：请在现场调查中填写“调查日期”',
  noProjectLeader: '项目未指定项目负责人：请在项目中填写“项目负责人”',
} as const;
