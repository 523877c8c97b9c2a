/** The words of a 生成PDF button (zh-CN). */
export const JOB_PDF_TEXT = {
  generate: '生成PDF',
  regenerate: '重新生成',
  queued: '排队中…',
  running: (percent: number) => `正在生成PDF（${percent}%）`,
  completed: 'PDF已生成',
  download: '下载PDF',
  downloaded: '已开始下载',
  failed: 'PDF生成失败',
  cancelled: '已取消生成',
} as const;

/** The words a job file button says: the same keys as 生成PDF's, any job's own wording (打包下载 …). */
export type JobPdfText = { readonly [K in keyof typeof JOB_PDF_TEXT]: (typeof JOB_PDF_TEXT)[K] extends (...args: infer A) => string ? (...args: A) => string : string };
