/** The words of 报告模板 (zh-CN). */
export const REPORT_TEMPLATE_TEXT = {
  cover: '封面图片',
  coverTitle: (kind: string) => `“${kind}”报告封面图片`,
  coverHint: '封面图片印在报告封面的标题上方（PNG或JPG，不超过5MB，以最后上传的一张为准）；声明每行一条，印在报告“说明”页，替代系统默认条款。暂不支持Word模板。',
} as const;
