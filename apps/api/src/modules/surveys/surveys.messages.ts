/** The site survey module's Chinese messages (besides SURVEY_FINISHED_MESSAGE of the contracts). */
export const SURVEY_MESSAGES = {
  projectNotSurveying: '项目须处于“现场调查中”才能新建现场调查，请先在项目管理中执行“开始现场调查”',
  projectSuspended: '项目已挂起，请先恢复',
  projectClosed: '项目已归档或已中止，不能修改现场调查',
  alreadyExists: '该项目已有现场调查记录，不能重复新建',
  projectFixed: '现场调查所属项目不能修改',
  submitted: '现场调查已提交，如需修改请先“退回修改”',
  noPosts: '请至少填写一个岗位后再提交现场调查',
  unknownPost: (workshop: string, post: string) => `岗位“${workshop} ${post}”不在本次调查的岗位列表中，请先在“岗位/工种”中添加该岗位`,
  postHasHazards: (workshop: string, post: string) => `岗位“${workshop} ${post}”还有危害因素记录，请先修改或删除这些危害因素`,
  surveyIdMissing: '请指定现场调查（surveyId）',
} as const;
