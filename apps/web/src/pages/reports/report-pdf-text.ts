/** The words of a report's 报告PDF card (zh-CN). */
export const REPORT_PDF_TEXT = {
  title: '报告PDF',
  none: '尚未生成PDF',
  issuedFixed: '报告已签发，其PDF为签发件，不再重新生成',
  notCompiled: '报告尚未编制，不能生成PDF',
  download: '下载PDF',
  downloaded: '已开始下载',
  sha256: 'SHA-256',
  renderedAt: '生成时间',
  stale: '报告内容在此PDF生成后已重新编制，请重新生成PDF',
} as const;
