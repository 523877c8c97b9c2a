/** Chinese messages of notifications (tests and docs quote these). */
export const NOTIFICATION_MESSAGES = {
  notFound: '消息不存在或无权访问',
  announcementNotFound: '公告不存在或无权访问',
  notOwnMessage: '只能标记自己的消息',
  noRecipients: '请选择接收的用户、角色或机构',
  nobodyToSend: '所选范围内没有可接收消息的用户',
  usersMissing: '接收用户不存在或已停用',
  rolesMissing: '接收角色不存在',
  organizationsMissing: '接收机构不存在',
  outOfScope: '不能向本机构数据范围以外的用户发送消息',
  contentRequired: '请填写标题、消息类型和内容',
  stale: '数据已被他人修改，请刷新后重试',
} as const;
