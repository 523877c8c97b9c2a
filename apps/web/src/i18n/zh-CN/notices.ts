// 我的消息 (the navbar bell and its page) and 通知公告 (writing announcements).

export const notice = {
  route: '我的消息',
  bell: '消息通知',
  bellTitle: '未读消息',
  viewAll: '查看全部消息',
  empty: '暂无未读消息',
  unreadTab: '未读消息({count})',
  readTab: '已读消息',
  detailTitle: '消息详情',
  title: '标题',
  abstract: '摘要',
  sender: '发布人',
  content: '内容',
  category: '消息类型',
  categoryNotice: '通知公告',
  categorySystem: '系统消息',
  priority: '优先级',
  sendTime: '发布时间',
} as const;

export const announcement = {
  route: '通知公告',
  write: '发布公告',
  send: '发送',
  sendSuccess: '发送成功',
  recipients: '接收对象',
  users: '接收用户',
  roles: '接收角色',
  organizations: '接收机构',
  recipientsRequired: '请至少选择一个接收用户、角色或机构',
  titleRequired: '标题不能为空',
  contentRequired: '内容不能为空',
  createTime: '创建时间',
  sendStatus: '发送状态',
  sent: '已发送',
  draft: '未发送',
} as const;
