/** Chinese messages of uploads and downloads (tests quote these). */
export const UPLOADS_MESSAGES = {
  notFound: '文件不存在或无权访问',
  organizationNotFound: '机构不存在或无权访问',
} as const;
