/** Chinese messages of a resource's attachments. */
export const ATTACHMENT_MESSAGES = {
  notFound: '附件不存在或无权访问',
  badAttachmentId: '附件id必须是正整数',
} as const;
