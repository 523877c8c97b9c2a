/** The archive module's Chinese messages. */
export const ARCHIVE_MESSAGES = {
  projectHasArchive: (code: string) => `该项目已有档案（${code}）`,
  projectCancelled: '项目已中止，不能建档',
  projectFixed: '档案所属项目不能更改',
  archivedFields: '档案已归档，只能修改案卷号、存放位置和备注',
  archivedWithProject: (code: string) => `项目${code}归档`,
  createdOnIssue: (code: string) => `项目${code}报告已签发，建立档案`,
  prepared: (n: number) => (n > 0 ? `已为 ${n} 个项目生成档案` : '没有需要生成档案的项目（报告已签发的项目均已建档）'),
  archiveIdMissing: '请指定档案（archiveId）',
  fileNotInArchive: '文件不存在或不属于该档案',
  retentionInvalid: '档案保存年限须为10至100之间的整数（数字证书使用协议约定证据保存10年）',
  retentionUnchanged: '档案保存年限没有变化',
  retentionReason: (from: number, to: number) => `档案保存年限由${from}年改为${to}年`,
} as const;
