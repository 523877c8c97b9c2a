/** Chinese messages of the help documents (帮助文档). */
export const HELP_DOCUMENT_MESSAGES = {
  notFound: '帮助文档不存在或无权访问',
  organizationNotFound: '机构不存在或无权访问',
  platformWideAdminOnly: '只有管理员可以上传或删除全平台帮助文档',
  titleTooLong: '文档标题不能超过100个字符',
  badOrganizationId: 'organizationId必须是整数',
} as const;
