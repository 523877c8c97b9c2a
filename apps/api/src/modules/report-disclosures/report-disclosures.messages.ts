/** Chinese messages of 报告公示. */
export const DISCLOSURE_MESSAGES = {
  onlyFromReport: '报告公示由报告签发时自动生成，或对已签发的报告执行“生成公示”，不能手工新增',
  badReportId: '报告ID必须是正整数',
  reportNotIssued: (state: string) => `报告处于“${state}”状态，只有已签发的报告才能生成公示`,
  alreadyExists: (code: string) => `该报告已有公示记录：${code}`,
  generated: (n: number) => (n > 0 ? `已生成${n}条报告公示` : '没有需要生成公示的已签发报告'),
  samePerson: '发布人不能与主管审核人为同一人',
  notFound: '报告公示不存在或未发布',
  badId: '公示ID必须是正整数',
  photoNotFound: '该照片不属于此报告公示',
  supersededBy: (version: number) => `报告已被第${version}版（修改版）替代`,
} as const;
