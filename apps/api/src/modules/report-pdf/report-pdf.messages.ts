/** 报告PDF's Chinese messages. */
export const REPORT_PDF_MESSAGES = {
  notCompiled: '报告尚未编制，无法生成PDF',
  issued: '报告已签发，其PDF不再重新生成；如需更改请修改报告',
} as const;
