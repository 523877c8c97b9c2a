/** What the enterprise module answers, in Chinese. */
export const ENTERPRISE_MESSAGES = {
  notLinked: '当前企业账号未关联用人单位，请联系管理员在用户管理中填写统一社会信用代码',
  ownEmployerOnly: '企业用户只能为本单位申报',
  creditCodeRequired: '请填写用人单位的统一社会信用代码',
  notAClient: '该统一社会信用代码不是本机构服务过的用人单位',
  notOpen: (state: string) => `申报处于“${state}”状态，不能修改`,
  incomplete: (missing: string[]) => `提交前请填写：${missing.join('、')}`,
  enterpriseCannotDecide: '企业用户不能受理或退回申报',
  noSurvey: '未找到该用人单位的现场调查，无法带入危害因素',
  prefilled: (source: string) => `从${source}带入`,
  declarationIdMissing: '请提供申报ID（declarationId）',
  projectNotFound: '项目不存在或无权访问',
  reportNotFound: '报告不存在、未签发或签发版PDF尚未生成',
  badId: 'ID必须是正整数',
} as const;
